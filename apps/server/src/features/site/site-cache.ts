// The route tree (one serialised copy per kind of reader: admins, and staff by their audience facts)
// and pages (one copy per page version) kept in
// process. The `routes` change counter, bumped by triggers on routes and sections, says whether a
// copy still holds. While this process hears `NOTIFY atrium_routes` (sent by the same triggers), it
// reads the counter only after a notification arrives or when the day turns: a change is answered
// only once every process has heard it (`platform/every-process.ts`). One cache per app, made by
// buildApp; a transaction's reads get copies of their own (ADR 014).
import type { Database, Executor } from '../../platform/database.ts';
import { freshRead } from '../../platform/fresh-read.ts';
import type { JsonCopy } from '../../platform/json-copy.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import type { AuthUser } from '../../platform/session.ts';
import type { AudienceViewer } from './audience.ts';
import { todayIso } from './route-tree.ts';
import * as repo from './routes.repo.ts';

export const ROUTES_CHANNEL = 'atrium_routes';
const MAX_PAGES = 500;
/** Trees and page copies kept per kind of reader; the oldest goes first beyond this. */
const MAX_READER_COPIES = 200;

export interface PageCopy {
  /** Staff may not see a hidden page; the check is made on every read. */
  isHidden: boolean;
  /** Whether the reader is in the audience of the page and each of its ancestors. */
  isFor: (viewer: AudienceViewer) => boolean;
  copy: JsonCopy;
  /** Set when some widget is limited to an audience: the copy for a reader, built on demand. */
  copyFor?: (viewer: AudienceViewer) => JsonCopy;
  readerCopies: Map<string, JsonCopy>;
}

/** Adds to a map that keeps at most `max` entries, dropping the oldest. */
export function keepBounded<V>(map: Map<string, V>, key: string, value: V, max = MAX_READER_COPIES): void {
  if (map.size >= max && !map.has(key)) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
  map.set(key, value);
}

export class SiteCache {
  readonly trees = new Map<string, JsonCopy>();
  readonly pages = new Map<string, PageCopy>();
  /** Route ids outside a reader's audiences, by the reader's audience facts. */
  readonly outsideAudience = new Map<string, Set<number>>();
  /** A session's audience facts, read once per signed-in user object. */
  readonly viewers = new WeakMap<AuthUser, Promise<AudienceViewer>>();
  private key: string | undefined;
  private generation = 0;
  private isListening = false;
  private isFresh = false;
  /** The counter, read once for all the requests that asked while a read was under way. */
  private readVersion?: () => Promise<number>;
  /** The copies read inside each transaction under way, by its handle: see `of`. */
  private readonly inTransactions = new WeakMap<Executor, SiteCache>();

  /** `db`: the app's database, or the transaction whose reads these copies hold. */
  constructor(private readonly db: Executor) {}

  /**
   * The copies for reads through `db`: the app's own for its database; for a transaction, copies
   * of its own, which see its writes before they commit and are never served to anyone else. They
   * go with the transaction's handle (ADR 014).
   */
  of(db: Executor): SiteCache {
    if (db === this.db) return this;
    let cache = this.inTransactions.get(db);
    if (!cache) {
      cache = new SiteCache(db);
      this.inTransactions.set(db, cache);
    }
    return cache;
  }

  /** Makes sure the copies belong to the current counter and day; drops them otherwise. */
  async refresh(): Promise<void> {
    const today = todayIso();
    if (this.isFresh && this.key?.endsWith(`:${today}`)) return;
    const generation = this.generation;
    if (!this.readVersion) {
      const read = repo.prepareRoutesVersionRead(this.db);
      this.readVersion = freshRead(() => repo.readRoutesVersion(read));
    }
    const key = `${await this.readVersion()}:${today}`;
    if (key !== this.key) {
      this.key = key;
      this.trees.clear();
      this.pages.clear();
      this.outsideAudience.clear();
    }
    this.isFresh = this.isListening && generation === this.generation;
  }

  /** A token to hand back to `store`: a copy built across a change is not kept. */
  get version(): number {
    return this.generation;
  }

  storePage(uuid: string, page: PageCopy, version: number): void {
    if (version !== this.generation) return;
    if (this.pages.size >= MAX_PAGES) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
    this.pages.set(uuid, page);
  }

  storeTree(reader: string, copy: JsonCopy, version: number): void {
    if (version === this.generation) keepBounded(this.trees, reader, copy);
  }

  storeOutsideAudience(reader: string, ids: Set<number>, version: number): void {
    if (version === this.generation) keepBounded(this.outsideAudience, reader, ids);
  }

  /** Something changed somewhere: read the counter again before the next copy is used. */
  changed(): void {
    this.generation++;
    this.isFresh = false;
  }

  setListening(isListening: boolean): void {
    this.isListening = isListening;
    this.changed();
  }
}

/** What the services that read the route tree, pages or audiences need: the app's site cache. */
export interface SiteContext extends ServiceContext {
  siteCache: SiteCache;
}

/** The copies for the context's database or transaction, made sure to be current. */
export async function freshSiteCache(ctx: SiteContext): Promise<SiteCache> {
  const cache = ctx.siteCache.of(ctx.db);
  await cache.refresh();
  return cache;
}

/** Hears route and page changes from every process; answers how to stop. */
export async function listenForSiteChanges({
  database,
  siteCache,
}: {
  database: Database;
  siteCache: SiteCache;
}) {
  const cache = siteCache.of(database.db);
  const stop = await database.listen(ROUTES_CHANNEL, {
    onMessage: () => cache.changed(),
    onReset: (isListening) => cache.setListening(isListening),
  });
  cache.setListening(true);
  return async () => {
    cache.setListening(false);
    await stop();
  };
}
