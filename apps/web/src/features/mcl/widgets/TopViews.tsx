// Recent Teaming Win, Top Offices, Top Partners and Top Practice Groups (spec 3 §2.7): cards with
// total billings in USD (partners also their teaming value), from the report engine's figures.
import { Anchor, Avatar, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useRoutePath } from '../../../core/routes/use-navigate-by-name.ts';
import { readAttributes } from '../../../core/widgets/attributes.ts';
import { widgetQueryOptions } from '../../../core/widgets/widget-query.ts';
import type { WidgetViewProps } from '../../../core/widgets/widget-type.ts';
import { formatDate } from '../../../ui/dates.ts';
import { formatMoney } from '../../../ui/numbers.ts';
import { PictureTile } from '../../../ui/picture-tile/index.ts';
import { WidgetEmpty, WidgetError, WidgetLoading } from '../../../ui/widget-states.tsx';
import { useMclHrefs } from '../mcl-links.ts';
import {
  FIGURE_PERIODS,
  type TopAttributes,
  TopOfficesAttributesSchema,
  TopPartnersAttributesSchema,
  TopPracticeGroupsAttributesSchema,
} from './mcl-attributes.ts';
import {
  teamingWinQuery,
  topOfficesQuery,
  topPartnersQuery,
  topPracticeGroupsQuery,
} from './widget-queries.ts';

/** spec 3 §8: the top-N widgets' error texts. */
export const TOP_ERRORS = {
  offices: 'Could not retrieve offices.',
  partners: 'Could not retrieve partner list.',
  practiceGroups: 'Could not retrieve practice groups.',
} as const;

