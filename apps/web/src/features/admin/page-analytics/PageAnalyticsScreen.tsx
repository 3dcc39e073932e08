// /admin/analytics: the most viewed pages of the last 7, 30 or 90 days (docs/content-care.md,
// "Page analytics"); choosing a page shows its views per day and how much of its audience opened it.
import { ANALYTICS_PERIODS, type TopPage } from '@atrium/contracts';
import { Anchor, Button, SegmentedControl, Stack } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ScreenProps } from '../../../core/routes/screen-props.ts';
import { type ListTableColumn, QueryListTable } from '../../../ui/data-table/index.ts';
import { formatDate } from '../../../ui/dates.ts';
import { ScreenHeading } from '../../../ui/ScreenHeading.tsx';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { analyticsApi } from '../api/analytics-api.ts';
import { PageTrendPanel } from './PageTrendPanel.tsx';

export function PageAnalyticsScreen({ route }: ScreenProps) {
  useDocumentTitle(route.title);
  const [days, setDays] = useState<number>(30);
  const [chosen, setChosen] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ['admin', 'analytics', 'top', days],
    queryFn: ({ signal }) => analyticsApi.top(days, { signal }),
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.Pages ?? [];
  const from = query.data?.From;
  const to = query.data?.To;
  const shown = chosen ?? pages[0]?.UUID ?? null;
  return (
    <Stack gap="lg">
      <ScreenHeading title={route.title} introMaxWidth={640}>
        How often each page was opened, counted per day. Nobody’s reading is kept beyond the day.
      </ScreenHeading>
      <SegmentedControl
        aria-label="Period"
        value={String(days)}
        onChange={(value) => setDays(Number(value))}
        data={ANALYTICS_PERIODS.map((d) => ({ value: String(d), label: `${d} days` }))}
        w="fit-content"
      />
      <QueryListTable
        query={query}
        states={{
          errorTitle: 'Could not load the page views',
          loadingLabel: 'Loading the page views',
          empty: {
            icon: <IconChartLine size={20} stroke={1.5} />,
            title: 'No page was opened in this period',
            message: 'Views are counted as people open pages.',
          },
        }}
        skeletonHeight={160}
        aboveTable={shown && <PageTrendPanel uuid={shown} days={days} />}
        label="Top pages"
        caption={`${formatDate(from)} – ${formatDate(to)}`}
        columns={columnsOf(shown, setChosen)}
        rows={pages}
        getRowId={(page) => page.UUID}
        isCurrentRow={(page) => page.UUID === shown}
        minWidth={340}
      />
    </Stack>
  );
}

function columnsOf(shown: string | null, choose: (uuid: string) => void): ListTableColumn<TopPage>[] {
  return [
    {
      id: 'page',
      header: 'Page',
      cell: (page) => (
        <Anchor component={Link} to={page.FullPath || '/'} fz="sm">
          {page.Title}
        </Anchor>
      ),
    },
    { id: 'views', header: 'Views', align: 'end', cell: (page) => page.Views },
    { id: 'readers', header: 'Daily readers', align: 'end', cell: (page) => page.ViewerDays },
    {
      id: 'trend',
      header: 'Trend',
      isHeaderHidden: true,
      cell: (page) => (
        <Button
          size="compact-xs"
          variant={page.UUID === shown ? 'filled' : 'default'}
          aria-pressed={page.UUID === shown}
          aria-label={`Trend of ${page.Title}`}
          onClick={() => choose(page.UUID)}
        >
          Trend
        </Button>
      ),
    },
  ];
}
