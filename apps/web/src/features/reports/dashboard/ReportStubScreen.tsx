// /report/{stub} 'Loading Report' (spec 2 §2): resolves a shared report and redirects to the
// dashboard, which runs it.
import { Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { isApiError } from '../../../api/api-error.ts';
import type { ScreenProps } from '../../../core/routes/screen-props.ts';
import { dashboardUrlForStub } from '../client/report-params.ts';
import { reportToolsApi } from '../client/report-tools-api.ts';
import type { ReportLocationState } from '../client/use-report-params.ts';

export function ReportStubScreen({ route }: ScreenProps) {
  const { stub = '' } = useParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    reportToolsApi
      .reportOfStub(stub, controller.signal)
      .then((report) => {
        const state: ReportLocationState = { filter: report.filter };
        navigate(dashboardUrlForStub(stub, report.type), { replace: true, state });
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(isApiError(failure) ? failure.message : 'This report link could not be opened.');
      });
    return () => controller.abort(new DOMException('Left the page.', 'AbortError'));
  }, [stub, navigate]);

  return (
    <Stack align="center" py={64} gap="md" role="status" aria-live="polite">
      <Title order={1} fz={26} c="navy.8">
        {route.title}
      </Title>
      {error ? (
        <>
          <Text c="red.9">{error}</Text>
          <Anchor component={Link} to="/mcl/dashboard">
            Open the dashboard
          </Anchor>
        </>
      ) : (
        <Loader color="navy" size="sm" aria-label="Loading report" />
      )}
    </Stack>
  );
}
