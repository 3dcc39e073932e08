// The first pass over a feed's text, before ical.js reads it: lines unfolded with the number each
// starts on (so a refusal names the line), values ical.js would misread made plain, and the checks
// that keep one line from costing unbounded time.
import { FeedRefusal } from './feed-refusal.ts';

/** More VEVENTs than this are refused: a firm's feed is far smaller, and each costs time. */
export const MAX_FEED_EVENTS = 50_000;
/** A duration longer than this is refused: ical.js walks it day by day. */
const MAX_DURATION_DAYS = 100 * 366;

const DATE_PROPERTIES: ReadonlySet<string> = new Set([
  'DTSTART',
  'DTEND',
  'DUE',
  'RECURRENCE-ID',
  'EXDATE',
  'RDATE',
]);

export interface FeedLines {
  /** The text ical.js reads: one logical line per line. */
  text: string;
  /** The file's line on which each logical line starts (1-based). */
  lineOf: number[];
  /** The line of each BEGIN:VEVENT, in file order. */
  eventLines: number[];
}

/** "DTSTART;TZID=X:2019…" → name, parameter text (with its leading ';'), value. */
function splitLine(line: string): { name: string; params: string; value: string } | null {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') quoted = !quoted;
    else if (c === ':' && !quoted) {
      const head = line.slice(0, i);
      const semi = head.indexOf(';');
      return {
        name: (semi < 0 ? head : head.slice(0, semi)).trim().toUpperCase(),
        params: semi < 0 ? '' : head.slice(semi),
        value: line.slice(i + 1),
      };
    }
  }
  return null;
}

/** Days a DURATION value spans, or NaN when it is not one (RFC 5545 §3.3.6). */
function durationDays(value: string): number {
  const match = /^[+-]?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/i.exec(value.trim());
  if (!match) return Number.NaN;
  const [w, d, h, m, s] = match.slice(1).map((part) => Number(part ?? 0));
  return w * 7 + d + h / 24 + m / 1440 + s / 86_400;
}

/**
 * The dates of a value written as bare dates where a date-time or a period is expected, or null.
 * Exporters write "19970101" without VALUE=DATE, under VALUE=DATE-TIME, or as the ends of a
 * period ("19970101/19970102"); readers of real feeds take each as a date, and a period of dates
 * as the date it starts on.
 */
function bareDates(upperParams: string, value: string): string | null {
  const type = /;VALUE=([^;]*)/.exec(upperParams)?.[1]?.trim();
  const items = value.trim().split(',');
  if ((type === undefined || type === 'DATE-TIME') && items.every((item) => /^\d{8}$/.test(item)))
    return items.join(',');
  if (type === 'PERIOD' && items.every((item) => /^\d{8}\/(?:\d{8}|[+-]?P[^,]*)$/i.test(item)))
    return items.map((item) => item.slice(0, 8)).join(',');
  return null;
}

/** Parameter text with its VALUE replaced by VALUE=DATE. */
function withDateValue(params: string): string {
  return `;VALUE=DATE${params.replace(/;VALUE=[^;]*/i, '')}`;
}

export function readLines(source: string): FeedLines {
  const physical = source.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const logical: string[] = [];
  const lineOf: number[] = [];
  for (let i = 0; i < physical.length; i++) {
    const line = physical[i];
    if ((line.startsWith(' ') || line.startsWith('\t')) && logical.length > 0) {
      logical[logical.length - 1] += line.slice(1);
    } else if (line.trim() !== '') {
      logical.push(line);
      lineOf.push(i + 1);
    }
  }
  const eventLines: number[] = [];
  const stack: string[] = [];
  for (let i = 0; i < logical.length; i++) {
    if (stack.length === 0 && !/^BEGIN:/i.test(logical[i])) {
      // Text around the calendar (a comment after END:VCALENDAR) is not part of it.
      logical[i] = '';
      continue;
    }
    const parts = splitLine(logical[i]);
    const at = lineOf[i];
    if (!parts) throw new FeedRefusal(at, 'the line has no ":" between its name and its value.');
    const { name, params, value } = parts;
    if (name === 'BEGIN') {
      const component = value.trim().toUpperCase();
      stack.push(component);
      if (component === 'VEVENT') {
        eventLines.push(at);
        if (eventLines.length > MAX_FEED_EVENTS)
          throw new FeedRefusal(
            at,
            `the feed holds more than ${MAX_FEED_EVENTS.toLocaleString('en-US')} events.`,
          );
      }
      continue;
    }
    if (name === 'END') {
      const component = value.trim().toUpperCase();
      if (stack.at(-1) !== component)
        throw new FeedRefusal(
          at,
          `END:${component} does not close ${stack.at(-1) ? `BEGIN:${stack.at(-1)}` : 'anything'}.`,
        );
      stack.pop();
      continue;
    }
    const upperParams = params.toUpperCase();
    // An empty RRULE repeats nothing; spaces inside one ("BYDAY=MO, TU") are Exchange's.
    if (name === 'RRULE') logical[i] = value.trim() ? logical[i].replace(/(?<=:.*)\s+/g, '') : '';
    if (name === 'DURATION' || upperParams.includes('VALUE=PERIOD')) {
      const durations = name === 'DURATION' ? [value] : value.split(',').map((p) => p.split('/')[1] ?? '');
      for (const duration of durations) {
        if (!/^[+-]?P/i.test(duration.trim())) continue;
        const days = durationDays(duration);
        if (Number.isNaN(days)) throw new FeedRefusal(at, `"${duration.slice(0, 40)}" is not a duration.`);
        if (days > MAX_DURATION_DAYS)
          throw new FeedRefusal(at, `the duration ${duration.slice(0, 40)} is longer than 100 years.`);
      }
    }
    if (DATE_PROPERTIES.has(name)) {
      const dates = bareDates(upperParams, value);
      if (dates) logical[i] = `${logical[i].slice(0, name.length)}${withDateValue(params)}:${dates}`;
      if (upperParams.includes('VALUE=TIME'))
        throw new FeedRefusal(
          at,
          `${name} with VALUE=TIME has no date; RFC 5545 allows a date, a date-time or a period.`,
        );
    }
  }
  if (stack.length > 0)
    throw new FeedRefusal(lineOf.at(-1) ?? 1, `BEGIN:${stack.at(-1)} is never closed (the file ends early).`);
  const kept = logical.map((line, i) => ({ line, at: lineOf[i] })).filter((l) => l.line !== '');
  return { text: kept.map((l) => l.line).join('\r\n'), lineOf: kept.map((l) => l.at), eventLines };
}
