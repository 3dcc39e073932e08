// The member directory's search, filters and sort (spec 1 §2.1 /directory/{members}).
import type { LookupKind } from '@atrium/contracts';
import { Button, Chip, Collapse, Group, Input, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { LookupPicker } from '../../../ui/LookupPicker.tsx';
import { activeFilterCount, MEMBER_SORT_OPTIONS, type MemberFilters } from './member-filters.ts';

const ROLES = ['Partner', 'Researcher', 'Administrator'] as const;
const MAX_PER_FILTER = 10;

/** The filters picked from a lookup list, each named after its kind. */
const LOOKUP_FILTERS: readonly { kind: LookupKind & keyof MemberFilters; label: string }[] = [
  { kind: 'region', label: 'Region' },
  { kind: 'license', label: 'License' },
  { kind: 'location', label: 'Location' },
  { kind: 'practiceGroup', label: 'Practice group' },
  { kind: 'skill', label: 'Skill' },
];

export function MemberFilterBar(props: {
  filters: MemberFilters;
  onChange: (filters: MemberFilters) => void;
  sort: string;
  onSortChange: (sort: string) => void;
}) {
  const { filters, onChange } = props;
  const count = activeFilterCount(filters);
  const [isOpen, setOpen] = useState(count > 0);
  const set = (changes: Partial<MemberFilters>) => onChange({ ...filters, ...changes });

  return (
    <>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          style={{ flex: '1 1 16rem', minWidth: 0 }}
          label="Search"
          placeholder="Name or title"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filters.search}
          onChange={(e) => set({ search: e.currentTarget.value })}
          maxLength={100}
        />
        <Select
          style={{ flex: '0 1 14rem', minWidth: '10rem' }}
          label="Sort by"
          data={MEMBER_SORT_OPTIONS}
          value={props.sort}
          allowDeselect={false}
          onChange={(value) => value && props.onSortChange(value)}
        />
        <Button
          variant="light"
          color="navy"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          onClick={() => setOpen((o) => !o)}
          aria-expanded={isOpen}
        >
          {isOpen ? 'Hide filters' : 'Show filters'}
          {count > 0 ? ` (${count})` : ''}
        </Button>
      </Group>
      <Collapse expanded={isOpen}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" pt="xs">
          {LOOKUP_FILTERS.map(({ kind, label }) => (
            <LookupPicker
              key={kind}
              kind={kind}
              placeholder={`Any ${label.toLowerCase()}`}
              label={label}
              value={filters[kind]}
              maxItems={MAX_PER_FILTER}
              onChange={(value) => set({ [kind]: value })}
            />
          ))}
          <Input.Wrapper label="Role" labelElement="div" id="member-role-filter">
            <Chip.Group
              multiple
              value={filters.role}
              onChange={(role) => set({ role: role as MemberFilters['role'] })}
            >
              <Group gap="xs" role="group" aria-labelledby="member-role-filter-label" mih={36}>
                {ROLES.map((role) => (
                  <Chip key={role} value={role} size="sm" color="navy">
                    {role}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Input.Wrapper>
        </SimpleGrid>
      </Collapse>
    </>
  );
}
