// The off-limits badge (spec 3 §4): 'Job Active', 'Off Limits', 'Off limits until <date>' or
// 'Not off limits' in the company's box; and its compact form on company rows, search hits, the
// palette and the assignment page, where a dated one reads 'Off limits' with its date in the
// tooltip and in the words a screen reader says.
import type { OffLimitsStatus } from '@atrium/contracts';
import { OFF_LIMITS_LABELS } from '@atrium/contracts';
import { Badge, Tooltip, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../ui/dates.ts';
import { mclApi, mclKeys } from '../api/mcl-api.ts';

const COLOURS: Record<OffLimitsStatus, string> = {
  jobActive: 'red',
  offLimits: 'red',
  until: 'orange',
  clear: 'green',
};

export function offLimitsText(state: { status: OffLimitsStatus; until: string | null }): string {
  const label = OFF_LIMITS_LABELS[state.status];
  return state.status === 'until' && state.until ? `${label} ${formatDate(state.until)}` : label;
}

export function OffLimitsBadge({ status, until }: { status: OffLimitsStatus; until: string | null }) {
  return (
    <Badge color={COLOURS[status]} variant="light" radius="sm" tt="none" data-off-limits={status}>
      {offLimitsText({ status, until })}
    </Badge>
  );
}

const COMPACT_LABELS: Record<OffLimitsStatus, string> = {
  jobActive: OFF_LIMITS_LABELS.jobActive,
  offLimits: OFF_LIMITS_LABELS.offLimits,
  until: 'Off limits',
  clear: OFF_LIMITS_LABELS.clear,
};

/** The compact badge of a row; nothing for a company that is not off limits, unless `showsClear`. */
export function OffLimitsMarkBadge({
  status,
  until,
  showsClear = false,
}: {
  status: OffLimitsStatus;
  until: string | null;
  showsClear?: boolean;
}) {
  if (status === 'clear' && !showsClear) return null;
  const full = offLimitsText({ status, until });
  const hidden = full.slice(COMPACT_LABELS[status].length);
  return (
    <Tooltip label={full} withArrow disabled={!hidden}>
      <Badge
        color={COLOURS[status]}
        variant="light"
        radius="sm"
        size="sm"
        tt="none"
        data-off-limits={status}
        style={{ flexShrink: 0 }}
      >
        {COMPACT_LABELS[status]}
        {hidden && <VisuallyHidden>{hidden}</VisuallyHidden>}
      </Badge>
    </Tooltip>
  );
}

/** The compact badge of one company, read from the off-limits check; nothing while it loads or if it fails. */
export function CompanyOffLimitsBadge({ companyId }: { companyId: number }) {
  const query = useQuery({
    queryKey: mclKeys.offLimits(companyId),
    queryFn: ({ signal }) => mclApi.offLimits(companyId, { signal }),
  });
  return query.data ? (
    <OffLimitsMarkBadge status={query.data.status} until={query.data.until} showsClear />
  ) : null;
}
