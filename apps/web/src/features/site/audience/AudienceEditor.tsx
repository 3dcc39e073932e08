// Who a page or a widget is for: offices, licenses, regions, practice groups, roles and groups.
// Values of one kind widen the audience, different kinds narrow it (docs/permissions.md).
import type { Audience } from '@atrium/contracts';
import { AUDIENCE_KEY_TITLES } from '@atrium/contracts';
import { MultiSelect, SimpleGrid, Stack, TagsInput, Text } from '@mantine/core';
import { LookupPicker } from '../../../ui/LookupPicker.tsx';
import { AUDIENCE_ROLES, LOOKUP_AUDIENCE_KEYS, optionsOf, valuesOf, withKey } from './audience-rows.ts';

interface AudienceEditorProps {
  value: Audience;
  onChange: (audience: Audience) => void;
  /** What is limited: 'page' or 'widget', for the hint. */
  subject: 'page' | 'widget';
}

const MAX_VALUES_PER_KEY = 20;

export function AudienceEditor({ value, onChange, subject }: AudienceEditorProps) {
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {value.length === 0
          ? `Everyone sees this ${subject}. Pick offices, roles or groups to limit it.`
          : `Only people who match every kind picked below see this ${subject}${
              subject === 'page' ? ' and the pages beneath it' : ''
            }; site admins always do.`}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {LOOKUP_AUDIENCE_KEYS.map(({ key, kind }) => (
          <LookupPicker
            key={key}
            kind={kind}
            label={AUDIENCE_KEY_TITLES[key]}
            value={optionsOf(value, key)}
            onChange={(options) =>
              onChange(
                withKey(
                  value,
                  key,
                  options.map((o) => ({ Id: o.ID, Text: o.FullName ?? o.Name })),
                ),
              )
            }
            maxItems={MAX_VALUES_PER_KEY}
            placeholder={`Any ${AUDIENCE_KEY_TITLES[key].toLowerCase()}`}
          />
        ))}
        <MultiSelect
          label={AUDIENCE_KEY_TITLES.Role}
          data={[...AUDIENCE_ROLES]}
          value={valuesOf(value, 'Role')}
          onChange={(roles) =>
            onChange(
              withKey(
                value,
                'Role',
                roles.map((r) => ({ Id: r, Text: r })),
              ),
            )
          }
          placeholder={valuesOf(value, 'Role').length ? undefined : 'Any role'}
          clearable
        />
        <TagsInput
          label={AUDIENCE_KEY_TITLES.GroupId}
          description="Group names, as in the directory"
          value={valuesOf(value, 'GroupId')}
          onChange={(groups) =>
            onChange(
              withKey(
                value,
                'GroupId',
                groups.slice(0, MAX_VALUES_PER_KEY).map((g) => ({ Id: g, Text: g })),
              ),
            )
          }
          placeholder={valuesOf(value, 'GroupId').length ? undefined : 'Any group'}
          clearable
        />
      </SimpleGrid>
    </Stack>
  );
}
