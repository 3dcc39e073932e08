import { Group, Loader, Switch, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { resultCountLabel } from './paged-rows.ts';

export const FILTER_LABEL = 'Filter results';
export const SHOW_HIDDEN_LABEL = 'Show hidden columns';

interface DataTableToolbarProps {
  label: string;
  hasFilter: boolean;
  filter: string;
  onFilterChange: (value: string) => void;
  total: number | null;
  /** A new filter or sort is on its way; the rows shown are the previous answer. */
  isRefreshing: boolean;
  hasHiddenSwitch: boolean;
  isShowingHidden: boolean;
  onShowHiddenChange: (value: boolean) => void;
}

/** spec 3 §2.7: the 'Filter results' box and the count, and the 'Show hidden columns' switch. */
export function DataTableToolbar(props: DataTableToolbarProps) {
  return (
    <Group gap="sm" justify="space-between" wrap="wrap">
      <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 16rem' }}>
        {props.hasFilter && (
          <TextInput
            size="sm"
            style={{ flex: '0 1 20rem', minWidth: 0 }}
            placeholder={FILTER_LABEL}
            aria-label={`${FILTER_LABEL}: ${props.label}`}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={props.filter}
            onChange={(event) => props.onFilterChange(event.currentTarget.value)}
          />
        )}
        <Group gap={6} wrap="nowrap">
          <Text size="sm" c="dimmed" aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
            {props.total === null ? '' : resultCountLabel(props.total)}
          </Text>
          {props.isRefreshing && <Loader size={14} role="status" aria-label="Updating results" />}
        </Group>
      </Group>
      {props.hasHiddenSwitch && (
        <Switch
          size="sm"
          label={SHOW_HIDDEN_LABEL}
          checked={props.isShowingHidden}
          onChange={(event) => props.onShowHiddenChange(event.currentTarget.checked)}
        />
      )}
    </Group>
  );
}
