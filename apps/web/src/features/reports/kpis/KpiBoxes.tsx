// The metrics block (spec 2 §2, §9): one box per KPI in the viewer's currency, with the change
// against the same period a year earlier and its arrow.
import type { Metrics } from '@atrium/contracts';
import {
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { CHART_COLORS } from '../charts/chart-data.ts';
import { formatKpiValue, HEADLINE_KPIS, type Kpi, kpiChange, SPLIT_KPIS } from './kpis.ts';

const arrows = {
  up: { Icon: IconArrowUpRight, color: 'teal.9', word: 'up' },
  down: { Icon: IconArrowDownRight, color: 'red.9', word: 'down' },
  dash: { Icon: IconMinus, color: 'gray.7', word: 'unchanged' },
} as const;

interface KpiBoxesProps {
  metrics: Metrics;
  /** The compare run's metrics; null while it loads or when it failed. */
  previous: Metrics | null;
  isCompareLoading: boolean;
  currency: string;
  /** Opens the rows behind a figure, when the server offers them. */
  onOpen?: (kpi: Kpi) => void;
  /** In a widget the columns follow the widget's own width, not the window's. */
  isInWidget?: boolean;
}

function KpiBox({ kpi, props, isSmall }: { kpi: Kpi; props: KpiBoxesProps; isSmall?: boolean }) {
  const value = props.metrics[kpi.key];
  const previous = props.previous?.[kpi.key];
  const change = previous === undefined ? null : kpiChange(value, previous);
  const arrow = change ? arrows[change.arrow] : null;
  const body = (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.3}>
        {kpi.label}
      </Text>
      <Text
        fz={isSmall ? 'md' : 20}
        fw={650}
        c="navy.8"
        lh={1.25}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {formatKpiValue(kpi, value, props.currency)}
      </Text>
      {props.isCompareLoading ? (
        <Skeleton height={14} width={90} mt={2} />
      ) : change && arrow && previous !== undefined ? (
        <Stack gap={0}>
          <Group gap={4} wrap="nowrap">
            <Text component="span" c={arrow.color} display="inline-flex">
              <arrow.Icon size={16} aria-hidden />
            </Text>
            <Text size="xs" c={arrow.color} fw={600}>
              <VisuallyHidden>{arrow.word} </VisuallyHidden>
              {change.label}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            vs {formatKpiValue(kpi, previous, props.currency)}
          </Text>
        </Stack>
      ) : (
        <Text size="xs" c="dimmed">
          No comparison
        </Text>
      )}
    </Stack>
  );
  return (
    <Paper
      withBorder
      radius="lg"
      p={isSmall ? 'sm' : 'md'}
      style={{ borderTop: `3px solid ${isSmall ? '#e3e8ef' : CHART_COLORS.current}` }}
    >
      {props.onOpen ? (
        <UnstyledButton
          w="100%"
          onClick={() => props.onOpen?.(kpi)}
          aria-label={`${kpi.label}: show the rows behind it`}
        >
          {body}
        </UnstyledButton>
      ) : (
        body
      )}
    </Paper>
  );
}

const WIDGET_COLS = { base: 2, '520px': 3, '860px': 5 };
const SCREEN_COLS = { base: 2, sm: 3, lg: 5 };

export function KpiBoxes(props: KpiBoxesProps) {
  const grid = props.isInWidget
    ? ({ type: 'container', cols: WIDGET_COLS } as const)
    : ({ type: 'media', cols: SCREEN_COLS } as const);
  return (
    <Stack gap="sm" component="section" aria-label="Metrics">
      <SimpleGrid {...grid} spacing="sm">
        {HEADLINE_KPIS.map((kpi) => (
          <KpiBox key={kpi.key} kpi={kpi} props={props} />
        ))}
      </SimpleGrid>
      <SimpleGrid {...grid} spacing="sm">
        {SPLIT_KPIS.map((kpi) => (
          <KpiBox key={kpi.key} kpi={kpi} props={props} isSmall />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
