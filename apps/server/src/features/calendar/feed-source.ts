// The calendar feed as one process knows it: the last copy that was read, kept in the database so
// a restart does not lose it, refreshed on a schedule; a read that fails keeps the last good copy
// and records why ("Line 12: …") for the admin screen. Reads run off the event loop (feed-read.ts).
import { addMonthsIso, CALENDAR_LIMITS, type CalendarFeedStatus } from '@atrium/contracts';
import type { Database } from '../../platform/database.ts';
import type { OutboundFetch } from '../../platform/outbound-fetch.ts';
import * as repo from './calendar.repo.ts';
import { fetchFeedText, type ParsedFeed } from './calendar-feed.ts';
import type { FeedReader } from './feed-read.ts';
import { FeedRefusal } from './feed-refusal.ts';

/**
 * The window a feed is read for: from two days before this month (the month grid starts with it,
 * in every zone) to one month past the longest window the widget may ask for; read again as the
 * months move on.
 */
export function feedWindow(now: Date): { fromMs: number; toMs: number } {
  const fromMs = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 2 * 86_400_000;
  const day = now.toISOString().slice(0, 10);
  const toMs = Date.parse(`${addMonthsIso(day, CALENDAR_LIMITS.months.max + 1)}T00:00:00Z`);
  return { fromMs, toMs };
}

/** A parsed feed still covers what the widget may ask for today. */
const covers = (feed: ParsedFeed, now: Date) => {
  const wanted = feedWindow(now);
  return feed.fromMs <= wanted.fromMs + 2 * 86_400_000 && feed.toMs >= wanted.toMs - 31 * 86_400_000;
};

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
  /** Stops the refresh schedule; the reader is stopped by its owner. */
  stop(): void;
}

export function createFeedSource(options: {
  database: Database;
  /** CALENDAR_FEED_URL: when set, it wins over the admin setting. */
  envUrl?: string;
  timeoutMs: number;
  refreshMinutes: number;
  log: Logger;
  /** The app's reader thread (feed-read.ts), which reads the feed off the event loop. */
  feedReader: FeedReader;
  /** Time budget of one read; tests shorten it. */
  readBudgetMs?: number;
  now?: () => Date;
  /** Refuses feed addresses inside the network. */
  outbound: OutboundFetch;
}): FeedSource {
  const now = options.now ?? (() => new Date());
  const { database, log } = options;
  const db = database.db;
  const readText = async (text: string, at: Date): Promise<ParsedFeed> => {
    const window = feedWindow(at);
    const reading = await options.feedReader.read(text, window, options.readBudgetMs);
    return { ...reading, ...window };
  };
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
    const checkedAt = now();
    let text: string;
    try {
      text = await fetchFeedText(url, { timeoutMs: options.timeoutMs, outbound: options.outbound });
    } catch (error) {
      const reason =
        (error as Error).name === 'TimeoutError'
          ? 'The feed did not answer in time.'
          : (error as Error).message;
      await failed(url, checkedAt, reason);
      return;
    }
    try {
      const feed = await readText(text, checkedAt);
      parsed = feed;
      parsedUrl = url;
      await repo.saveFeed(db, { lastGoodIcs: text, fetchedAt: checkedAt, checkedAt, lastError: null });
      log.info({ url, events: feed.eventCount }, 'calendar feed refreshed');
    } catch (error) {
      await failed(url, checkedAt, refusalText(error));
    }
  };

  const failed = async (url: string, checkedAt: Date, reason: string) => {
    // The last good copy stays in use (memory and database); only the reason is recorded.
    await repo.saveFeed(db, { checkedAt, lastError: reason.slice(0, 1000) });
    log.warn({ url, reason }, 'calendar feed refresh failed; keeping the last good copy');
    // A copy read for a window the months have left behind is read again for today's.
    if (parsed && !covers(parsed, now())) await readStored();
  };

  /** The stored copy, read once for today's window; a copy that cannot be read is dropped. */
  const readStored = async () => {
    const row = await repo.findFeed(db);
    const url = await configuredUrl();
    if (!row?.lastGoodIcs || !url) return;
    try {
      parsed = await readText(row.lastGoodIcs, now());
      parsedUrl = url;
    } catch (error) {
      parsed = null;
      parsedUrl = '';
      // Not kept: it would cost the same budget again at every start.
      await repo.saveFeed(db, {
        lastGoodIcs: null,
        fetchedAt: null,
        lastError: `The stored copy of the feed was dropped. ${refusalText(error)}`.slice(0, 1000),
      });
      log.warn({ url, reason: refusalText(error) }, 'calendar feed: the stored copy cannot be read');
    }
  };

  const refresh = () => {
    refreshing ??= refreshNow().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const load = async () => {
    await readStored();
    // A copy fetched before this process started is refreshed now, without holding up the widget.
    void refresh();
  };

  const timer = setInterval(() => void refresh(), options.refreshMinutes * 60_000);
  timer.unref();

  return {
    current: async () => {
      loaded ??= load();
      await loaded;
      if (parsed && !covers(parsed, now()) && !refreshing) void refresh();
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
        eventCount: parsedUrl ? (parsed?.eventCount ?? 0) : 0,
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

/** "Line 12: …" for a refusal; the message of anything else. */
function refusalText(error: unknown): string {
  if (error instanceof FeedRefusal) return error.message;
  return (error as Error).message || 'The feed cannot be read.';
}
