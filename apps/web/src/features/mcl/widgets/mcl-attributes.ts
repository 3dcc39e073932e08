// The listing widgets' attributes (spec 3 §2.7, §9): text pairs read with defaults, so a stale or
// hand-edited value falls back instead of breaking the widget. Filters come from the widget's own
// json, else the page's AssignmentsFilter / CompaniesFilter, else the parent page's.
import {
  type DatePreset,
  DatePresetSchema,
  MCL_PAGE_SIZE,
  MCL_WIDGET_DEFAULTS,
  MCL_WIDGET_MAX_TAKE,
  type Page,
} from '@atrium/contracts';
import { z } from 'zod';
import {
  FilterAttributesSchema,
  type FilterRow,
  parseFilterList,
} from '../../../core/widgets/filter-attributes.ts';

const whole = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback).catch(fallback);

export const PAGE_SIZE_MAX = 100;

/** Assignments and Companies: the latest `take` rows, then the whole list 50 rows a page. */
export const RecentListAttributesSchema = FilterAttributesSchema.extend({
  take: whole(1, MCL_WIDGET_MAX_TAKE, MCL_WIDGET_DEFAULTS.recent),
  pageSize: whole(10, PAGE_SIZE_MAX, MCL_PAGE_SIZE),
});
export type RecentListAttributes = z.infer<typeof RecentListAttributesSchema>;

export const TeamingWinAttributesSchema = FilterAttributesSchema.extend({
  take: whole(1, 10, MCL_WIDGET_DEFAULTS.teamingWin),
});

/** The figure periods a top-N widget offers (the report's presets but Custom). */
export const FIGURE_PERIODS: { value: Exclude<DatePreset, 'Custom'>; label: string }[] = [
  { value: '1M', label: 'Last month' },
  { value: '3M', label: 'Last 3 months' },
  { value: '6M', label: 'Last 6 months' },
  { value: 'YTD', label: 'Year to date' },
  { value: 'LY', label: 'Last year' },
  { value: '1Y', label: 'Last 12 months' },
  { value: '2Y', label: 'Last 24 months' },
];

const period = DatePresetSchema.exclude(['Custom']).default('1Y').catch('1Y');

export const topAttributes = (fallbackTake: number) =>
  FilterAttributesSchema.extend({
    take: whole(1, MCL_WIDGET_MAX_TAKE, fallbackTake),
    period,
  });
export const TopOfficesAttributesSchema = topAttributes(MCL_WIDGET_DEFAULTS.topOffices);
export const TopPartnersAttributesSchema = topAttributes(MCL_WIDGET_DEFAULTS.topPartners);
export const TopPracticeGroupsAttributesSchema = topAttributes(MCL_WIDGET_DEFAULTS.topPracticeGroups);
export type TopAttributes = z.infer<ReturnType<typeof topAttributes>>;

export type FilterSource = 'AssignmentsFilter' | 'CompaniesFilter';

/** The widget's own filter, else the page's, else the one its parent page passes down. */
export function widgetFilterRows(options: {
  json: FilterRow[] | undefined;
  page: Pick<Page, 'AssignmentsFilter' | 'CompaniesFilter' | 'Parent'>;
  source: FilterSource;
}): FilterRow[] {
  if (options.json) return options.json;
  const { page, source } = options;
  return parseFilterList(page[source] ?? page.Parent?.[source]);
}
