// spec 3 §3: the team — developers (D) and handlers (H) with their share, picture and profile link.
import type { AssignmentDetail } from '@atrium/contracts';
import { Anchor, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { PictureTile } from '../../../ui/picture-tile/index.ts';
import { TeamRole } from '../format/TeamRole.tsx';
import { useProfileHref } from '../mcl-links.ts';

type TeamMember = AssignmentDetail['team'][number];

export function TeamList({
  team,
  note,
}: {
  team: TeamMember[];
  note?: (member: TeamMember) => string | null;
}) {
  const profileHref = useProfileHref();
  if (team.length === 0) return <Text size="sm">No team is recorded for this assignment.</Text>;
  const ordered = [...team].sort((a, b) => a.role.localeCompare(b.role) || b.percentage - a.percentage);
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 3 }}
      spacing="sm"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {ordered.map((member) => {
        const name = `${member.firstName} ${member.lastName}`;
        const href = profileHref(member.userId);
        const extra = note?.(member);
        return (
          <Group key={`${member.userId}:${member.role}`} component="li" gap="sm" wrap="nowrap">
            <PictureTile
              name={name}
              id={member.pictureId}
              size="nano"
              radius="xl"
              href={href}
              target="_blank"
            />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
                {name}
              </Anchor>
              <Text size="xs" c="dimmed" truncate>
                {member.location ?? '—'}
                {extra ? ` · ${extra}` : ''}
              </Text>
            </Stack>
            <Badge ml="auto" variant="light" color={member.role === 'D' ? 'navy' : 'teal'} radius="sm">
              <TeamRole role={member.role} percentage={member.percentage} />
            </Badge>
          </Group>
        );
      })}
    </SimpleGrid>
  );
}
