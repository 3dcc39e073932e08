// Parts of the report charts: the legend, the tooltip's card and, for the compare chart, a data
// table for screen readers.
import { Box, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ChartPoint } from './chart-data.ts';

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

export interface LegendItem {
  color: string;
  label: string;
  isLine?: boolean;
  dashed?: boolean;
}

export function ChartLegend({ items }: { items: LegendItem[] }) {
  return (
    <Group gap="lg" justify="center">
      {items.map((item) => (
        <Swatch key={item.label} {...item} />
      ))}
    </Group>
  );
}

/** The card a chart's tooltip shows: the bucket's name, then one line per figure. */
export function ChartTooltipCard({
  title,
  gap = 0,
  children,
}: {
  title: string;
  gap?: number;
  children: ReactNode;
}) {
  return (
    <Paper withBorder shadow="sm" radius="md" px="sm" py={6}>
      <Stack gap={gap}>
        <Text size="xs" fw={600}>
          {title}
        </Text>
        {children}
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
