import type { Headcount } from '@atrium/contracts';
import { Group, Text } from '@mantine/core';

/** Head count by role, one line. */
export function HeadcountLine({ headcount }: { headcount: Headcount }) {
  return (
    <Group gap="md" wrap="wrap">
      <Count label="Partners" value={headcount.partners} />
      <Count label="Researchers" value={headcount.researchers} />
      <Count label="Admins" value={headcount.administrators} />
      <Count label="Total" value={headcount.total} />
    </Group>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Text size="sm" component="span">
      <Text component="span" fw={650} c="navy.8">
        {value}
      </Text>{' '}
      <Text component="span" c="dimmed" size="sm">
        {label}
      </Text>
    </Text>
  );
}
