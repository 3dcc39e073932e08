// Pieces of the compare chart: the tooltip (the previous period's date a year back, spec 2 §2),
// the legend and a data table for screen readers.
import { Box, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { CHART_COLORS, type ChartPoint } from './chart-data.ts';

export function Swatch(props: { color: string; label: string; isLine?: boolean; dashed?: boolean }) {
  const { color, label, isLine, dashed } = props;
  return (
    <Group gap={6} wrap="nowrap">
      <Box
        w={isLine ? 16 : 10}
        h={isLine ? 0 : 10}
        bg={isLine ? undefined : color}
        style={{
          borderRadius: 2,
          borderTop: isLine ? `3px ${dashed ? 'dashed' : 'solid'} ${color}` : undefined,
        }}
        aria-hidden
      />
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}

export function ChartLegend({ showPrevious, hasPartial }: { showPrevious: boolean; hasPartial: boolean }) {
  return (
    <Group gap="lg" justify="center">
      <Swatch color={CHART_COLORS.current} label="Current Period" />
      {showPrevious && <Swatch color={CHART_COLORS.compare} label="Previous Period" isLine />}
      {hasPartial && <Swatch color={CHART_COLORS.partial} label="Partial period" />}
    </Group>
  );
}

interface TooltipProps {
  active?: boolean;
  payload?: readonly { payload?: unknown }[];
  formatValue: (value: number) => string;
}

export function ChartTooltipContent({ active, payload, formatValue }: TooltipProps) {
  const point = payload?.[0]?.payload as ChartPoint | undefined;
  if (!active || !point) return null;
  return (
    <Paper withBorder shadow="sm" radius="md" px="sm" py={6}>
      <Stack gap={2}>
        <Text size="xs" fw={600}>
          {point.label}
          {point.isPartial ? ' (partial)' : ''}
        </Text>
        <Text size="xs">
          <Text span c={point.isPartial ? 'dimmed' : CHART_COLORS.current} fw={700}>
            ●{' '}
          </Text>
          Current Period: {formatValue(point.current)}
        </Text>
        {point.previous !== null && (
          <Text size="xs">
            <Text span c={CHART_COLORS.compare} fw={700}>
              ●{' '}
            </Text>
            Previous Period ({point.previousLabel}): {formatValue(point.previous)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

export function ChartDataTable(props: {
  caption: string;
  data: ChartPoint[];
  formatValue: (value: number) => string;
  showPrevious: boolean;
}) {
  return (
    <VisuallyHidden>
      <Table>
        <caption>{props.caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Period</Table.Th>
            <Table.Th scope="col">Current Period</Table.Th>
            {props.showPrevious && <Table.Th scope="col">Previous Period</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.data.map((point) => (
            <Table.Tr key={point.bucket}>
              <Table.Th scope="row">{point.label}</Table.Th>
              <Table.Td>{props.formatValue(point.current)}</Table.Td>
              {props.showPrevious && (
                <Table.Td>
                  {point.previousLabel}: {point.previous === null ? '' : props.formatValue(point.previous)}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </VisuallyHidden>
  );
}
