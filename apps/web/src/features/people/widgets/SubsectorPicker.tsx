// The colleague finder's 'Subsector group' picker, on the subsector lookup (spec 3 §5 picker rules).
import { LOOKUP_DEFAULT_LIMIT, type LookupOption, lookupEndpoints } from '@atrium/contracts';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { LOOKUP_DEBOUNCE_MS, NO_RESULTS } from '../../../ui/LookupPicker.tsx';
import { mergeOptions, nextSelection } from '../../../ui/lookup-selection.ts';

export function SubsectorPicker(props: {
  label: string;
  value: LookupOption[];
  onChange: (value: LookupOption[]) => void;
}) {
  const [search, setSearch] = useState('');
  const [isOpen, setOpen] = useState(false);
  const [query] = useDebouncedValue(search.trim(), LOOKUP_DEBOUNCE_MS);
  const { data: found = [], isFetching } = useQuery({
    queryKey: ['lookup', 'subsector', query],
    queryFn: ({ signal }) =>
      callEndpoint(lookupEndpoints.subsectors, {
        query: { query: query || undefined, limit: LOOKUP_DEFAULT_LIMIT },
        signal,
      }).catch(() => []),
    enabled: isOpen,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  const known = useMemo(() => mergeOptions(props.value, found), [props.value, found]);
  return (
    <MultiSelect<number>
      label={props.label}
      data={known.map((option) => ({ value: option.ID, label: option.Name }))}
      value={props.value.map((option) => option.ID)}
      onChange={(ids) => props.onChange(nextSelection({ ids, known, maxItems: 1 }))}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      hidePickedOptions
      maxValues={1}
      nothingFoundMessage={isFetching || search.trim() !== query ? 'Searching…' : NO_RESULTS}
      onDropdownOpen={() => setOpen(true)}
      onDropdownClose={() => setOpen(false)}
      clearable
    />
  );
}
