// The forecast chart (spec 2 §2): a year's firm billings month by month, and for the months not yet
// complete a projection — the same month last year scaled by this year's pace so far (billings of
// the completed months against the same months a year earlier; 1 when there is nothing to compare).
import type { ForecastPoint } from '@atrium/contracts';
import { monthIndex, monthLabel, roundHalfAway } from './metric-rules.ts';
import { computeSeries } from './report-compute.ts';
import type { ReportStore } from './report-store.ts';

export function forecastYear(store: ReportStore, options: { year: number; today: string; currency: string }) {
  const { year, today, currency } = options;
  const series = computeSeries(store, {
    filterType: 'activity',
    startDate: `${year - 1}-01-01`,
    endDate: `${year}-12-31`,
    keys: [],
    currency,
  }).totalBillings;
  const billed = new Map(series.map((p) => [p.month, p.value]));
  const firstMonth = year * 12;
  const currentMonth = monthIndex(today);
  const valueAt = (m: number) => billed.get(monthLabel(m)) ?? 0;

  // the pace: completed months of the year against the same months a year earlier
  let thisYear = 0;
  let lastYear = 0;
  for (let m = firstMonth; m < Math.min(currentMonth, firstMonth + 12); m++) {
    thisYear += valueAt(m);
    lastYear += valueAt(m - 12);
  }
  const pace = lastYear === 0 || thisYear === 0 ? 1 : thisYear / lastYear;

  const points: ForecastPoint[] = [];
  for (let m = firstMonth; m < firstMonth + 12; m++) {
    const isComplete = m < currentMonth;
    const isPartial = m === currentMonth;
    points.push({
      month: monthLabel(m),
      actual: isComplete || isPartial ? valueAt(m) : null,
      forecast: isComplete ? null : roundHalfAway(valueAt(m - 12) * pace),
      isPartial,
    });
  }
  return points;
}
