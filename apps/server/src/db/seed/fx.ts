// Monthly FX rates that drift smoothly: a mean-reverting random walk around a level, plus a
// steady trend for high-inflation currencies and almost nothing for pegged ones.
import type { fxRates } from '../schema/index.ts';
import { monthsBetween, startOfMonth } from './dates.ts';
import type { Random } from './random.ts';

interface CurrencyModel {
  /** Units per USD in the middle of the period. */
  level: number;
  /** Monthly volatility of the walk (log scale). */
  volatility: number;
  /** Yearly log drift: positive means the currency weakens against USD. */
  trend?: number;
}

// biome-ignore format: table
const MODELS: Record<string, CurrencyModel> = {
  USD: { level: 1, volatility: 0 },
  EUR: { level: 0.91, volatility: 0.015 }, GBP: { level: 0.78, volatility: 0.016 }, CHF: { level: 0.9, volatility: 0.014 },
  JPY: { level: 130, volatility: 0.018, trend: 0.04 }, AUD: { level: 1.45, volatility: 0.02 }, CAD: { level: 1.32, volatility: 0.012 },
  SGD: { level: 1.35, volatility: 0.008 }, HKD: { level: 7.8, volatility: 0.0008 }, BRL: { level: 5.0, volatility: 0.03, trend: 0.05 },
  MXN: { level: 18.8, volatility: 0.025 }, ARS: { level: 180, volatility: 0.03, trend: 0.45 }, CLP: { level: 850, volatility: 0.025, trend: 0.03 },
  COP: { level: 4000, volatility: 0.025, trend: 0.04 }, PEN: { level: 3.7, volatility: 0.012 }, SEK: { level: 10.3, volatility: 0.018 },
  DKK: { level: 6.8, volatility: 0.015 }, NOK: { level: 10.0, volatility: 0.02 }, PLN: { level: 4.1, volatility: 0.018 },
  CZK: { level: 22.5, volatility: 0.016 }, HUF: { level: 340, volatility: 0.02, trend: 0.04 }, AED: { level: 3.6725, volatility: 0 },
  SAR: { level: 3.75, volatility: 0 }, TRY: { level: 14, volatility: 0.035, trend: 0.35 }, ZAR: { level: 16.5, volatility: 0.025, trend: 0.04 },
  ILS: { level: 3.55, volatility: 0.015 }, CNY: { level: 6.9, volatility: 0.008 }, INR: { level: 78, volatility: 0.008, trend: 0.03 },
  KRW: { level: 1250, volatility: 0.015 }, MYR: { level: 4.4, volatility: 0.01 }, NZD: { level: 1.58, volatility: 0.02 },
};

/** Pull back toward the level each month, so a walk over 8 years stays believable. */
const MEAN_REVERSION = 0.08;

export interface FxTable {
  /** Units of `currency` per USD in the month of `date`; falls back to the nearest month generated. */
  unitsPerUsd(currency: string, date: string): number;
  rows: (typeof fxRates.$inferInsert)[];
}

export function buildFxRates(
  random: Random,
  options: { currencies: string[]; from: string; to: string },
): FxTable {
  const months = monthsBetween(options.from, options.to);
  const byKey = new Map<string, number>();
  const rows: (typeof fxRates.$inferInsert)[] = [];
  const middle = (months.length - 1) / 2;
  for (const currency of options.currencies) {
    const model = MODELS[currency] ?? { level: 1, volatility: 0.02 };
    let walk = 0;
    months.forEach((month, i) => {
      walk = walk * (1 - MEAN_REVERSION) + random.normal(0, model.volatility);
      const trend = ((model.trend ?? 0) * (i - middle)) / 12;
      const rate = currency === 'USD' ? 1 : model.level * Math.exp(trend + walk);
      // Eight significant digits as stored (numeric 18,8), so JavaScript and SQL agree.
      const stored = Number(rate.toPrecision(8));
      byKey.set(`${currency}|${month}`, stored);
      rows.push({ month, currency, unitsPerUsd: stored.toFixed(8) });
    });
  }
  const first = months[0];
  const last = months[months.length - 1];
  return {
    rows,
    unitsPerUsd(currency, date) {
      let month = startOfMonth(date);
      if (month < first) month = first;
      if (month > last) month = last;
      const rate = byKey.get(`${currency}|${month}`);
      if (rate === undefined) throw new Error(`no FX rate for ${currency} in ${month}`);
      return rate;
    },
  };
}
