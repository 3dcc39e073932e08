// Display rules of the listings and detail pages (spec 3 §2.7, §3, §4): off-limits dates, revenue
// bands, the team's roles and time to fill. Money is written by ui/numbers.ts.
import { OFF_LIMITS_AFTER, sixMonthsBefore } from '@atrium/contracts';
import { formatDate } from '../../../ui/dates.ts';
import { formatWhole } from '../../../ui/numbers.ts';

export interface OffLimitsDisplay {
  /** What the column shows: 'Off Limits', 'Job Active', a date, or '—'. */
  text: string;
  /** The day to act by (the renewal date minus 6 months), when there is one. */
  actionDate: string | null;
  isOffLimits: boolean;
}

/**
 * spec 3 §4: a date after 2220-01-01 means 'Off Limits' for good; 'Job Active' is shown when the
 * stored text says so; otherwise the date, with its action date (renewal date minus 6 months).
 */
export function offLimitsDisplay(value: string | null | undefined): OffLimitsDisplay {
  const text = value?.trim() ?? '';
  if (!text) return { text: '—', actionDate: null, isOffLimits: false };
  if (/job\s*active/i.test(text)) return { text: 'Job Active', actionDate: null, isOffLimits: true };
  if (!/^\d{4}-\d{2}-\d{2}/.test(text)) return { text, actionDate: null, isOffLimits: false };
  const day = text.slice(0, 10);
  if (day > OFF_LIMITS_AFTER) return { text: 'Off Limits', actionDate: null, isOffLimits: true };
  return { text: formatDate(day), actionDate: sixMonthsBefore(day), isOffLimits: false };
}

export { sixMonthsBefore };

/** spec 3 §3, §9: global revenue bands. */
export const REVENUE_BANDS: Record<number, string> = { 1: '< $1B', 2: '$1 - $5B', 3: '$5B +' };

export function revenueBand(value: number | null | undefined): string {
  return value ? (REVENUE_BANDS[value] ?? '—') : '—';
}

const share = (percentage: number) => `${Number.isInteger(percentage) ? percentage : percentage.toFixed(1)}%`;

/** spec 3 §3: developer D, handler H, with the share, e.g. "D 60%". */
export function teamRoleLabel(role: 'D' | 'H', percentage: number): string {
  return `${role} ${share(percentage)}`;
}

const TEAM_ROLE_NAMES = { D: 'Developer', H: 'Handler' } as const;

/** The same role in words, for a tooltip and a screen reader: "Developer, 60%". */
export function teamRoleSpoken(role: 'D' | 'H', percentage: number): string {
  return `${TEAM_ROLE_NAMES[role]}, ${share(percentage)}`;
}

/** Days to fill as a reader says it: '1 day', '45 days', '—' when not filled. */
export function timeToFillLabel(days: number | null): string {
  if (days === null) return '—';
  const whole = Math.round(days);
  return `${formatWhole(whole)} ${whole === 1 ? 'day' : 'days'}`;
}
