// The metrics block (spec 2 §2, §9): one box per KPI in the viewer's currency, with the change
// against the same period a year earlier and its arrow.
import type { Metrics } from '@atrium/contracts';
import { SimpleGrid, Stack } from '@mantine/core';
import { KpiBox, type KpiTone } from '../../../ui/kpi-box/index.ts';
import { formatKpiValue, HEADLINE_KPIS, type Kpi, kpiChange, SPLIT_KPIS } from './kpis.ts';

/** The change rule's arrow (spec 2 §9) as the box's tone. */
const TONE_OF_ARROW: Record<ReturnType<typeof kpiChange>['arrow'], KpiTone> = {
  up: 'up',
  down: 'down',
  dash: 'flat',
};

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

function MetricBox({ kpi, props, isSmall }: { kpi: Kpi; props: KpiBoxesProps; isSmall?: boolean }) {
  const value = props.metrics[kpi.key];
  const previous = props.previous?.[kpi.key];
  const change = previous === undefined ? null : kpiChange(value, previous);
  const { onOpen } = props;
  return (
    <KpiBox
      label={kpi.label}
      value={formatKpiValue(kpi, value, props.currency)}
      comparison={
        change && previous !== undefined
          ? {
              value: formatKpiValue(kpi, previous, props.currency),
              changeLabel: change.label,
              tone: TONE_OF_ARROW[change.arrow],
            }
          : null
      }
      isCompareLoading={props.isCompareLoading}
      isSmall={isSmall}
      onOpen={onOpen ? () => onOpen(kpi) : undefined}
    />
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
          <MetricBox key={kpi.key} kpi={kpi} props={props} />
        ))}
      </SimpleGrid>
      <SimpleGrid {...grid} spacing="sm">
        {SPLIT_KPIS.map((kpi) => (
          <MetricBox key={kpi.key} kpi={kpi} props={props} isSmall />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
