// The calendar feed as one process knows it: the last copy that parsed, kept in the database so a
// restart does not lose it, refreshed on a schedule; a read that fails keeps the last good copy.
import type { CalendarFeedStatus } from '@atrium/contracts';
import type { Database } from '../../platform/database.ts';
import type { OutboundFetch } from '../../platform/outbound-fetch.ts';
import * as repo from './calendar.repo.ts';
import { fetchFeedText, type ParsedFeed, parseFeed } from './calendar-feed.ts';

export interface Logger {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
}

/** The feed as this process knows it: the last copy that parsed, refreshed on a schedule. */
export interface FeedSource {
  /** The parsed feed, read from the database (or fetched) on first use. */
  current(): Promise<ParsedFeed | null>;
  refresh(): Promise<void>;
  status(): Promise<CalendarFeedStatus>;
  setUrl(url: string): Promise<void>;
  stop(): void;
}

export function createFeedSource(options: {
  database: Database;
  /** CALENDAR_FEED_URL: when set, it wins over the admin setting. */
  envUrl?: string;
  timeoutMs: number;
  refreshMinutes: number;
  log: Logger;
  /** Refuses feed addresses inside the network. */
  outbound: OutboundFetch;
}): FeedSource {
  const { database, log } = options;
  const db = database.db;
  let parsed: ParsedFeed | null = null;
  let parsedUrl = '';
  let loaded: Promise<void> | null = null;
  let refreshing: Promise<void> | null = null;

  const configuredUrl = async () => options.envUrl ?? (await repo.findFeed(db))?.url ?? '';

  const refreshNow = async () => {
    const url = await configuredUrl();
    if (!url) {
      parsed = null;
      parsedUrl = '';
      return;
    }
    const checkedAt = new Date();
    try {
      const text = await fetchFeedText(url, { timeoutMs: options.timeoutMs, outbound: options.outbound });
      const feed = parseFeed(text);
      parsed = feed;
      parsedUrl = url;
      await repo.saveFeed(db, { lastGoodIcs: text, fetchedAt: checkedAt, checkedAt, lastError: null });
      log.info({ url, events: feed.count }, 'calendar feed refreshed');
    } catch (error) {
      const reason =
        (error as Error).name === 'TimeoutError'
          ? 'The feed did not answer in time.'
          : (error as Error).message;
      // The last good copy stays in use (memory and database); only the reason is recorded.
      await repo.saveFeed(db, { checkedAt, lastError: reason.slice(0, 1000) });
      log.warn({ url, reason }, 'calendar feed refresh failed; keeping the last good copy');
    }
  };

  const refresh = () => {
    refreshing ??= refreshNow().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const load = async () => {
    const row = await repo.findFeed(db);
    const url = await configuredUrl();
    if (row?.lastGoodIcs && url) {
      try {
        parsed = parseFeed(row.lastGoodIcs);
        parsedUrl = url;
      } catch {
        parsed = null;
      }
    }
    // A copy fetched before this process started is refreshed now rather than at the first tick.
    await refresh();
  };

  const timer = setInterval(() => void refresh(), options.refreshMinutes * 60_000);
  timer.unref();

  return {
    current: async () => {
      loaded ??= load();
      await loaded;
      return parsed;
    },
    refresh: async () => {
      loaded ??= load();
      await loaded;
      await refresh();
    },
    status: async () => {
      const row = await repo.findFeed(db);
      return {
        url: options.envUrl ?? row?.url ?? '',
        isFromEnvironment: options.envUrl !== undefined,
        fetchedAt: row?.fetchedAt?.toISOString() ?? null,
        checkedAt: row?.checkedAt?.toISOString() ?? null,
        lastError: row?.lastError ?? null,
        eventCount: parsedUrl ? (parsed?.count ?? 0) : 0,
      };
    },
    setUrl: async (url) => {
      await repo.saveFeed(db, { url, lastGoodIcs: null, fetchedAt: null, checkedAt: null, lastError: null });
      parsed = null;
      parsedUrl = '';
      loaded = Promise.resolve();
      await refresh();
    },
    stop: () => clearInterval(timer),
  };
}
