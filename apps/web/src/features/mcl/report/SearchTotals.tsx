// The totals boxes of an advanced search: the run's count and figures, or — while a run of the
// same filter is on its way — the ones saved from the last run, marked with their time.
import type { Metrics } from '@atrium/contracts';
import { Group, Loader, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../../ui/dates.ts';
import { KpiBox } from '../../../ui/kpi-box/index.ts';
import { formatMoney, formatNumber, formatWhole } from '../../../ui/numbers.ts';
import type { SavedTotals } from './search-facade.ts';
import { TOTALS } from './search-kinds.ts';

interface TotalsProps {
  noun: string;
  count: number;
  metrics: Partial<Metrics>;
  currency: string;
}

export function SearchTotals({ noun, count, metrics, currency }: TotalsProps) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      <KpiBox label={noun} value={formatWhole(count)} noComparisonText="Matching the filter" />
      {TOTALS.map((t) => {
        const value = metrics[t.key] ?? 0;
        return (
          <KpiBox
            key={t.key}
            label={t.label}
            value={t.isMoney ? formatMoney(value, currency) : formatNumber(value)}
            noComparisonText="In the period"
          />
        );
      })}
    </SimpleGrid>
  );
}

export function SavedSearchTotals({ noun, totals }: { noun: string; totals: SavedTotals }) {
  return (
    <Stack gap="sm" role="status" aria-live="polite" aria-label="Loading report">
      <Group justify="flex-end" gap="xs">
        <Loader size="xs" aria-hidden />
        <Text size="xs" c="dimmed">
          Cached {formatDateTime(totals.lastCached)}, updating…
        </Text>
      </Group>
      <SearchTotals noun={noun} count={totals.count} metrics={totals.metrics} currency={totals.currency} />
      <Paper withBorder radius="lg" p="md">
        <Skeleton height={28} mb="md" />
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} height={18} mb="xs" />
        ))}
      </Paper>
    </Stack>
  );
}
