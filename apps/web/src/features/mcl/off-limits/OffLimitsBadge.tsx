// The off-limits badge (spec 3 §4): 'Job Active', 'Off Limits', 'Off limits until <date>' or
// 'Not off limits', the same wherever a company's state is shown.
import type { OffLimitsStatus } from '@atrium/contracts';
import { OFF_LIMITS_LABELS } from '@atrium/contracts';
import { Badge } from '@mantine/core';
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

/** The badge of one company, read from the off-limits check; nothing while it loads or if it fails. */
export function CompanyOffLimitsBadge({ companyId }: { companyId: number }) {
  const query = useQuery({
    queryKey: mclKeys.offLimits(companyId),
    queryFn: ({ signal }) => mclApi.offLimits(companyId, { signal }),
  });
  return query.data ? <OffLimitsBadge status={query.data.status} until={query.data.until} /> : null;
}
