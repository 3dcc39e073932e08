// /report/{stub} 'Loading Report' (spec 2 §2): resolves a shared report and redirects to the
// dashboard, which runs it. A link that leads nowhere says so in plain words, with the way on.
import { Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { isApiError } from '../../../api/api-error.ts';
import type { ScreenProps } from '../../../core/routes/screen-props.ts';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { dashboardUrlForStub, isPossibleStub, STUB_NOT_FOUND } from '../client/report-params.ts';
import { reportToolsApi } from '../client/report-tools-api.ts';
import type { ReportLocationState } from '../client/use-report-params.ts';

type Failure = { title: string; message: string };

const NOT_FOUND: Failure = { title: 'Report not found', message: STUB_NOT_FOUND };

function failureOf(error: unknown): Failure {
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
  // Set from the effect below, after the route has named the page, so that the title says it too.
  const [failure, setFailure] = useState<Failure | null>(null);
  useDocumentTitle(failure?.title ?? route.title);

  useEffect(() => {
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
  }, [stub, navigate]);

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
