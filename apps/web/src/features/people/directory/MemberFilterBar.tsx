// The member directory's search, filters and sort (spec 1 §2.1 /directory/{members}).
import { Button, Chip, Collapse, Group, Input, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { LookupPicker } from '../../../ui/LookupPicker.tsx';
import { activeFilterCount, MEMBER_SORT_OPTIONS, type MemberFilters } from './member-filters.ts';

const ROLES = ['Partner', 'Researcher', 'Administrator'] as const;
const MAX_PER_FILTER = 10;

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
          <LookupPicker
            kind="region"
            placeholder="Any region"
            label="Region"
            value={filters.region}
            maxItems={MAX_PER_FILTER}
            onChange={(region) => set({ region })}
          />
          <LookupPicker
            kind="license"
            placeholder="Any license"
            label="License"
            value={filters.license}
            maxItems={MAX_PER_FILTER}
            onChange={(license) => set({ license })}
          />
          <LookupPicker
            kind="location"
            placeholder="Any location"
            label="Location"
            value={filters.location}
            maxItems={MAX_PER_FILTER}
            onChange={(location) => set({ location })}
          />
          <LookupPicker
            kind="practiceGroup"
            placeholder="Any practice group"
            label="Practice group"
            value={filters.practiceGroup}
            maxItems={MAX_PER_FILTER}
            onChange={(practiceGroup) => set({ practiceGroup })}
          />
          <LookupPicker
            kind="skill"
            placeholder="Any skill"
            label="Skill"
            value={filters.skill}
            maxItems={MAX_PER_FILTER}
            onChange={(skill) => set({ skill })}
          />
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
