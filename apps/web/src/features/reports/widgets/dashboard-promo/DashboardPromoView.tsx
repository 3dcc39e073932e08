// spec 1 §4, spec 2 §4: Dashboard Promo — a compact summary of the last four complete quarters
// (previous year's start of quarter to the end of the quarter three months ago, Custom) against
// the same quarters a year earlier; its button opens the dashboard with that range.
import type { Metrics } from '@atrium/contracts';
import { Group, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { useCurrentUser } from '../../../../core/session/use-session.ts';
import { readAttributes } from '../../../../core/widgets/attributes.ts';
import type { WidgetViewProps } from '../../../../core/widgets/widget-type.ts';
import { formatDateRange } from '../../../../ui/dates.ts';
import { toIsoDate } from '../../filter/report-period.ts';
import { formatKpiValue, HEADLINE_KPIS, type Kpi, kpiChange } from '../../kpis/kpis.ts';
import {
  DashboardWidgetAttributesSchema,
  fullReportLabel,
} from '../dashboard/dashboard-widget-attributes.ts';
import { FullReportButton } from '../dashboard/FullReportButton.tsx';
import { useWidgetReport } from '../dashboard/use-widget-report.ts';
import { WidgetReportStatus } from '../dashboard/WidgetReportStatus.tsx';
import { reportKeysFromFilterRows, widgetFilterRows } from '../dashboard/widget-report.ts';
import { promoFilter, promoRange } from './promo-range.ts';

/** The summary's figures, as the company financial panel shows them (spec 3 §2.5). */
const PROMO_KEYS = [
  'totalBillings',
  'assignmentsTaken',
  'teamingRevenue',
  'teamingTaken',
  'filledJobValue',
  'timeToFill',
] as const;
export const PROMO_KPIS: readonly Kpi[] = PROMO_KEYS.map((key) => HEADLINE_KPIS.find((k) => k.key === key)!);

const arrows = {
  up: { Icon: IconArrowUpRight, color: 'teal.9', word: 'up' },
  down: { Icon: IconArrowDownRight, color: 'red.9', word: 'down' },
  dash: { Icon: IconMinus, color: 'gray.7', word: 'unchanged' },
} as const;

function PromoFigure(props: { kpi: Kpi; metrics: Metrics; previous: Metrics | null; currency: string }) {
  const { kpi, currency } = props;
  const value = props.metrics[kpi.key];
  const previous = props.previous?.[kpi.key];
  const change = previous === undefined ? null : kpiChange(value, previous);
  const arrow = change ? arrows[change.arrow] : null;
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.3}>
        {kpi.label}
      </Text>
      <Group gap={6} align="baseline" wrap="nowrap">
        <Text fz="lg" fw={650} c="navy.8" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatKpiValue(kpi, value, currency)}
        </Text>
        {change && arrow && (
          <Text size="xs" c={arrow.color} fw={600} display="inline-flex" style={{ alignItems: 'center' }}>
            <arrow.Icon size={14} aria-hidden />
            <VisuallyHidden>{arrow.word} </VisuallyHidden>
            {change.label}
          </Text>
        )}
      </Group>
      {previous !== undefined && (
        <Text size="xs" c="dimmed">
          vs {formatKpiValue(kpi, previous, currency)}
        </Text>
      )}
    </Stack>
  );
}

export function DashboardPromoView({ section, page }: WidgetViewProps) {
  const user = useCurrentUser();
  const [today] = useState(() => toIsoDate(new Date()));
  const attributes = readAttributes(DashboardWidgetAttributesSchema, section.Attributes);
  const keys = reportKeysFromFilterRows(widgetFilterRows({ json: attributes.json, page }));
  const filter = promoFilter({ keys, today });
  const { state, hasResults } = useWidgetReport(filter);
  const { current, compare } = state;

  return (
    <Stack gap="sm">
      <Text size="xs" c="dimmed">
        {formatDateRange(promoRange(today))} · vs the year before
      </Text>
      <WidgetReportStatus state={state} hasResults={hasResults} skeletonCount={PROMO_KPIS.length} />
      {current && hasResults && (
        <SimpleGrid type="container" cols={{ base: 2, '560px': 3 }} spacing="md" verticalSpacing="sm">
          {PROMO_KPIS.map((kpi) => (
            <PromoFigure
              key={kpi.key}
              kpi={kpi}
              metrics={current.results.metrics}
              previous={state.isCompareLoading ? null : (compare?.results.metrics ?? null)}
              currency={current.currency || user.Currency}
            />
          ))}
        </SimpleGrid>
      )}
      {attributes.fullReport && (
        <Group justify="flex-end">
          <FullReportButton filter={filter} label={fullReportLabel(attributes)} />
        </Group>
      )}
    </Stack>
  );
}
