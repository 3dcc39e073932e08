// The report filter as the form edits it (picked options per key) and as the API takes it
// ({type, date, keys}); the drill-down levels add their own keys on top (spec 2 §3, §4).
import type {
  EngineFilterType,
  FinancialFilterType,
  LookupOption,
  ReportFilter,
  ReportKey,
  ReportKeyName,
} from '@atrium/contracts';
import { DEFAULT_PRESET, type ReportDate } from './report-period.ts';

/** spec 2 §2: the dashboard's filter types, Activity first (the default). */
export const FILTER_TYPE_OPTIONS: readonly { value: FinancialFilterType; label: string }[] = [
  { value: 'activity', label: 'Activity' },
  { value: 'taken', label: 'Date Taken' },
  { value: 'invoice', label: 'Invoice Date' },
  { value: 'status', label: 'Status Date' },
];

/** spec 2 §3: search types; Consulting and BLM are both Leadership Consulting. */
export const SEARCH_TYPE_OPTIONS = [
  { value: 'Executive', label: 'Executive Search' },
  { value: 'Consulting', label: 'Leadership Consulting' },
  { value: 'BLM', label: 'Leadership Consulting (BLM)' },
  { value: 'IM', label: 'Interim Management' },
] as const;

export type PickerKey = Exclude<ReportKeyName, 'searchType' | 'reportGroup' | 'assignment'>;

/** The form's state; T is the report type's date filter types (the dashboard's by default). */
export interface FilterDraft<T extends EngineFilterType = FinancialFilterType> {
  type: T;
  date: ReportDate;
  picked: Partial<Record<PickerKey, LookupOption[]>>;
  searchTypes: string[];
}

export function defaultDraft(): FilterDraft {
  return { type: 'activity', date: { selection: DEFAULT_PRESET }, picked: {}, searchTypes: [] };
}

/** A drill-down level: the row the user clicked on the Region, License or Location tab. */
export interface DrillLevel {
  key: 'region' | 'license' | 'location';
  id: number;
  name: string;
}

/** A region, license or office level chosen in the form, as the report's subtitle shows it. */
export interface FormLevel {
  key: DrillLevel['key'];
  /** The picked names, e.g. "Americas" or "Americas, Europe". */
  label: string;
}

/** The form's region, license and office picks, for the subtitle (Global › Americas …). */
export function formLevels(draft: FilterDraft): FormLevel[] {
  const levels: FormLevel[] = [];
  for (const key of ['region', 'license', 'location'] as const) {
    const picked = draft.picked[key] ?? [];
    if (picked.length === 0) continue;
    const names = picked.map(optionText);
    levels.push({
      key,
      label: names.length <= 2 ? names.join(', ') : `${names[0]} and ${names.length - 1} more`,
    });
  }
  return levels;
}

function optionText(option: LookupOption): string {
  return option.FullName || option.Name;
}

/** The filter keys of the form: every picked option, then the search types. */
export function draftKeys(draft: FilterDraft<EngineFilterType>): ReportKey[] {
  const keys: ReportKey[] = [];
  for (const [key, options] of Object.entries(draft.picked) as [PickerKey, LookupOption[]][]) {
    for (const option of options) keys.push({ key, value: option.ID, Text: optionText(option) });
  }
  for (const value of draft.searchTypes) keys.push({ key: 'searchType', value, Text: value });
  return keys;
}

/** The filter to run: the form's keys plus one key per drill-down level. */
export function buildRunFilter<T extends EngineFilterType = FinancialFilterType>(
  draft: FilterDraft<T>,
  drill: readonly DrillLevel[],
): Omit<ReportFilter, 'type'> & { type: T } {
  const date = draft.date.selection === 'Custom' ? draft.date : { selection: draft.date.selection };
  return {
    type: draft.type,
    date: { selection: date.selection, startDate: date.startDate, endDate: date.endDate },
    // Values of one key are alternatives, so a drill level replaces the form's values of its key
    // (the row clicked was one of them) instead of widening them.
    keys: [
      ...draftKeys(draft).filter((k) => !drill.some((level) => level.key === k.key)),
      ...drill.map((level) => ({ key: level.key, value: level.id, Text: level.name })),
    ],
  };
}

/** A saved filter (e.g. from a share link) back into the form; keys the form lacks are dropped. */
export function draftFromFilter(filter: SavedFilter): FilterDraft;
/** The same for another report type: a filter type it does not offer becomes `fallback`. */
export function draftFromFilter<T extends EngineFilterType>(
  filter: SavedFilter,
  allowed: { types: readonly T[]; fallback: T },
): FilterDraft<T>;
export function draftFromFilter(
  filter: SavedFilter,
  allowed: { types: readonly EngineFilterType[]; fallback: EngineFilterType } = {
    types: FILTER_TYPE_OPTIONS.map((option) => option.value),
    fallback: 'activity',
  },
): FilterDraft<EngineFilterType> {
  const draft: FilterDraft<EngineFilterType> = defaultDraft();
  draft.type = filter.type && allowed.types.includes(filter.type) ? filter.type : allowed.fallback;
  draft.date = filter.date ? { ...filter.date } : draft.date;
  for (const { key, value, Text } of filter.keys ?? []) {
    if (key === 'searchType') draft.searchTypes.push(String(value));
    else if (typeof value === 'number' && key !== 'reportGroup' && key !== 'assignment') {
      draft.picked[key] = [...(draft.picked[key] ?? []), { ID: value, Name: Text ?? String(value) }];
    }
  }
  return draft;
}

/** A filter as saved or shared, of any report type. */
export interface SavedFilter {
  type?: EngineFilterType;
  date?: ReportDate;
  keys?: readonly ReportKey[];
}

/** How many keys the form has chosen, for the summary line. */
export function countKeys(draft: FilterDraft<EngineFilterType>): number {
  return draftKeys(draft).length;
}
