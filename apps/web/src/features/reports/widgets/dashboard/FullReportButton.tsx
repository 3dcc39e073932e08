// spec 1 §4 'Full report button': opens the dashboard (by its name) with the widget's filter and
// period, set to run straight away.
import type { ReportFilter } from '@atrium/contracts';
import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useNavigateByName } from '../../../../core/routes/use-navigate-by-name.ts';
import type { ReportLocationState } from '../../run/use-report-params.ts';

export const DASHBOARD_ROUTE_NAME = '_Dashboard';

export function FullReportButton({ filter, label }: { filter: ReportFilter; label: string }) {
  const navigateByName = useNavigateByName();
  const state: ReportLocationState = { filter };
  return (
    <Button
      variant="light"
      size="xs"
      rightSection={<IconArrowRight size={14} aria-hidden />}
      onClick={() => navigateByName(DASHBOARD_ROUTE_NAME, undefined, { query: { autorun: 'true' }, state })}
    >
      {label}
    </Button>
  );
}
