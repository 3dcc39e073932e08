import { describe, expect, it } from 'vitest';
import { readAttributes } from '../../../../core/widgets/attributes.ts';
import { DashboardWidgetAttributesSchema, fullReportLabel } from './dashboard-widget-attributes.ts';
import { dashboardWidgetFilter, reportKeysFromFilterRows, widgetFilterRows } from './widget-report.ts';

const europe = { key: { Id: 'RegionId', Text: 'Region' }, value: { Id: 2, Text: 'Europe' } };
const paris = { key: { Id: 'LocationId', Text: 'Location' }, value: { Id: '14', Text: 'Paris' } };
const france = { key: { Id: 'CountryId', Text: 'Country' }, value: { Id: 7, Text: 'France' } };
const noFilters = { AssignmentsFilter: null, Parent: { AssignmentsFilter: null } } as const;

describe('dashboard widget report', () => {
  it('turns filter rows into report keys, dropping keys the report lacks and repeats', () => {
    expect(reportKeysFromFilterRows([europe, paris, france, europe])).toEqual([
      { key: 'region', value: 2, Text: 'Europe' },
      { key: 'location', value: 14, Text: 'Paris' },
    ]);
  });

  it("uses the widget's filter, else the page's, else the parent's (spec 1 §4 'Use page filter')", () => {
    const page = { AssignmentsFilter: [paris], Parent: { AssignmentsFilter: [france] } };
    expect(widgetFilterRows({ json: [europe], page: page as never })).toEqual([europe]);
    expect(widgetFilterRows({ json: undefined, page: page as never })).toEqual([paris]);
    expect(
      widgetFilterRows({ json: undefined, page: { AssignmentsFilter: null, Parent: page.Parent } as never }),
    ).toEqual([france]);
    expect(widgetFilterRows({ json: [], page: page as never })).toEqual([]);
    expect(widgetFilterRows({ json: undefined, page: noFilters as never })).toEqual([]);
  });

  it('runs the last 1 year (spec 1 §4)', () => {
    expect(dashboardWidgetFilter([])).toEqual({ type: 'activity', date: { selection: '1Y' }, keys: [] });
  });

  it('reads stale attributes with defaults: button shown, labelled Full Report', () => {
    const empty = readAttributes(DashboardWidgetAttributesSchema, []);
    expect(empty).toEqual({ json: undefined, fullReport: true, fullReportBtnText: '' });
    expect(fullReportLabel(empty)).toBe('Full Report');
    const set = readAttributes(DashboardWidgetAttributesSchema, [
      { Name: 'fullReport', Value: 'false' },
      { Name: 'fullReportBtnText', Value: 'See everything' },
    ]);
    expect(set.fullReport).toBe(false);
    expect(fullReportLabel(set)).toBe('See everything');
    expect(
      readAttributes(DashboardWidgetAttributesSchema, [{ Name: 'fullReport', Value: 'maybe' }]).fullReport,
    ).toBe(true);
  });
});
