// Tells a site admin that a page or widget is limited to an audience, and to whom.
import type { Audience } from '@atrium/contracts';
import { Badge, Tooltip } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { describeAudience } from './audience-rows.ts';

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
