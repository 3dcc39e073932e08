import type { PartnerIntro } from '@atrium/contracts';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../ui/dates.ts';
import { PictureTile } from '../../../ui/picture-tile/index.ts';
import { useProfileHref } from '../directory/person-links.ts';

/** A partner's intro card: picture and details (new partners, single partner promo). */
export function PartnerIntroCard({ person, isLarge = false }: { person: PartnerIntro; isLarge?: boolean }) {
  const profileHref = useProfileHref();
  const since = person.partnerSince
    ? `${person.partnerBy === 'promoted' ? 'Promoted to partner' : 'Joined as partner'} ${formatDate(person.partnerSince)}`
    : null;
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <PictureTile
        name={person.fullName}
        id={person.pictureId}
        size={isLarge ? 'small' : 'micro'}
        radius="md"
      />
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Anchor component={Link} to={profileHref(person.Id)} fw={650} c="navy.8">
          {person.fullName}
        </Anchor>
        <Text size="sm">{person.title}</Text>
        <Text size="xs" c="dimmed">
          {[person.location?.Name, person.license?.Name].filter(Boolean).join(' · ')}
        </Text>
        {since && (
          <Text size="xs" c="teal.9">
            {since}
          </Text>
        )}
        {isLarge && person.bio && (
          <Text size="sm" lineClamp={4}>
            {person.bio}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
