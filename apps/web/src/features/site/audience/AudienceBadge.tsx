// Tells a site admin that a page or widget is limited to an audience, and to whom.
import { AUDIENCE_KEY_TITLES, type Audience } from '@atrium/contracts';
import { Badge } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { Tooltip } from '../../../ui/Tooltip.tsx';

export function AudienceBadge({
  audience,
  size = 'sm',
}: {
  audience: Audience | undefined;
  size?: 'xs' | 'sm';
}) {
  if (!audience || audience.length === 0) return null;
  const text = describeAudience(audience);
  return (
    <Tooltip label={text} multiline maw={320}>
      <Badge
        size={size}
        variant="light"
        color="grape"
        leftSection={<IconUsersGroup size={12} aria-hidden />}
        aria-label={`Limited audience: ${text}`}
      >
        Audience
      </Badge>
    </Tooltip>
  );
}

/** 'Office: London, New York · Role: Partner' — for badges and hints. */
function describeAudience(audience: Audience): string {
  const byKey = new Map<string, string[]>();
  for (const row of audience) {
    const title = AUDIENCE_KEY_TITLES[row.key.Id];
    byKey.set(title, [...(byKey.get(title) ?? []), row.value.Text ?? String(row.value.Id)]);
  }
  return [...byKey].map(([title, values]) => `${title}: ${values.join(', ')}`).join(' · ');
}
