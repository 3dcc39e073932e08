// Colleague Finder (spec 3 §2.3): filters behind 'Show filters' / 'Hide filters', chosen values as
// removable tags, and 'Top results' ranked by teaming value on the matching assignments.
import { type LookupKind, MAX_FINDER_SKILLS } from '@atrium/contracts';
import { Anchor, Button, Collapse, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { readAttributes } from '../../../core/widgets/attributes.ts';
import type { WidgetViewProps } from '../../../core/widgets/widget-type.ts';
import { LookupPicker } from '../../../ui/LookupPicker.tsx';
import { formatCompact } from '../../../ui/numbers.ts';
import { PictureTile } from '../../../ui/picture-tile/index.ts';
import { SubsectorPicker } from '../../../ui/SubsectorPicker.tsx';
import { WidgetEmpty, WidgetError, WidgetLoading } from '../../../ui/widget-states.tsx';
import { peopleApi } from '../api/people-api.ts';
import { useProfileHref } from '../directory/person-links.ts';
import { EMPTY_FINDER_PICKS, type FinderPicks, finderRequest } from './finder-request.ts';
import { ColleagueFinderAttributesSchema } from './people-attributes.ts';

export function ColleagueFinderView({ section }: WidgetViewProps) {
  const { take } = readAttributes(ColleagueFinderAttributesSchema, section.Attributes);
  const [picks, setPicks] = useState<FinderPicks>(EMPTY_FINDER_PICKS);
  const [isOpen, setOpen] = useState(true);
  const set = (changes: Partial<FinderPicks>) => setPicks((p) => ({ ...p, ...changes }));
  const body = finderRequest(picks, take);
  const query = useQuery({
    queryKey: ['people', 'widget', 'colleague-finder', body],
    queryFn: ({ signal }) => peopleApi.colleagueFinder(body, { signal }),
    placeholderData: keepPreviousData,
  });
  /** A pick that holds one option of the lookup kind it is named after. */
  const pickOne = ({ kind, label }: { kind: LookupKind & keyof FinderPicks; label: string }) => (
    <LookupPicker
      kind={kind}
      label={label}
      value={picks[kind]}
      onChange={(value) => set({ [kind]: value })}
    />
  );
  const profileHref = useProfileHref();

  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button
          size="xs"
          variant="subtle"
          color="navy"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={isOpen}
        >
          {isOpen ? 'Hide filters' : 'Show filters'}
        </Button>
      </Group>
      <Collapse expanded={isOpen}>
        <SimpleGrid type="container" cols={{ base: 1, '36rem': 2, '56rem': 3 }} spacing="xs">
          <LookupPicker
            kind="company"
            label="Company"
            value={picks.companies}
            maxItems={20}
            onChange={(companies) => set({ companies })}
          />
          {pickOne({ kind: 'industry', label: 'Industry' })}
          {pickOne({ kind: 'function', label: 'Function' })}
          {pickOne({ kind: 'practiceGroup', label: 'Practice group' })}
          <SubsectorPicker
            label="Subsector group"
            maxItems={1}
            value={picks.subsector}
            onChange={(subsector) => set({ subsector })}
          />
          {pickOne({ kind: 'region', label: 'Region' })}
          {pickOne({ kind: 'license', label: 'License' })}
          {pickOne({ kind: 'location', label: 'Location' })}
          <LookupPicker
            kind="skill"
            label="Skill"
            description={`At most ${MAX_FINDER_SKILLS}`}
            value={picks.skills}
            maxItems={MAX_FINDER_SKILLS}
            onChange={(skills) => set({ skills })}
          />
        </SimpleGrid>
      </Collapse>
      <Title order={3} fz="md" c="navy.8">
        Top results
      </Title>
      {query.isPending ? (
        <WidgetLoading />
      ) : query.isError ? (
        <WidgetError error={query.error} message="The colleagues could not be found." />
      ) : query.data.length === 0 ? (
        <WidgetEmpty title="No results" />
      ) : (
        <Stack
          gap="xs"
          component="ol"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label="Top results"
        >
          {query.data.map((c) => (
            <Group key={c.Id} component="li" gap="sm" wrap="nowrap">
              <PictureTile name={c.fullName} id={c.pictureId} size="nano" radius="xl" />
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} size="sm" truncate>
                  {c.fullName}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {c.location?.Name ?? c.city}
                </Text>
              </Stack>
              {/* The value reaches only readers with ViewFinancials, ranked by it; others see the
                  matching assignments the list is ranked by for them (docs/permissions.md). */}
              <Stack gap={0} align="flex-end">
                <Text size="xs" c="dimmed">
                  {c.teamingValue === undefined ? 'Assignments' : 'Teaming value, all time'}
                </Text>
                <Text size="sm" fw={650} c="navy.8" style={{ whiteSpace: 'nowrap' }}>
                  {c.teamingValue === undefined ? c.assignments : formatCompact(c.teamingValue, c.currency)}
                </Text>
              </Stack>
              <Anchor
                href={profileHref(c.Id)}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                style={{ whiteSpace: 'nowrap' }}
              >
                Visit profile
              </Anchor>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
