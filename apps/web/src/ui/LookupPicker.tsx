// A picker on the lookup endpoints (spec 3 §5): 300 ms debounce, no duplicates, no free text,
// 'No results' when nothing matches, at most `maxItems` (default 1).
import { LOOKUP_DEFAULT_LIMIT, type LookupKind, type LookupOption } from '@atrium/contracts';
import { MultiSelect, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { mergeOptions, nextSelection } from './lookup-selection.ts';
import { lookupLabel, useLookupOptions } from './use-lookup-options.ts';

export const LOOKUP_DEBOUNCE_MS = 300;
export const NO_RESULTS = 'No results';

export interface LookupPickerProps {
  kind: LookupKind;
  label: string;
  value: LookupOption[];
  onChange: (value: LookupOption[]) => void;
  /** Most options that may be chosen; with 1, a new choice replaces the old one. */
  maxItems?: number;
  placeholder?: string;
  description?: string;
  error?: string;
  disabled?: boolean;
  required?: boolean;
  /** How many options one search returns. */
  limit?: number;
}

export function LookupPicker({
  kind,
  label,
  value,
  onChange,
  maxItems = 1,
  placeholder,
  description,
  error,
  disabled,
  required,
  limit = LOOKUP_DEFAULT_LIMIT,
}: LookupPickerProps) {
  const [search, setSearch] = useState('');
  const [isOpen, setOpen] = useState(false);
  const [debouncedSearch] = useDebouncedValue(search.trim(), LOOKUP_DEBOUNCE_MS);
  const { data: found = [], isFetching } = useLookupOptions({
    kind,
    query: debouncedSearch,
    limit,
    enabled: isOpen,
  });

  const known = useMemo(() => mergeOptions(value, found), [value, found]);
  const data = useMemo(
    () => known.map((option) => ({ value: option.ID, label: lookupLabel(option) })),
    [known],
  );
  const isSearching = isFetching || search.trim() !== debouncedSearch;

  return (
    <MultiSelect<number>
      label={label}
      description={description}
      error={error}
      required={required}
      disabled={disabled}
      placeholder={value.length === 0 ? placeholder : undefined}
      data={data}
      value={value.map((option) => option.ID)}
      onChange={(ids) => onChange(nextSelection({ ids, known, maxItems }))}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server ranks and filters; show its answer as it is.
      filter={({ options }) => options}
      hidePickedOptions
      maxValues={maxItems > 1 ? maxItems : undefined}
      nothingFoundMessage={isSearching ? 'Searching…' : NO_RESULTS}
      onDropdownOpen={() => setOpen(true)}
      onDropdownClose={() => setOpen(false)}
      clearable
      renderOption={({ option }) => {
        const detail = known.find((o) => o.ID === option.value)?.Detail;
        return (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            {detail && (
              <Text size="xs" c="dimmed">
                {detail}
              </Text>
            )}
          </Stack>
        );
      }}
    />
  );
}
