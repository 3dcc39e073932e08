// League tables: partners, offices or practice groups ranked by credited billings for the chosen
// period and filters (the dashboard's), beside the compare period and the year's targets. Shared
// and exported as the dashboard is; a shared link (?stub=&by=) opens with its filters and ranking.
import { LEAGUE_BY_LABELS, type LeagueBy, LeagueBySchema, type LeagueRequest } from '@atrium/contracts';
import { Alert, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ScreenProps } from '../../../core/routes/screen-props.ts';
import { holds } from '../../../core/session/permissions.ts';
import { useCurrentUser } from '../../../core/session/use-session.ts';
import { formatDateRange } from '../../../ui/dates.ts';
import { NotShared } from '../../../ui/NotShared.tsx';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { ReportFilterForm } from '../filter/ReportFilterForm.tsx';
import { buildRunFilter, defaultDraft, draftFromFilter, type FilterDraft } from '../filter/report-filter.ts';
import { toIsoDate } from '../filter/report-period.ts';
import { reportToolsApi } from '../tools/report-tools-api.ts';
import { LeagueActions } from './LeagueActions.tsx';
import { LeagueTable } from './LeagueTable.tsx';
import { leagueApi } from './league-api.ts';

/** League tables rank by billings: without ViewFinancials the screen says so (docs/permissions.md). */
export function LeagueTablesScreen({ route }: ScreenProps) {
  const user = useCurrentUser();
  if (!holds(user, 'ViewFinancials'))
    return <NotShared permission="ViewFinancials" screenTitle={route.title} />;
  return <LeagueTables route={route} />;
}

function LeagueTables({ route }: ScreenProps) {
  useDocumentTitle(route.title);
  const today = toIsoDate(new Date());
  const [draft, setDraft] = useState<FilterDraft>(defaultDraft);
  const [filter, setFilter] = useState<LeagueRequest['filter']>(() => buildRunFilter(defaultDraft(), []));
  const [params] = useSearchParams();
  const [by, setBy] = useState<LeagueBy>(() => LeagueBySchema.catch('partner').parse(params.get('by')));
  const stub = params.get('stub');
  const shared = useQuery({
    queryKey: ['reports', 'stub', stub],
    queryFn: ({ signal }) => reportToolsApi.reportOfStub(stub ?? '', signal),
    enabled: stub !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // A shared link's filters replace the defaults once they are read.
  useEffect(() => {
    if (!shared.data) return;
    const sharedDraft = draftFromFilter(shared.data.filter);
    setDraft(sharedDraft);
    setFilter(buildRunFilter(sharedDraft, []));
  }, [shared.data]);
  const query = useQuery({
    queryKey: ['reports', 'league', by, filter],
    queryFn: ({ signal }) => leagueApi.league({ filter, by }, { signal }),
    enabled: stub === null || !shared.isPending,
    placeholderData: keepPreviousData,
  });
  const label = `League table: ${LEAGUE_BY_LABELS[by]}`;

  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }} c="navy.8">
        {route.title}
      </Title>
      <ReportFilterForm
        draft={draft}
        today={today}
        onChange={setDraft}
        onGenerate={() => setFilter(buildRunFilter(draft, []))}
      />
      <Group justify="space-between" gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label="Rank"
          value={by}
          onChange={(value) => setBy(value as LeagueBy)}
          data={(Object.keys(LEAGUE_BY_LABELS) as LeagueBy[]).map((value) => ({
            value,
            label: LEAGUE_BY_LABELS[value],
          }))}
        />
        {query.data && <LeagueActions reportId={query.data.Id} request={{ filter, by }} />}
      </Group>
      {shared.isError && (
        <Alert color="yellow" title="This league table link does not exist.">
          The table shows the default filters instead. Check that the whole link was copied.
        </Alert>
      )}
      {query.isPending ? (
        <Skeleton height={320} radius="lg" role="status" aria-busy aria-label="Loading the league table" />
      ) : query.isError ? (
        <Alert color="red" title="The league table could not be loaded." />
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {formatDateRange(query.data.period)} against {formatDateRange(query.data.comparePeriod)}, in{' '}
            {query.data.currency}. Targets are yearly, compared pro rata to the period.
          </Text>
          {query.data.rows.length === 0 ? (
            <Text size="sm">No billings match the filters.</Text>
          ) : (
            <LeagueTable league={query.data} label={label} />
          )}
        </Stack>
      )}
    </Stack>
  );
}
