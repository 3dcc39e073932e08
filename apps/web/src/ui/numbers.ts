// Every number on screen is written here, as every date is by dates.ts, so one amount reads the
// same on the dashboard, a listing and a profile (spec 2 §2, §9): money in the viewer's currency
// with 0 decimals, other numbers with 0 to 2 decimals, compact numbers on chart axes and in tight
// places, counts with thousands separators, file sizes.
const LOCALE = 'en-US';
const cache = new Map<string, Intl.NumberFormat>();

function formatter(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let found = cache.get(key);
  if (!found) {
    found = new Intl.NumberFormat(LOCALE, options);
    cache.set(key, found);
  }
  return found;
}

/** spec 2 §9: currency amounts with 0 decimals, e.g. "$1,234,567". */
export function formatMoney(value: number, currency: string): string {
  return formatter(`money:${currency}`, {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(value);
}

/** spec 2 §2: breakdown numbers with 0 to 2 decimals (counts may be fractions). */
export function formatNumber(value: number): string {
  return formatter('number', { minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(value);
}

/** A whole number, e.g. days to fill in a KPI box. */
export function formatWhole(value: number): string {
  return formatter('whole', { maximumFractionDigits: 0 }).format(value);
}

/** A change ratio as a signed percentage: 0.123 → "+12.3%", -1 → "-100%", 0 → "0%". */
export function formatChange(change: number): string {
  return formatter('change', {
    style: 'percent',
    signDisplay: 'exceptZero',
    maximumFractionDigits: 1,
  }).format(change);
}

/** Compact labels: 1_250_000 → "1.3M", with the currency symbol for money ("$1.3M"). */
export function formatCompact(value: number, currency?: string): string {
  const options: Intl.NumberFormatOptions = {
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  };
  if (!currency) return formatter('compact', options).format(value);
  return formatter(`compact:${currency}`, { ...options, style: 'currency', currency }).format(value);
}

/** A file's size as people read it: "512 B", "12.5 KB", "3.2 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${formatWhole(bytes)} B`;
  const tenths = formatter('tenths', { maximumFractionDigits: 1 });
  if (bytes < 1024 * 1024) return `${tenths.format(bytes / 1024)} KB`;
  return `${tenths.format(bytes / 1024 / 1024)} MB`;
}
