import { describe, expect, it } from 'vitest';
import { describeKpi, shownComparison } from './kpi-description.ts';

describe('a KPI box read out', () => {
  it('says the figure, the direction in words, the change and what it is compared with', () => {
    expect(
      describeKpi({
        label: 'Total Billings',
        value: '$1,200,000',
        comparison: { value: '$1,000,000', changeLabel: '+20%', tone: 'up' },
      }),
    ).toBe('Total Billings: $1,200,000, up +20% vs $1,000,000');
    expect(
      describeKpi({
        label: 'Time to Fill',
        value: '40 days',
        comparison: { value: '40 days', changeLabel: '0%', tone: 'flat' },
      }),
    ).toBe('Time to Fill: 40 days, unchanged vs 40 days');
    expect(
      describeKpi({
        label: 'Teaming Taken',
        value: '0',
        comparison: { value: '4', changeLabel: '-100%', tone: 'down' },
      }),
    ).toBe('Teaming Taken: 0, down -100% vs 4');
  });

  it('shows a dash and "No change", not an arrow, when the two figures read the same or the change rounds to nothing', () => {
    // two averages a fraction of a day apart: the change rule says down, the box has nothing to show
    expect(shownComparison('150 days', { value: '150 days', changeLabel: '-0.3%', tone: 'down' })).toEqual({
      value: '150 days',
      changeLabel: 'No change',
      tone: 'flat',
    });
    expect(shownComparison('$10', { value: '$9', changeLabel: '-0%', tone: 'down' }).changeLabel).toBe(
      'No change',
    );
    expect(shownComparison('$12', { value: '$10', changeLabel: '+20%', tone: 'up' })).toEqual({
      value: '$10',
      changeLabel: '+20%',
      tone: 'up',
    });
  });

  it('says only the figure when there is no comparison', () => {
    expect(describeKpi({ label: 'Total Billings', value: '$5', comparison: null })).toBe(
      'Total Billings: $5',
    );
  });
});
