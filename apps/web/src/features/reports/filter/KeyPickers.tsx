// The key filters of the report (spec 2 §2): lookup pickers per key and the search types.
import type { EngineFilterType, LookupKind, LookupOption } from '@atrium/contracts';
import { MultiSelect, SimpleGrid } from '@mantine/core';
import { LookupPicker } from '../../../ui/LookupPicker.tsx';
import { SubsectorPicker } from '../../../ui/SubsectorPicker.tsx';
import { type FilterDraft, type PickerKey, SEARCH_TYPE_OPTIONS } from './report-filter.ts';

/** How many values one key may hold; values of one key are alternatives. */
const MAX_PER_KEY = 20;

const PICKERS: readonly { key: Exclude<PickerKey, 'subsector'>; kind: LookupKind; label: string }[] = [
  { key: 'region', kind: 'region', label: 'Region' },
  { key: 'license', kind: 'license', label: 'License' },
  { key: 'location', kind: 'location', label: 'Location' },
  { key: 'partner', kind: 'user', label: 'Partner' },
  { key: 'company', kind: 'company', label: 'Company' },
  { key: 'parent', kind: 'company', label: 'Parent company' },
  { key: 'function', kind: 'function', label: 'Function' },
  { key: 'industry', kind: 'industry', label: 'Industry' },
  { key: 'practiceGroup', kind: 'practiceGroup', label: 'Practice Group' },
];

export function KeyPickers<T extends EngineFilterType>({
  draft,
  onChange,
  keys,
}: {
  draft: FilterDraft<T>;
  onChange: (draft: FilterDraft<T>) => void;
  /** The keys this report type filters on (default: every key of the dashboard). */
  keys?: readonly PickerKey[];
}) {
  const isShown = (key: PickerKey | 'searchType') => !keys || (keys as readonly string[]).includes(key);
  const setPicked = (key: PickerKey, value: LookupOption[]) =>
    onChange({ ...draft, picked: { ...draft.picked, [key]: value } });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
      {PICKERS.filter((picker) => isShown(picker.key)).map((picker) => (
        <LookupPicker
          key={picker.key}
          kind={picker.kind}
          label={picker.label}
          placeholder="Any"
          maxItems={MAX_PER_KEY}
          value={draft.picked[picker.key] ?? []}
          onChange={(value) => setPicked(picker.key, value)}
        />
      ))}
      {isShown('subsector') && (
        <SubsectorPicker
          maxItems={MAX_PER_KEY}
          value={draft.picked.subsector ?? []}
          onChange={(value) => setPicked('subsector', value)}
        />
      )}
      {isShown('searchType') && (
        <MultiSelect
          label="Search type"
          placeholder={draft.searchTypes.length === 0 ? 'Any' : undefined}
          data={SEARCH_TYPE_OPTIONS.map((option) => ({ value: option.value, label: option.label }))}
          value={draft.searchTypes}
          onChange={(searchTypes) => onChange({ ...draft, searchTypes })}
          clearable
        />
      )}
    </SimpleGrid>
  );
}
