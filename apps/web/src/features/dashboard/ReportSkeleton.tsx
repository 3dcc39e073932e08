// The loading skeleton while a report runs (spec 2 §2): KPI boxes, chart and table in outline.
import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';

export function ReportSkeleton() {
  return (
    <Stack gap="md" role="status" aria-live="polite" aria-label="Loading report">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        {Array.from({ length: 10 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Paper key={i} withBorder radius="lg" p="md">
            <Skeleton height={12} width="60%" mb="sm" />
            <Skeleton height={24} width="80%" mb="xs" />
            <Skeleton height={10} width="40%" />
          </Paper>
        ))}
      </SimpleGrid>
      <Paper withBorder radius="lg" p="md">
        <Skeleton height={16} width={200} mb="md" />
        <Skeleton height={240} />
      </Paper>
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
