// Time zones of a feed. A TZID that names a real zone — an IANA name, a Windows name as Exchange
// and Outlook write them, or an IANA name behind a prefix — is read with the zone data Node ships
// (Intl), whatever VTIMEZONE the file carries: exports often carry a VTIMEZONE cut short or none at
// all. Other TZIDs use the file's VTIMEZONE; times without a zone use X-WR-TIMEZONE, else UTC.
import ICAL from 'ical.js';

/** Windows time zone names (CLDR windowsZones, territory 001) → IANA. */
const WINDOWS_ZONES: Record<string, string> = {
  'Dateline Standard Time': 'Etc/GMT+12',
  'UTC-11': 'Etc/GMT+11',
  'Hawaiian Standard Time': 'Pacific/Honolulu',
  'Alaskan Standard Time': 'America/Anchorage',
  'Pacific Standard Time (Mexico)': 'America/Tijuana',
  'Pacific Standard Time': 'America/Los_Angeles',
  'US Mountain Standard Time': 'America/Phoenix',
  'Mountain Standard Time (Mexico)': 'America/Mazatlan',
  'Mountain Standard Time': 'America/Denver',
  'Central America Standard Time': 'America/Guatemala',
  'Central Standard Time': 'America/Chicago',
  'Central Standard Time (Mexico)': 'America/Mexico_City',
  'Canada Central Standard Time': 'America/Regina',
  'SA Pacific Standard Time': 'America/Bogota',
  'Eastern Standard Time (Mexico)': 'America/Cancun',
  'Eastern Standard Time': 'America/New_York',
  'US Eastern Standard Time': 'America/Indianapolis',
  'Venezuela Standard Time': 'America/Caracas',
  'Atlantic Standard Time': 'America/Halifax',
  'SA Western Standard Time': 'America/La_Paz',
  'Central Brazilian Standard Time': 'America/Cuiaba',
  'Pacific SA Standard Time': 'America/Santiago',
  'Newfoundland Standard Time': 'America/St_Johns',
  'E. South America Standard Time': 'America/Sao_Paulo',
  'Argentina Standard Time': 'America/Buenos_Aires',
  'SA Eastern Standard Time': 'America/Cayenne',
  'Greenland Standard Time': 'America/Godthab',
  'Montevideo Standard Time': 'America/Montevideo',
  'UTC-02': 'Etc/GMT+2',
  'Azores Standard Time': 'Atlantic/Azores',
  'Cape Verde Standard Time': 'Atlantic/Cape_Verde',
  UTC: 'Etc/UTC',
  'Coordinated Universal Time': 'Etc/UTC',
  'GMT Standard Time': 'Europe/London',
  'Greenwich Standard Time': 'Atlantic/Reykjavik',
  'Morocco Standard Time': 'Africa/Casablanca',
  'W. Europe Standard Time': 'Europe/Berlin',
  'Central Europe Standard Time': 'Europe/Budapest',
  'Romance Standard Time': 'Europe/Paris',
  'Central European Standard Time': 'Europe/Warsaw',
  'W. Central Africa Standard Time': 'Africa/Lagos',
  'GTB Standard Time': 'Europe/Bucharest',
  'Middle East Standard Time': 'Asia/Beirut',
  'Egypt Standard Time': 'Africa/Cairo',
  'E. Europe Standard Time': 'Europe/Chisinau',
  'South Africa Standard Time': 'Africa/Johannesburg',
  'FLE Standard Time': 'Europe/Kiev',
  'Israel Standard Time': 'Asia/Jerusalem',
  'Jordan Standard Time': 'Asia/Amman',
  'Arabic Standard Time': 'Asia/Baghdad',
  'Turkey Standard Time': 'Europe/Istanbul',
  'Arab Standard Time': 'Asia/Riyadh',
  'Russian Standard Time': 'Europe/Moscow',
  'E. Africa Standard Time': 'Africa/Nairobi',
  'Iran Standard Time': 'Asia/Tehran',
  'Arabian Standard Time': 'Asia/Dubai',
  'Azerbaijan Standard Time': 'Asia/Baku',
  'Afghanistan Standard Time': 'Asia/Kabul',
  'West Asia Standard Time': 'Asia/Tashkent',
  'Pakistan Standard Time': 'Asia/Karachi',
  'India Standard Time': 'Asia/Calcutta',
  'Sri Lanka Standard Time': 'Asia/Colombo',
  'Nepal Standard Time': 'Asia/Katmandu',
  'Central Asia Standard Time': 'Asia/Almaty',
  'Bangladesh Standard Time': 'Asia/Dhaka',
  'Myanmar Standard Time': 'Asia/Rangoon',
  'SE Asia Standard Time': 'Asia/Bangkok',
  'China Standard Time': 'Asia/Shanghai',
  'Singapore Standard Time': 'Asia/Singapore',
  'W. Australia Standard Time': 'Australia/Perth',
  'Taipei Standard Time': 'Asia/Taipei',
  'Tokyo Standard Time': 'Asia/Tokyo',
  'Korea Standard Time': 'Asia/Seoul',
  'Cen. Australia Standard Time': 'Australia/Adelaide',
  'AUS Central Standard Time': 'Australia/Darwin',
  'E. Australia Standard Time': 'Australia/Brisbane',
  'AUS Eastern Standard Time': 'Australia/Sydney',
  'West Pacific Standard Time': 'Pacific/Port_Moresby',
  'Tasmania Standard Time': 'Australia/Hobart',
  'New Zealand Standard Time': 'Pacific/Auckland',
  'Fiji Standard Time': 'Pacific/Fiji',
  'Tonga Standard Time': 'Pacific/Tongatapu',
};

function isIanaZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The IANA zone a TZID names, if it names one: "Europe/Berlin", "/mozilla.org/…/Europe/Berlin", "W. Europe Standard Time". */
export function ianaZoneOf(tzid: string): string | undefined {
  const name = tzid.trim().replace(/^"|"$/g, '');
  if (!name) return undefined;
  const windows = WINDOWS_ZONES[name];
  if (windows) return windows;
  // Only names with a region: "EST" or "CET" are abbreviations whose meaning the file's VTIMEZONE gives.
  if (name.includes('/') && isIanaZone(name)) return name;
  // "/mozilla.org/20050126_1/Europe/Berlin", "/softwarestudio.org/Olson_20011030_5/America/New_York"
  const parts = name.split('/').filter(Boolean);
  for (let i = 1; i < parts.length - 1; i++) {
    const tail = parts.slice(i).join('/');
    if (isIanaZone(tail)) return tail;
  }
  if (/^(UTC|GMT|Etc\/UTC|Z)$/i.test(name)) return 'Etc/UTC';
  return undefined;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A zone read with Intl: ical.js asks each wall-clock time's offset from UTC. */
export class IntlZone extends ICAL.Timezone {
  private readonly format: Intl.DateTimeFormat;
  /** Per UTC year: the instants its offset changes and the offset from each on, in ms. */
  private readonly years = new Map<number, { at: number[]; offset: number[] }>();

  constructor(tzid: string, iana: string) {
    super({ tzid });
    this.format = new Intl.DateTimeFormat('en-US', {
      timeZone: iana,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
  }

  private ask(ms: number): number {
    const p: Record<string, number> = {};
    for (const part of this.format.formatToParts(new Date(ms))) p[part.type] = Number(part.value);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - Math.floor(ms / 60_000) * 60_000;
  }

  /** A year's changes: asked once a day, each change then found to the quarter hour. */
  private yearOf(year: number) {
    let table = this.years.get(year);
    if (!table) {
      const start = Date.UTC(year, 0, 1);
      const end = Date.UTC(year + 1, 0, 1);
      table = { at: [start], offset: [this.ask(start)] };
      for (let day = start + DAY; day <= end; day += DAY) {
        const offset = day === end ? this.ask(end - 60_000) : this.ask(day);
        let low = day - DAY;
        let high = day;
        if (offset === table.offset[table.offset.length - 1]) continue;
        while (high - low > HOUR / 4) {
          const mid = low + Math.floor((high - low) / 2 / 60_000) * 60_000;
          if (this.ask(mid) === offset) high = mid;
          else low = mid;
        }
        table.at.push(high);
        table.offset.push(offset);
      }
      this.years.set(year, table);
    }
    return table;
  }

  /** Offset in ms at an instant. */
  private offsetAt(ms: number): number {
    const { at, offset } = this.yearOf(new Date(ms).getUTCFullYear());
    let i = at.length - 1;
    while (i > 0 && at[i] > ms) i--;
    return offset[i];
  }

  /** Seconds east of UTC for a wall-clock time; in a spring gap the offset before it (RFC 5545 §3.3.5). */
  override utcOffset(tt: InstanceType<typeof ICAL.Time>): number {
    const wall = Date.UTC(tt.year, tt.month - 1, tt.day, tt.hour, tt.minute, tt.second);
    const first = this.offsetAt(wall - this.offsetAt(wall));
    const second = this.offsetAt(wall - first);
    // Ambiguous autumn hour: the first of the two (the earlier offset's reading).
    const before = this.offsetAt(wall - first - HOUR);
    if (before > first && this.offsetAt(wall - before) === before) return before / 1000;
    return (first === second ? first : Math.min(first, second)) / 1000;
  }
}
