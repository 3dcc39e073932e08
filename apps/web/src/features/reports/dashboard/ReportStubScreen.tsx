// /report/{stub} 'Loading Report' (spec 2 §2): resolves a shared report and redirects to the
// dashboard, which runs it. A link that leads nowhere says so in plain words, with the way on; a
// reader without the flag the shared figures need reads that they are not shared, as on the dashboard.
import { type Permission, reportToolEndpoints } from '@atrium/contracts';
import { Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { isApiError, missingPermissionOf } from '../../../api/api-error.ts';
import type { ScreenProps } from '../../../core/routes/screen-props.ts';
import { holds } from '../../../core/session/permissions.ts';
import { useCurrentUser } from '../../../core/session/use-session.ts';
import { NotShared } from '../../../ui/NotShared.tsx';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { dashboardUrlForStub, isPossibleStub, STUB_NOT_FOUND } from '../run/report-params.ts';
import type { ReportLocationState } from '../run/use-report-params.ts';
import { reportToolsApi } from '../tools/report-tools-api.ts';

type Failure = { title: string; message: string } | { title: string; notShared: Permission };

const NOT_FOUND: Failure = { title: 'Report not found', message: STUB_NOT_FOUND };
const SHARED_REPORT = 'Shared report';

const notSharedFailure = (permission: Permission): Failure => ({
  title: SHARED_REPORT,
  notShared: permission,
});

/** The flag the shared figures need, from the stub call's contract. */
const STUB_PERMISSION = reportToolEndpoints.reportOfStub.permission;

function failureOf(error: unknown): Failure {
  const missingPermission = missingPermissionOf(error);
  if (missingPermission) return notSharedFailure(missingPermission);
  if (isApiError(error) && (error.code === 'not_found' || error.code === 'validation_failed'))
    return NOT_FOUND;
  return {
    title: 'The report could not be opened',
    message: 'Something went wrong while opening this report link. Try again in a moment.',
  };
}

export function ReportStubScreen({ route }: ScreenProps) {
  const { stub = '' } = useParams();
  const navigate = useNavigate();
  const user = useCurrentUser();
  // The server would refuse the call: the screen says so without asking.
  const lacksPermission = STUB_PERMISSION && !holds(user, STUB_PERMISSION) ? STUB_PERMISSION : null;
  // Set from the effect below, after the route has named the page, so that the title says it too.
  const [failure, setFailure] = useState<Failure | null>(null);
  useDocumentTitle(failure?.title ?? route.title);

  useEffect(() => {
    if (lacksPermission) {
      setFailure(notSharedFailure(lacksPermission));
      return;
    }
    // A stub its contract would refuse is not sent: the server could only say the request is invalid.
    if (!isPossibleStub(stub)) {
      setFailure(NOT_FOUND);
      return;
    }
    setFailure(null);
    const controller = new AbortController();
    reportToolsApi
      .reportOfStub(stub, controller.signal)
      .then((report) => {
        const state: ReportLocationState = { filter: report.filter };
        navigate(dashboardUrlForStub(stub, report.type), { replace: true, state });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setFailure(failureOf(error));
      });
    return () => controller.abort(new DOMException('Left the page.', 'AbortError'));
  }, [stub, navigate, lacksPermission]);

  if (failure && 'notShared' in failure) {
    return <NotShared permission={failure.notShared} screenTitle={failure.title} />;
  }
  if (failure) {
    return (
      <Stack gap="lg">
        <Title order={1} fz={30} c="navy.8">
          {failure.title}
        </Title>
        <Paper withBorder radius="lg" p="xl" bg="#f8fafc">
          <Stack align="flex-start" gap="md">
            <Text>{failure.message}</Text>
            <Button component={Link} to="/mcl/dashboard" leftSection={<IconChartBar size={18} aria-hidden />}>
              Open the dashboard
            </Button>
          </Stack>
        </Paper>
      </Stack>
    );
  }
  return (
    <Stack align="center" py={64} gap="md" role="status" aria-live="polite">
      <Title order={1} fz={26} c="navy.8">
        {route.title}
      </Title>
      <Loader color="navy" size="sm" role="status" aria-label="Loading report" />
    </Stack>
  );
}
