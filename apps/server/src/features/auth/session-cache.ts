// Resolved sessions kept in process for a few seconds, so the hot path of every API call does not
// wait on the database. Anything that ends a session or changes its user drops the copies here at
// once (this process) and through `NOTIFY atrium_sessions` (every process: migration 0006).
// Copies are keyed by the access token as the browser sent it: hashing it would cost more than the
// look-up itself. Only the database keeps tokens as hashes; this map never leaves the process.
import type { AuthUser } from '../../platform/session.ts';

export const SESSION_CHANNEL = 'atrium_sessions';

interface Entry {
  user: AuthUser;
  /** The earlier of the cache lifetime and the access token's own expiry (ms since epoch). */
  expiresAt: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<AuthUser | null>>();
  /** Bumped by every invalidation: a look-up that started before one must not be cached. */
  private generation = 0;
  /** Off while notifications may be missed (the listening connection is down). */
  private isTrusted = true;

  constructor(
    private readonly options: { lifetimeMs: number; maxEntries: number; now?: () => number } = {
      lifetimeMs: 30_000,
      maxEntries: 10_000,
    },
  ) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** The user cached for an access token while the copy holds. */
  cached(accessToken: string): AuthUser | undefined {
    const hit = this.entries.get(accessToken);
    return hit && hit.expiresAt > this.now() ? hit.user : undefined;
  }

  /** The cached user for an access token, or the look-up's answer (concurrent look-ups share one). */
  async resolve(
    accessToken: string,
    lookUp: () => Promise<{ user: AuthUser; accessExpiresAt: Date } | null>,
  ): Promise<AuthUser | null> {
    const hit = this.entries.get(accessToken);
    if (hit && hit.expiresAt > this.now()) return hit.user;
    if (hit) this.entries.delete(accessToken);
    const inFlight = this.pending.get(accessToken);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const promise = lookUp()
      .then((found) => {
        if (!found) return null;
        if (this.isTrusted && generation === this.generation) this.store(accessToken, found);
        return found.user;
      })
      .finally(() => this.pending.delete(accessToken));
    this.pending.set(accessToken, promise);
    return promise;
  }

  private store(accessToken: string, { user, accessExpiresAt }: { user: AuthUser; accessExpiresAt: Date }) {
    const expiresAt = Math.min(this.now() + this.options.lifetimeMs, accessExpiresAt.getTime());
    if (this.entries.size >= this.options.maxEntries) {
      // The oldest insertion goes first (a Map iterates in insertion order).
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(accessToken, { user, expiresAt });
  }

  /** Drops every copy of one session (sign-out, refresh rotation or reuse). */
  forgetSession(sessionId: string): void {
    this.generation++;
    for (const [key, entry] of this.entries) {
      if (entry.user.sessionId === sessionId) this.entries.delete(key);
    }
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  /** A `NOTIFY atrium_sessions` payload: `session:<id>` or `all`. */
  handleNotification(payload: string): void {
    if (payload.startsWith('session:')) this.forgetSession(payload.slice('session:'.length));
    else this.clear();
  }

  /** While notifications may be missed nothing is cached; when they are heard again, start afresh. */
  setTrusted(isTrusted: boolean): void {
    this.isTrusted = isTrusted;
    this.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
