// /my-reports: your saved reports and those shared with you, with their last run; run one as
// yourself, rename or delete your own, subscribe to one or set an alert on it; your subscriptions
// with "Send me a test now".
import type { SavedReportRun, SavedReportSummary } from '@atrium/contracts';
import { Alert, Button, Group, Menu, Stack } from '@mantine/core';
import { IconDots, IconFileAnalytics } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessage } from '../../../api/api-error.ts';
import type { ScreenProps } from '../../../core/routes/screen-props.ts';
import { holds } from '../../../core/session/permissions.ts';
import { useCurrentUser } from '../../../core/session/use-session.ts';
import { type ListTableColumn, QueryListTable } from '../../../ui/data-table/index.ts';
import { formatDateTime } from '../../../ui/dates.ts';
import { ScreenHeading } from '../../../ui/ScreenHeading.tsx';
import { toast } from '../../../ui/toast.tsx';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { AlertDialog } from './AlertDialog.tsx';
import { RenameDialog } from './RenameDialog.tsx';
import { SavedReportRunCard } from './SavedReportRunCard.tsx';
import { SubscribeDialog } from './SubscribeDialog.tsx';
import { SubscriptionsTable } from './SubscriptionsTable.tsx';
import { savedReportsApi } from './saved-reports-api.ts';

const PER_PAGE = 25;
type Dialog = { kind: 'subscribe' | 'alert' | 'rename'; report: SavedReportSummary } | null;

export function MyReportsScreen({ route }: ScreenProps) {
  useDocumentTitle(route.title);
  const user = useCurrentUser();
  const queries = useQueryClient();
  const [page, setPage] = useState(1);
  const [run, setRun] = useState<SavedReportRun | null>(null);
  const [runningId, setRunningId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const unsubscribed = new URLSearchParams(window.location.search).get('unsubscribed');
  const query = useQuery({
    queryKey: ['saved-reports', page],
    queryFn: ({ signal }) => savedReportsApi.list({ page, perPage: PER_PAGE }, { signal }),
    placeholderData: keepPreviousData,
  });
  const items = query.data?.items ?? [];

  const runReport = async (report: SavedReportSummary) => {
    setRunningId(report.Id);
    setRun(null);
    try {
      setRun(await savedReportsApi.run(report.Id));
      await queries.invalidateQueries({ queryKey: ['saved-reports'] });
    } catch (error) {
      toast.failure(error, serverMessage(error, 'The report could not be run.'));
    } finally {
      setRunningId(null);
    }
  };
  const remove = async (report: SavedReportSummary) => {
    try {
      await savedReportsApi.remove(report.Id);
      toast.success(`“${report.name}” deleted.`);
      await queries.invalidateQueries({ queryKey: ['saved-reports'] });
      await queries.invalidateQueries({ queryKey: ['report-subscriptions'] });
    } catch (error) {
      toast.failure(error, serverMessage(error, 'The report could not be deleted.'));
    }
  };

  const columns: ListTableColumn<SavedReportSummary>[] = [
    { id: 'name', header: 'Name', cell: (report) => report.name },
    { id: 'type', header: 'Type', cell: (report) => report.type },
    { id: 'owner', header: 'Saved by', cell: (report) => (report.isMine ? 'You' : report.owner.FullName) },
    {
      id: 'lastRun',
      header: 'Last run',
      cell: (report) => (report.lastRunAt ? formatDateTime(report.lastRunAt) : 'Never'),
    },
    {
      id: 'actions',
      header: 'Actions',
      isHeaderHidden: true,
      cell: (report) => (
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          <Button
            size="xs"
            variant="light"
            loading={runningId === report.Id}
            onClick={() => void runReport(report)}
            aria-label={`Run ${report.name}`}
          >
            Run
          </Button>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button size="xs" variant="default" aria-label={`More for ${report.name}`}>
                <IconDots size={16} aria-hidden />
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => setDialog({ kind: 'subscribe', report })}>Subscribe…</Menu.Item>
              {holds(user, 'ViewFinancials') && (
                <Menu.Item onClick={() => setDialog({ kind: 'alert', report })}>Tell me when…</Menu.Item>
              )}
              {report.isMine && (
                <Menu.Item onClick={() => setDialog({ kind: 'rename', report })}>Rename…</Menu.Item>
              )}
              {report.isMine && (
                <Menu.Item color="red" onClick={() => void remove(report)}>
                  Delete
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <ScreenHeading title={route.title} introMaxWidth={640}>
        Reports you saved from the dashboard and reports colleagues shared with you. Each run shows what you
        may see, whoever saved it.
      </ScreenHeading>
      {unsubscribed && (
        <Alert color="blue" title="Unsubscribed">
          You will receive no more mail of “{unsubscribed}”.
        </Alert>
      )}
      <QueryListTable
        query={query}
        states={{
          errorTitle: 'Could not load your reports',
          loadingLabel: 'Loading your reports',
          empty: {
            icon: <IconFileAnalytics size={20} stroke={1.5} />,
            title: 'No saved reports yet',
            // Only the dashboard saves reports, and it is closed without ViewFinancials.
            message: holds(user, 'ViewFinancials')
              ? 'Run a report on the dashboard and choose Save report.'
              : 'Reports colleagues share with you will appear here.',
          },
        }}
        label="My reports"
        columns={columns}
        rows={items}
        getRowId={(report) => String(report.Id)}
        pages={{
          page,
          total: query.data?.total ?? 0,
          perPage: PER_PAGE,
          onChange: setPage,
          label: 'Pages of reports',
        }}
      />
      {run && <SavedReportRunCard run={run} />}
      <SubscriptionsTable />
      {dialog?.kind === 'subscribe' && (
        <SubscribeDialog report={dialog.report} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'alert' && <AlertDialog report={dialog.report} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'rename' && <RenameDialog report={dialog.report} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
