import type { Headcount } from '@atrium/contracts';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** Head count by role, one line. */
export function HeadcountLine({ headcount }: { headcount: Headcount }) {
  return (
    // Wrapped onto a second line in a narrow card, the counts keep a line's spacing, not a gap.
    <Group gap="md" wrap="wrap" style={{ rowGap: 2 }}>
      <Count label="Partners" one="Partner" value={headcount.partners} />
      <Count label="Researchers" one="Researcher" value={headcount.researchers} />
      <Count label="Admins" one="Admin" value={headcount.administrators} />
      <Count label="Total" value={headcount.total} />
    </Group>
  );
}

/** `one` is the label for a count of one ("1 Partner"), where it differs. */
function Count({ label, one = label, value }: { label: string; one?: string; value: number }) {
  return (
    <Text size="sm" component="span">
      <Text component="span" fw={650} c="navy.8">
        {value}
      </Text>{' '}
      <Text component="span" c="dimmed" size="sm">
        {value === 1 ? one : label}
      </Text>
    </Text>
  );
}

/** One office as a card: its name (a link to the office), address, and what the screen adds below. */
export function OfficeCard(props: { href: string; name: string; address: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={4}>
        <Anchor component={Link} to={props.href} fw={650}>
          {props.name}
        </Anchor>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {props.address}
        </Text>
        {props.children}
      </Stack>
    </Paper>
  );
}
