// The Subsector picker: like the shared LookupPicker, on /api/v2/practiceGroup/subsectors/filter
// (spec 2 §7), which is not one of the /api/v2/{kind}/filter kinds. The report filter and the
// colleague finder's 'Subsector group' both use it.
import { LOOKUP_DEFAULT_LIMIT, type LookupOption } from '@atrium/contracts';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { lookupsApi } from '../api/lookups-api.ts';
import { LOOKUP_DEBOUNCE_MS, NO_RESULTS } from './LookupPicker.tsx';
import { mergeOptions, nextSelection } from './lookup-selection.ts';

export function SubsectorPicker(props: {
  value: LookupOption[];
  onChange: (value: LookupOption[]) => void;
  maxItems: number;
  label?: string;
}) {
  const [search, setSearch] = useState('');
  const [isOpen, setOpen] = useState(false);
  const [query] = useDebouncedValue(search.trim(), LOOKUP_DEBOUNCE_MS);
  const { data: found = [], isFetching } = useQuery({
    queryKey: ['lookup', 'subsector', query],
    // spec 3 §5: a failed lookup shows an empty list
    queryFn: ({ signal }) =>
      lookupsApi.subsectors({ query, limit: LOOKUP_DEFAULT_LIMIT, signal }).catch(() => []),
    enabled: isOpen,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  const known = useMemo(() => mergeOptions(props.value, found), [props.value, found]);
  return (
    <MultiSelect<number>
      label={props.label ?? 'Subsector'}
      placeholder={props.value.length === 0 ? 'Any' : undefined}
      data={known.map((option) => ({ value: option.ID, label: option.Name }))}
      value={props.value.map((option) => option.ID)}
      onChange={(ids) => props.onChange(nextSelection({ ids, known, maxItems: props.maxItems }))}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      hidePickedOptions
      maxValues={props.maxItems}
      nothingFoundMessage={isFetching || search.trim() !== query ? 'Searching…' : NO_RESULTS}
      onDropdownOpen={() => setOpen(true)}
      onDropdownClose={() => setOpen(false)}
      clearable
    />
  );
}
