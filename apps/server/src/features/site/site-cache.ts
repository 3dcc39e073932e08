// The route tree (one serialised copy per audience) and pages (one copy per page version) kept in
// process. The `routes` change counter, bumped by triggers on routes and sections, says whether a
// copy still holds. While this process hears `NOTIFY atrium_routes` (sent by the same triggers), it
// reads the counter only after a notification arrives or when the day turns: a change is answered
// only once every process has heard it (`platform/every-process.ts`).
import type { Database, Executor } from '../../platform/database.ts';
import { freshRead } from '../../platform/fresh-read.ts';
import type { JsonCopy } from '../../platform/json-copy.ts';
import { todayIso } from './route-tree.ts';
import * as repo from './routes.repo.ts';

export const ROUTES_CHANNEL = 'atrium_routes';
const MAX_PAGES = 500;

export type Audience = 'admin' | 'staff';

export interface PageCopy {
  /** Staff may not see a hidden page; the check is made on every read. */
  isHidden: boolean;
  copy: JsonCopy;
}

export class SiteCache {
  readonly trees = new Map<Audience, JsonCopy>();
  readonly pages = new Map<string, PageCopy>();
  private key: string | undefined;
  private generation = 0;
  private isListening = false;
  private isFresh = false;
  /** The counter, read once for all the requests that asked while a read was under way. */
  private readVersion?: () => Promise<number>;

  /** Makes sure the copies belong to the current counter and day; drops them otherwise. */
  async refresh(db: Executor): Promise<void> {
    const today = todayIso();
    if (this.isFresh && this.key?.endsWith(`:${today}`)) return;
    const generation = this.generation;
    this.readVersion ??= freshRead(() => repo.readRoutesVersion(db));
    const key = `${await this.readVersion()}:${today}`;
    if (key !== this.key) {
      this.key = key;
      this.trees.clear();
      this.pages.clear();
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

  storeTree(audience: Audience, copy: JsonCopy, version: number): void {
    if (version === this.generation) this.trees.set(audience, copy);
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

const caches = new WeakMap<object, SiteCache>();

/** The copies kept for one database (tests run many databases in one process). */
export function siteCacheFor(db: Executor): SiteCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SiteCache();
    caches.set(db, cache);
  }
  return cache;
}

/** Hears route and page changes from every process; answers how to stop. */
export async function listenForSiteChanges({ database }: { database: Database }) {
  const cache = siteCacheFor(database.db);
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
