// {member} Details (spec 2 §3): headcounts of partners, researchers and administration at the end
// of the period against a year earlier (partners also at the start of the period).
import { brand, type MemberDetails } from '@atrium/contracts';
import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatNumber } from '../../../ui/numbers.ts';
import { kpiChange } from './kpis.ts';

function Headcount(props: { label: string; current: number; previous: number; note?: string }) {
  const change = kpiChange(props.current, props.previous);
  const color = change.arrow === 'up' ? 'teal.9' : change.arrow === 'down' ? 'red.9' : 'gray.7';
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.3}>
        {props.label}
      </Text>
      <Group gap={8} align="baseline">
        <Text fz="lg" fw={650} c="navy.8">
          {formatNumber(props.current)}
        </Text>
        <Text size="xs" c={color} fw={600}>
          {change.label}
        </Text>
        <Text size="xs" c="dimmed">
          vs {formatNumber(props.previous)} a year earlier
        </Text>
      </Group>
      {props.note && (
        <Text size="xs" c="dimmed">
          {props.note}
        </Text>
      )}
    </Stack>
  );
}

/** A bar in outline inside a line of text, which keeps the line's own height. */
function Bar({ height, width }: { height: number; width: number }) {
  return (
    <Skeleton display="inline-block" height={height} width={width} style={{ verticalAlign: 'middle' }} />
  );
}

/** A headcount while it loads: its label, and its lines in outline, each as tall as it will be. */
function HeadcountSkeleton({ label, hasNote }: { label: string; hasNote?: boolean }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.3}>
        {label}
      </Text>
      <Text fz="lg" component="div">
        <Bar height={16} width={160} />
      </Text>
      {hasNote && (
        <Text size="xs" component="div">
          <Bar height={10} width={120} />
        </Text>
      )}
    </Stack>
  );
}

/** The card, or (members null) the card in outline while the headcounts load, the same size. */
export function MemberDetailsCard({ members }: { members: MemberDetails | null }) {
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="section"
      aria-labelledby="member-details-title"
      aria-busy={members === null || undefined}
    >
      <Stack gap="sm">
        <Title order={2} fz="md" c="navy.8" id="member-details-title">
          {brand.memberSingular} Details
        </Title>
        {members === null ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <HeadcountSkeleton label="Partners" hasNote />
            <HeadcountSkeleton label="Researchers" />
            <HeadcountSkeleton label="Administration" />
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Headcount
              label="Partners"
              current={members.partners.currentCount}
              previous={members.partners.previousCount}
              note={`${formatNumber(members.partners.currentCountStart)} on staff at the start of the period`}
            />
            <Headcount
              label="Researchers"
              current={members.researchers.current}
              previous={members.researchers.previous}
            />
            <Headcount
              label="Administration"
              current={members.administration.current}
              previous={members.administration.previous}
            />
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
