// The iCalendar feed (RFC 5545) read beside the database: fetched over HTTP, read off the event
// loop (feed-read.ts) into the occurrences of a window, which requests then only filter. A feed
// that fails keeps the last copy that was read (also stored in the database, so a restart does
// not lose it) and records why.
import type { CalendarItem } from '@atrium/contracts';
import type { OutboundFetch } from '../../platform/outbound-fetch.ts';
import { decodeFeed } from './feed-charset.ts';
import type { FeedReading } from './feed-reader.ts';
import { itemEndMs, itemStartMs } from './feed-reader.ts';

export { itemEndMs, itemStartMs };

/** Feeds bigger than this are refused: a calendar of a firm is far smaller. */
export const MAX_FEED_BYTES = 5 * 1024 * 1024;

/** A feed as read: its occurrences over the window it was read for. */
export interface ParsedFeed extends FeedReading {
  fromMs: number;
  toMs: number;
  /** Item Id → position, for the description of one occurrence. */
  byId?: Map<string, number>;
}

/** The description of one occurrence, as HTML (the text of the feed, escaped, lines kept). */
export function feedDescription(feed: ParsedFeed, id: string): string | undefined {
  if (!id.startsWith('feed:')) return undefined;
  feed.byId ??= new Map(feed.items.map((item, i) => [item.Id, i]));
  const at = feed.byId.get(id);
  if (at === undefined) return undefined;
  const text = feed.descriptions[feed.descriptionOf[at]] ?? '';
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return escaped
    .split(/\n{2,}/)
    .filter((p) => p.trim())
    .map((p) => `<p>${p.replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The feed's occurrences that overlap [from, to). */
export function feedItemsBetween(feed: ParsedFeed, window: { from: Date; to: Date }): CalendarItem[] {
  const fromMs = window.from.getTime();
  const toMs = window.to.getTime();
  return feed.items.filter((item) => itemEndMs(item) > fromMs && itemStartMs(item) < toMs);
}

/**
 * Fetches the feed's text: http(s) (webcal is http), a time limit and a size limit; an address
 * inside the network is refused at every redirect (docs/security.md "Outbound requests").
 */
export async function fetchFeedText(
  url: string,
  options: { timeoutMs: number; outbound: OutboundFetch },
): Promise<string> {
  const address = url.replace(/^webcal:/i, 'https:');
  const response = await options.outbound.fetch(address, {
    signal: AbortSignal.timeout(options.timeoutMs),
    headers: { accept: 'text/calendar, */*;q=0.5' },
  });
  if (!response.ok)
    throw new Error(`The feed answered ${response.status} ${response.statusText}.`.replace(' .', '.'));
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_FEED_BYTES) throw new Error(`The feed is larger than ${MAX_FEED_BYTES / 1024 / 1024} MB.`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.length > MAX_FEED_BYTES)
    throw new Error(`The feed is larger than ${MAX_FEED_BYTES / 1024 / 1024} MB.`);
  return decodeFeed(bytes, response.headers.get('content-type'));
}
