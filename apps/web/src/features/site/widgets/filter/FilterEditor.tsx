// Edits a filter list: one picker per chosen key (Region, Location, Company…), each value a row.
import type { LookupOption } from '@atrium/contracts';
import { ActionIcon, Group, Select, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import type { FilterRow } from '../../../../core/widgets/filter-attributes.ts';
import { LookupPicker } from '../../../../ui/LookupPicker.tsx';
import { FILTER_KEYS } from './filter-keys.ts';
import { filterKey, groupFilterRows, toFilterRows } from './filter-rows.ts';

interface FilterEditorProps {
  value: FilterRow[];
  onChange: (rows: FilterRow[]) => void;
  /** Shown when the list is empty, e.g. what the parent page passes down. */
  emptyHint?: string;
}

const MAX_VALUES_PER_KEY = 20;

export function FilterEditor({ value, onChange, emptyHint }: FilterEditorProps) {
  const groups = groupFilterRows(value);
  // Keys chosen but still without values stay on screen until removed.
  const [openKeys, setOpenKeys] = useState<string[]>(() => [...groups.keys()]);
  const keys = [...new Set([...openKeys, ...groups.keys()])];

  const setValues = (keyId: string, options: LookupOption[]) => {
    const next = new Map(groups);
    if (options.length > 0) next.set(keyId, options);
    else next.delete(keyId);
    onChange(toFilterRows(next));
  };

  const removeKey = (keyId: string) => {
    setOpenKeys((open) => open.filter((k) => k !== keyId));
    setValues(keyId, []);
  };

  return (
    <Stack gap="xs">
      {keys.length === 0 && emptyHint && (
        <Text size="sm" c="dimmed">
          {emptyHint}
        </Text>
      )}
      {keys.map((keyId) => {
        const key = filterKey(keyId);
        if (!key) return null;
        return (
          <Group key={keyId} align="flex-end" gap="xs" wrap="nowrap">
            <div style={{ flex: 1 }}>
              <LookupPicker
                kind={key.kind}
                label={key.Text}
                value={groups.get(keyId) ?? []}
                onChange={(options) => setValues(keyId, options)}
                maxItems={MAX_VALUES_PER_KEY}
                placeholder={`Any ${key.Text.toLowerCase()}`}
              />
            </div>
            <ActionIcon
              variant="subtle"
              color="gray"
              mb={4}
              aria-label={`Remove the ${key.Text} filter`}
              onClick={() => removeKey(keyId)}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      <Select
        aria-label="Add a filter"
        placeholder="Add a filter…"
        data={FILTER_KEYS.filter((k) => !keys.includes(k.Id)).map((k) => ({ value: k.Id, label: k.Text }))}
        value={null}
        onChange={(keyId) => keyId && setOpenKeys((open) => [...open, keyId])}
        w={220}
        size="xs"
      />
    </Stack>
  );
}
