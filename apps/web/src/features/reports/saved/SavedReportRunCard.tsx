// A saved report's run as the reader may see it: its KPI boxes as figure, change and arrow, or the
// one line that says the figures are not shared with the reader.
import type { SavedReportRun } from '@atrium/contracts';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatDateTime } from '../../../ui/dates.ts';
import { formatChange, formatMoney, formatNumber } from '../../../ui/numbers.ts';

const ARROWS = { up: '↑', down: '↓', dash: '–' } as const;

export function SavedReportRunCard({ run }: { run: SavedReportRun }) {
  const boxes = run.kpis ? Object.values(run.kpis).filter((box) => box !== undefined) : [];
  return (
    <Card withBorder padding="md" aria-live="polite">
      <Stack gap="xs">
        <Title order={2} fz={18}>
          {run.report.name}
        </Title>
        <Text size="sm" c="dimmed">
          {formatDate(run.period.startDate)} – {formatDate(run.period.endDate)}, compared with{' '}
          {formatDate(run.comparePeriod.startDate)} – {formatDate(run.comparePeriod.endDate)}. Run{' '}
          {formatDateTime(run.ranAt)}.
        </Text>
        {run.kpis === null ? (
          <Text size="sm">Financial figures are not shared with you.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
            {boxes.map((box) => (
              <Card key={box.label} withBorder padding="sm">
                <Text size="xs" c="dimmed">
                  {box.label}
                </Text>
                <Text fw={700} fz="lg">
                  {box.kind === 'money' ? formatMoney(box.value, run.currency) : formatNumber(box.value)}
                  {box.kind === 'days' ? ' days' : ''}
                </Text>
                <Text size="sm">
                  {box.change === null ? ARROWS.dash : `${ARROWS[box.arrow]} ${formatChange(box.change)}`}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
