// Monthly FX rates as a lookup: units of a currency per USD in a month. A month without its own
// rate uses the latest earlier month's rate, else the earliest later one (docs/metrics.md).
import { monthIndex } from './metric-rules.ts';
import type { SourceFxRate } from './report-source.ts';

export interface FxTable {
  /** Units of `currency` per USD in the month, or undefined when the currency has no rates at all. */
  unitsPerUsd(currency: string, month: number): number | undefined;
  currencies(): string[];
}

export function buildFxTable(rates: SourceFxRate[]): FxTable {
  const byCurrency = new Map<string, { months: number[]; rates: number[] }>();
  const sorted = [...rates].sort(
    (a, b) => a.currency.localeCompare(b.currency) || a.month.localeCompare(b.month),
  );
  for (const rate of sorted) {
    const currency = rate.currency.toUpperCase();
    let entry = byCurrency.get(currency);
    if (!entry) {
      entry = { months: [], rates: [] };
      byCurrency.set(currency, entry);
    }
    entry.months.push(monthIndex(rate.month));
    entry.rates.push(rate.unitsPerUsd);
  }
  return {
    unitsPerUsd(currency, month) {
      const code = currency.toUpperCase();
      const entry = byCurrency.get(code);
      if (!entry) return code === 'USD' ? 1 : undefined;
      // binary search for the last month <= month
      let lo = 0;
      let hi = entry.months.length - 1;
      let found = -1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        if (entry.months[mid] <= month) {
          found = mid;
          lo = mid + 1;
        } else hi = mid - 1;
      }
      return entry.rates[found === -1 ? 0 : found];
    },
    currencies: () => [...new Set(['USD', ...byCurrency.keys()])].sort(),
  };
}
