// When a page is due for review: its interval after its last review (or after it was made).
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' plus months, the day kept where the month has it (Jan 31 + 1 → Feb 28). */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

export const addDays = (isoDate: string, days: number): string =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const todayIso = (now = Date.now()): string => new Date(now).toISOString().slice(0, 10);

/** The review date, or null when the page has no review interval. */
export const dueOn = (from: string, intervalMonths: number): string | null =>
  intervalMonths > 0 ? addMonths(from, intervalMonths) : null;
