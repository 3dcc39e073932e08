// /admin/analytics: the most viewed pages of the last 7, 30 or 90 days (docs/content-care.md,
// "Page analytics"); choosing a page shows its views per day and how much of its audience opened it.
import { ANALYTICS_PERIODS } from '@atrium/contracts';
import {
  Alert,
  Anchor,
  Button,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { serverMessage } from '../../../api/api-error.ts';
import type { ScreenProps } from '../../../core/routes/screen-props.ts';
import { formatDate } from '../../../ui/dates.ts';
import { EmptyState } from '../../../ui/empty-state/index.ts';
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
      <div>
        <Title order={1} fz={28} c="navy.8">
          {route.title}
        </Title>
        <Text size="sm" c="dimmed" maw={640}>
          How often each page was opened, counted per day. Nobody’s reading is kept beyond the day.
        </Text>
      </div>
      <SegmentedControl
        aria-label="Period"
        value={String(days)}
        onChange={(value) => setDays(Number(value))}
        data={ANALYTICS_PERIODS.map((d) => ({ value: String(d), label: `${d} days` }))}
        w="fit-content"
      />
      {query.isError && (
        <Alert color="red" role="alert" title="Could not load the page views">
          {serverMessage(query.error, 'Something went wrong.')}
        </Alert>
      )}
      {query.isPending ? (
        <Skeleton height={160} aria-label="Loading the page views" />
      ) : pages.length === 0 ? (
        <EmptyState
          isCompact
          icon={<IconChartLine size={20} stroke={1.5} />}
          title="No page was opened in this period"
          message="Views are counted as people open pages."
        />
      ) : (
        <>
          {shown && <PageTrendPanel uuid={shown} days={days} />}
          <Table.ScrollContainer minWidth={340}>
            <Table striped aria-label="Top pages">
              <caption>
                {formatDate(from)} – {formatDate(to)}
              </caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Page</Table.Th>
                  <Table.Th ta="right">Views</Table.Th>
                  <Table.Th ta="right">Daily readers</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Trend</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pages.map((page) => (
                  <Table.Tr key={page.UUID} aria-current={page.UUID === shown ? 'true' : undefined}>
                    <Table.Td>
                      <Anchor component={Link} to={page.FullPath || '/'} fz="sm">
                        {page.Title}
                      </Anchor>
                    </Table.Td>
                    <Table.Td ta="right">{page.Views}</Table.Td>
                    <Table.Td ta="right">{page.ViewerDays}</Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-xs"
                        variant={page.UUID === shown ? 'filled' : 'default'}
                        aria-pressed={page.UUID === shown}
                        aria-label={`Trend of ${page.Title}`}
                        onClick={() => setChosen(page.UUID)}
                      >
                        Trend
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
