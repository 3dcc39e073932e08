// The report filter in edit mode (spec 2 §2): period presets (default 1Y) or a custom range
// within 2008-01-01..today, the filter type, the key pickers and 'Generate Report'.
import {
  type DatePreset,
  type EngineFilterType,
  type FinancialFilterType,
  REPORT_EARLIEST_DATE,
} from '@atrium/contracts';
import {
  Box,
  Button,
  Group,
  Input,
  Paper,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { formatDateRange } from '../../../ui/dates.ts';
import { KeyPickers } from './KeyPickers.tsx';
import classes from './ReportFilterForm.module.css';
import { FILTER_TYPE_OPTIONS, type FilterDraft, type PickerKey } from './report-filter.ts';
import { DATE_PRESETS, isValidCustomRange, PRESET_LABELS, reportRange } from './report-period.ts';

const DateRangeInput = lazy(() =>
  import('./DateRangeInput.tsx').then((m) => ({ default: m.DateRangeInput })),
);

/** The date range's place while its picker loads, at the picker's size. */
const dateRangeFallback = (
  <Input.Wrapper label="Date range" labelElement="div" w={340}>
    <Skeleton height={36} radius="sm" />
  </Input.Wrapper>
);

export interface ReportFilterFormProps<T extends EngineFilterType = FinancialFilterType> {
  draft: FilterDraft<T>;
  today: string;
  onChange: (draft: FilterDraft<T>) => void;
  onGenerate: () => void;
  /** The report type's date filter types (default: the dashboard's). */
  filterTypes?: readonly { value: T; label: string }[];
  /** The filter keys this report type offers (default: all of the dashboard's). */
  keys?: readonly PickerKey[];
  /** The last day a custom range may end on (default today; spec 3 §5 lets site admins go further). */
  maxDate?: string;
}

export function ReportFilterForm<T extends EngineFilterType = FinancialFilterType>({
  draft,
  today,
  onChange,
  onGenerate,
  filterTypes = FILTER_TYPE_OPTIONS as unknown as readonly { value: T; label: string }[],
  keys,
  maxDate = today,
}: ReportFilterFormProps<T>) {
  const { selection, startDate, endDate } = draft.date;
  const isCustom = selection === 'Custom';
  const isComplete = !isCustom || isValidCustomRange({ startDate, endDate }, maxDate);
  const typeLabel = filterTypes.find((option) => option.value === draft.type)?.label ?? draft.type;
  const setSelection = (value: string) => {
    const next = value as DatePreset;
    // Custom starts from the preset the user was looking at.
    const range = next === 'Custom' && !isCustom ? reportRange(draft.date, today) : { startDate, endDate };
    onChange({ ...draft, date: { selection: next, ...range } });
  };

  return (
    <Paper
      component="form"
      withBorder
      radius="lg"
      p="lg"
      aria-label="Report filter"
      className={classes.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (isComplete) onGenerate();
      }}
    >
      <Stack gap="md">
        <Group align="flex-end" gap="lg" wrap="wrap">
          <Input.Wrapper label="Period" labelElement="div" maw="100%" className={classes.period}>
            {/* A block of its own, so that the label sits above the presets as the other labels do. */}
            <Box className={classes.presetsBox}>
              <SegmentedControl
                aria-label="Period"
                data={DATE_PRESETS.map((preset) => ({ value: preset, label: preset }))}
                value={selection}
                onChange={setSelection}
                color="navy"
                classNames={{ root: classes.presets, control: classes.preset }}
              />
            </Box>
          </Input.Wrapper>
          <Select
            label="Filter type"
            w={180}
            data={filterTypes.map((option) => ({ value: option.value, label: option.label }))}
            value={draft.type}
            onChange={(value) => value && onChange({ ...draft, type: value as T })}
            allowDeselect={false}
          />
        </Group>
        <Stack gap={4}>
          {isCustom ? (
            <Suspense fallback={dateRangeFallback}>
              <DateRangeInput
                minDate={REPORT_EARLIEST_DATE}
                maxDate={maxDate}
                startDate={startDate}
                endDate={endDate}
                onChange={(range) => onChange({ ...draft, date: { selection, ...range } })}
                error={isComplete ? undefined : 'Choose a start and an end date.'}
              />
            </Suspense>
          ) : (
            <Text size="sm" c="dimmed">
              {PRESET_LABELS[selection]}: {formatDateRange(reportRange(draft.date, today))}
            </Text>
          )}
          {/* Without a date filter the period still sets the figures (head counts, joiners and
              leavers, totals); only the choice of what is listed ignores it (docs/metrics.md). */}
          {draft.type === 'none' && (
            <Text size="sm" c="dimmed">
              With “{typeLabel}” the period does not decide what is listed; the figures still cover the
              period.
            </Text>
          )}
        </Stack>
        <KeyPickers draft={draft} onChange={onChange} keys={keys} />
        <Group>
          <Button type="submit" leftSection={<IconPlayerPlay size={16} aria-hidden />} disabled={!isComplete}>
            Generate Report
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
