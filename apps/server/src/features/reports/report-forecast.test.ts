// The forecast chart: actual billings for completed months, the month in progress marked partial,
// and the rest projected from last year's months at this year's pace.
import { describe, expect, it } from 'vitest';
import { ANN, tinyFirm } from './report-fixtures.ts';
import { forecastYear } from './report-forecast.ts';

describe('forecast', () => {
  // 2024: 1,000 every month; 2025: 1,500 in January, February and March, 700 so far in April
  const firm = tinyFirm().assignment(1).team(1, ANN, 'D');
  for (let m = 1; m <= 12; m++)
    firm.invoice(1, `2024-${String(m).padStart(2, '0')}-15`, 1_000, [[ANN, 1_000]]);
  for (const month of ['01', '02', '03']) firm.invoice(1, `2025-${month}-15`, 1_500, [[ANN, 1_500]]);
  firm.invoice(1, '2025-04-05', 700, [[ANN, 700]]);
  const store = firm.build();

  it('projects the open months from last year at this year’s pace', () => {
    const points = forecastYear(store, { year: 2025, today: '2025-04-20', currency: 'USD' });
    expect(points).toHaveLength(12);
    // completed months: actual only
    expect(points[0]).toEqual({ month: '2025-01', actual: 1_500, forecast: null, isPartial: false });
    // pace = (1,500 × 3) / (1,000 × 3) = 1.5, so each open month is 1,000 × 1.5
    expect(points[3]).toEqual({ month: '2025-04', actual: 700, forecast: 1_500, isPartial: true });
    expect(points[11]).toEqual({ month: '2025-12', actual: null, forecast: 1_500, isPartial: false });
  });

  it('shows a finished year as actuals only', () => {
    const points = forecastYear(store, { year: 2024, today: '2025-04-20', currency: 'USD' });
    expect(points.every((p) => p.actual === 1_000 && p.forecast === null)).toBe(true);
  });
});
