// The loading skeleton while a report runs (spec 2 §2): KPI boxes, chart and table in outline.
import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** The KPI boxes in outline; widgets show only these (count: how many boxes). */
export function KpiSkeleton({ count = 10, isInWidget }: { count?: number; isInWidget?: boolean }) {
  return (
    <SimpleGrid
      type={isInWidget ? 'container' : 'media'}
      cols={isInWidget ? { base: 2, '520px': 3, '860px': 5 } : { base: 2, sm: 3, lg: 5 }}
      spacing="sm"
    >
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Paper key={i} withBorder radius="lg" p="md">
          <Skeleton height={12} width="60%" mb="sm" />
          <Skeleton height={24} width="80%" mb="xs" />
          <Skeleton height={10} width="40%" />
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** The Details card in outline: its tabs and a few rows. */
export function DetailsSkeleton() {
  return (
    <Paper withBorder radius="lg" p="md">
      <Skeleton height={28} mb="md" />
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} height={18} mb="xs" />
      ))}
    </Paper>
  );
}

export function ReportSkeleton() {
  return (
    <Stack gap="md" role="status" aria-live="polite" aria-label="Loading report">
      <KpiSkeleton />
      <Paper withBorder radius="lg" p="md">
        <Skeleton height={16} width={200} mb="md" />
        <Skeleton height={240} />
      </Paper>
      <DetailsSkeleton />
    </Stack>
  );
}
