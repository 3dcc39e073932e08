// The report a dashboard widget runs (spec 1 §4, spec 2 §4): the widget's own filter list, or the
// page's when it has none, turned into report keys; the last 1 year for the Dashboard widget.
import type { Page, ReportFilter, ReportKey, ReportKeyName } from '@atrium/contracts';
import { type FilterRow, parseFilterList } from '../../../../core/widgets/filter-attributes.ts';

/** Filter-list keys the Financial report understands; the others (e.g. Country) do not apply. */
const REPORT_KEY_OF_FILTER: Record<string, ReportKeyName> = {
  RegionId: 'region',
  LicenseId: 'license',
  LocationId: 'location',
  PracticeGroupId: 'practiceGroup',
  FunctionId: 'function',
  IndustryId: 'industry',
  CompanyId: 'company',
  UserId: 'partner',
};

export function reportKeysFromFilterRows(rows: readonly FilterRow[]): ReportKey[] {
  const keys: ReportKey[] = [];
  for (const row of rows) {
    const key = REPORT_KEY_OF_FILTER[row.key.Id];
    const value = Number(row.value.Id);
    if (!key || !Number.isInteger(value)) continue;
    if (keys.some((k) => k.key === key && k.value === value)) continue;
    keys.push({ key, value, Text: row.value.Text });
  }
  return keys;
}

/**
 * The widget's filter rows: its json attribute when set (even empty: 'Override filter' with no
 * rows shows everything), else the page's assignments filter, else what the parent passes down.
 */
export function widgetFilterRows(options: {
  json: FilterRow[] | undefined;
  page: Pick<Page, 'AssignmentsFilter' | 'Parent'>;
}): FilterRow[] {
  if (options.json) return options.json;
  const { page } = options;
  return parseFilterList(page.AssignmentsFilter ?? page.Parent.AssignmentsFilter);
}

/** spec 1 §4: the Dashboard widget and its full report cover the last 1 year. */
export function dashboardWidgetFilter(keys: ReportKey[]): ReportFilter {
  return { type: 'activity', date: { selection: '1Y' }, keys };
}
