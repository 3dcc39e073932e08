// The report as it ran (spec 2 §2): its period, filter type and keys, and 'Modify Report'.
import type { ReportFilter } from '@atrium/contracts';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDateRange } from '../../../ui/dates.ts';
import classes from './ReportToolbar.module.css';
import { FILTER_TYPE_OPTIONS } from './report-filter.ts';
import type { DateRange } from './report-period.ts';

export interface ReportToolbarProps {
  /** The filter as sent (keys with their names). */
  filter: Omit<ReportFilter, 'type'> & { type: string };
  /** The report type's date filter types, for the label (default: the dashboard's). */
  filterTypes?: readonly { value: string; label: string }[];
  /** The dates it covers: the server's once it answered, else resolved here. */
  range: DateRange;
  onModify: () => void;
  /** Share and Excel, when the report supports them. */
  actions?: ReactNode;
}

/** An active filter: navy text on the palest accent (about 14:1), outlined in the accent. */
const ACTIVE_FILTER_CHIP = {
  root: {
    background: 'var(--mantine-color-accent-0)',
    color: 'var(--mantine-color-navy-8)',
    border: '1px solid var(--mantine-color-accent-7)',
  },
};

export function ReportToolbar({
  filter,
  range,
  onModify,
  actions,
  filterTypes = FILTER_TYPE_OPTIONS,
}: ReportToolbarProps) {
  const typeLabel = filterTypes.find((option) => option.value === filter.type)?.label;
  return (
    <Paper
      withBorder
      radius="lg"
      px="lg"
      py="sm"
      component="section"
      aria-label="Report summary"
      className={classes.card}
    >
      <div className={classes.bar}>
        <Stack gap={4} className={classes.summary}>
          <Text fw={600} c="navy.8">
            {formatDateRange(range)}
          </Text>
          <Group gap={6}>
            <Badge variant="light" color="navy" radius="sm">
              {typeLabel}
            </Badge>
            <Badge variant="outline" color="gray" radius="sm">
              {filter.date.selection}
            </Badge>
            {filter.keys.map((key) => (
              <Badge key={`${key.key}:${key.value}`} radius="sm" tt="none" styles={ACTIVE_FILTER_CHIP}>
                {key.Text ?? String(key.value)}
              </Badge>
            ))}
          </Group>
        </Stack>
        <div className={classes.actions}>
          {actions}
          <Button
            variant="default"
            leftSection={<IconAdjustments size={16} aria-hidden />}
            onClick={onModify}
          >
            Modify Report
          </Button>
        </div>
      </div>
    </Paper>
  );
}