const usd = (value: number) => formatMoney(value, 'USD');
const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function TeamingWinView({ section, page }: WidgetViewProps) {
  const hrefs = useMclHrefs();
  const query = useQuery(widgetQueryOptions(teamingWinQuery({ section, page })));
  if (query.isPending) return <WidgetLoading rows={1} height={120} />;
  if (query.isError) return <WidgetError error={query.error} message="Could not retrieve the teaming win." />;
  if (query.data.length === 0) return <WidgetEmpty title="No teaming win for this filter" />;
  return (
    <Stack gap="sm">
      {query.data.map((win) => (
        <Paper key={win.Id} withBorder radius="md" p="md">
          <Stack gap="sm">
            <Avatar.Group spacing="sm">
              {win.users.map((user) => (
                <PictureTile
                  key={user.ID}
                  name={user.FullName}
                  id={user.pictureId}
                  size="nano"
                  radius="xl"
                  href={hrefs.profile(user.ID)}
                  target="_blank"
                />
              ))}
            </Avatar.Group>
            <Text size="xs" c="dimmed">
              {win.users.map((user) => user.FullName).join(', ')}
            </Text>
            <Stack gap={0}>
              <Text fw={700} c="navy.8">
                {win.company}
              </Text>
              <Text size="sm">{win.jobTitle}</Text>
              {win.dateTaken && (
                <Text size="xs" c="dimmed">
                  Taken {formatDate(win.dateTaken)}
                </Text>
              )}
            </Stack>
            <Button
              component="a"
              href={hrefs.assignment(win.Id)}
              {...external}
              size="xs"
              color="navy"
              style={{ alignSelf: 'flex-start' }}
            >
              View assignment
            </Button>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function RankCard({ rank, children, amount }: { rank: number; children: ReactNode; amount: ReactNode }) {
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Text fw={700} c="navy.7" size="lg" aria-label={`Number ${rank}`} style={{ minWidth: 20 }}>
          {rank}
        </Text>
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          {children}
          {amount}
        </Stack>
      </Group>
    </Paper>
  );
}

/** The ranked cards, under a line naming the period the figures cover, so that they are not read
 * as all-time figures beside the colleague finder's. */
function CardList({ period, children }: { period: TopAttributes['period']; children: ReactNode }) {
  const periodLabel = FIGURE_PERIODS.find((p) => p.value === period)?.label ?? period;
  return (
    <Stack gap={6}>
      <Text size="xs" c="dimmed">
        {periodLabel}, in USD
      </Text>
      <SimpleGrid
        cols={{ base: 1, xs: 2, lg: 3 }}
        spacing="sm"
        component="ol"
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {children}
      </SimpleGrid>
    </Stack>
  );
}

function Billings({ value, label = 'Total billings' }: { value: number; label?: string }) {
  return (
    <Text size="sm">
      <Text span size="xs" c="dimmed">
        {label}{' '}
      </Text>
      <Text span fw={700}>
        {usd(value)}
      </Text>
    </Text>
  );
}

export function TopOfficesView({ section, page }: WidgetViewProps) {
  const attributes = readAttributes(TopOfficesAttributesSchema, section.Attributes);
  const query = useQuery(widgetQueryOptions(topOfficesQuery({ section, page })));
  const locationPattern = useRoutePath('_locationDetail', { Id: '__ID__' });
  if (query.isPending) return <WidgetLoading rows={attributes.take} height={44} />;
  if (query.isError) return <WidgetError error={query.error} message={TOP_ERRORS.offices} />;
  const offices = query.data;
  if (offices.length === 0) return <WidgetEmpty title="No offices for this filter" />;
  return (
    <CardList period={attributes.period}>
      {offices.map((office, index) => (
        <RankCard
          key={office.locationId}
          rank={index + 1}
          amount={<Billings value={office.totalBillingsUsd} />}
        >
          {locationPattern ? (
            <Anchor href={locationPattern.replace('__ID__', String(office.locationId))} fw={600} size="sm">
              {office.location}
            </Anchor>
          ) : (
            <Text fw={600} size="sm">
              {office.location}
            </Text>
          )}
        </RankCard>
      ))}
    </CardList>
  );
}

export function TopPartnersView({ section, page }: WidgetViewProps) {
  const attributes = readAttributes(TopPartnersAttributesSchema, section.Attributes);
  const query = useQuery(widgetQueryOptions(topPartnersQuery({ section, page })));
  const hrefs = useMclHrefs();
  if (query.isPending) return <WidgetLoading rows={Math.min(attributes.take, 5)} height={44} />;
  if (query.isError) return <WidgetError error={query.error} message={TOP_ERRORS.partners} />;
  const partners = query.data;
  if (partners.length === 0) return <WidgetEmpty title="No partners for this filter" />;
  return (
    <CardList period={attributes.period}>
      {partners.map((partner, index) => {
        const name = `${partner.firstName} ${partner.lastName}`;
        return (
          <RankCard
            key={partner.ID}
            rank={index + 1}
            amount={
              <>
                <Billings value={partner.totalBillingsUsd} />
                <Billings value={partner.teamingValueUsd} label="Teaming value" />
              </>
            }
          >
            <Group gap="xs" wrap="nowrap">
              <PictureTile name={name} id={partner.pictureId} size="nano" radius="xl" />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Anchor href={hrefs.profile(partner.ID)} {...external} fw={600} size="sm">
                  {name}
                </Anchor>
                <Text size="xs" c="dimmed" truncate>
                  {partner.location ?? '—'}
                </Text>
              </Stack>
            </Group>
          </RankCard>
        );
      })}
    </CardList>
  );
}

export function TopPracticeGroupsView({ section, page }: WidgetViewProps) {
  const attributes = readAttributes(TopPracticeGroupsAttributesSchema, section.Attributes);
  const query = useQuery(widgetQueryOptions(topPracticeGroupsQuery({ section, page })));
  if (query.isPending) return <WidgetLoading rows={Math.min(attributes.take, 5)} height={44} />;
  if (query.isError) return <WidgetError error={query.error} message={TOP_ERRORS.practiceGroups} />;
  const groups = query.data;
  if (groups.length === 0) return <WidgetEmpty title="No practice groups for this filter" />;
  return (
    <CardList period={attributes.period}>
      {groups.map((group, index) => (
        <RankCard key={group.id} rank={index + 1} amount={<Billings value={group.totalBillingsUsd} />}>
          <Text fw={600} size="sm">
            {group.name}
          </Text>
        </RankCard>
      ))}
    </CardList>
  );
}
