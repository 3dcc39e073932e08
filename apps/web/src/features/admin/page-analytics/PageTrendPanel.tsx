// One page's views per day over the period (the trend chart), its totals, and — where the page is
// limited to an audience — how much of that audience opened it.
import type { PageTrend } from '@atrium/contracts';
import { Alert, Group, Paper, Progress, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { serverMessage } from '../../../api/api-error.ts';
import { CartesianChart } from '../../../ui/chart/CartesianChart.tsx';
import { formatDate } from '../../../ui/dates.ts';
import { CHART_COLORS, ChartTooltipCard, niceTicks } from '../../reports/index.ts';
import { analyticsApi } from '../api/analytics-api.ts';

type Day = PageTrend['Daily'][number];

const dayLabel = (day: Day) => formatDate(day.Day, { withYear: false });

function AudienceShare({ audience }: { audience: NonNullable<PageTrend['Audience']> }) {
  const percent = Math.round(audience.Share * 100);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Audience reached: up to {percent}%
      </Text>
      <Progress value={percent} aria-label="Share of the audience that opened the page" />
      <Text size="xs" c="dimmed">
        Up to {audience.Opened} of the {audience.Members} people the page is for opened it. Readers are
        counted once a day, so someone who came back on another day counts again.
      </Text>
    </Stack>
  );
}

export function PageTrendPanel({ uuid, days }: { uuid: string; days: number }) {
  const query = useQuery({
    queryKey: ['admin', 'analytics', 'page', uuid, days],
    queryFn: ({ signal }) => analyticsApi.page(uuid, days, { signal }),
  });
  if (query.isError)
    return (
      <Alert color="red" role="alert" title="Could not load the page's views">
        {serverMessage(query.error, 'Something went wrong.')}
      </Alert>
    );
  if (query.isPending) return <Skeleton height={220} aria-label="Loading the page's views" />;
  const trend = query.data;
  const ticks = niceTicks(trend.Daily.map((d) => d.Views));
  return (
    <Paper withBorder p="md" component="section" aria-label={`Views of ${trend.Page.Title}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" wrap="wrap">
          <Title order={2} fz="lg">
            {trend.Page.Title}
          </Title>
          <Text size="sm">
            {trend.Views} views · {trend.ViewerDays} daily readers in {trend.Days} days
          </Text>
        </Group>
        <CartesianChart
          description={`Views and readers of ${trend.Page.Title} per day`}
          rows={trend.Daily}
          label={dayLabel}
          height={180}
          ticks={ticks}
          formatTick={(v) => String(v)}
          fontSize={10}
          yAxisWidth={36}
          margin={{ top: 6, right: 6, bottom: 0 }}
          minLabelGap={12}
          keepLastLabel
          cursor={{ kind: 'line' }}
          tooltip={(day) => (
            <ChartTooltipCard title={dayLabel(day)} gap={2}>
              <Text size="xs">{day.Views} views</Text>
              <Text size="xs">{day.Viewers} readers</Text>
            </ChartTooltipCard>
          )}
          series={[
            { kind: 'area', value: (day) => day.Viewers, color: `${CHART_COLORS.compare}33` },
            { kind: 'line', value: (day) => day.Views, color: CHART_COLORS.current, dotRadius: 0 },
          ]}
        />
        <VisuallyHidden>
          <table>
            <caption>Views and readers of {trend.Page.Title} per day</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Views</th>
                <th scope="col">Readers</th>
              </tr>
            </thead>
            <tbody>
              {trend.Daily.map((day) => (
                <tr key={day.Day}>
                  <th scope="row">{formatDate(day.Day)}</th>
                  <td>{day.Views}</td>
                  <td>{day.Viewers}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </VisuallyHidden>
        {trend.Audience ? (
          <AudienceShare audience={trend.Audience} />
        ) : (
          <Text size="xs" c="dimmed">
            The page is for everyone, so there is no audience to measure it against.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
