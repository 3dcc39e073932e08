// The page's four filters (spec 1 §3): content (tags and search), users, assignments, companies —
// with what the parent passes down when a filter is left empty.
import type { PageFilters } from '@atrium/contracts';
import { Divider, MultiSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { parseFilterList } from '../../../core/widgets/filter-attributes.ts';
import { FilterEditor } from '../widgets/filter/FilterEditor.tsx';
import {
  describeInherited,
  parseContentFilter,
  serializeContentFilter,
  serializeFilterList,
} from './page-filters.ts';
import { routeApi } from './route-api.ts';
import type { RouteForm } from './route-form.ts';

interface RouteFiltersTabProps {
  form: RouteForm;
  change: (changes: Partial<RouteForm>) => void;
  inherited: PageFilters | null;
}

const LIST_FILTERS = [
  { field: 'UsersFilterJSON', inherited: 'UsersFilter', title: 'Users filter' },
  { field: 'AssignmentsFilterJSON', inherited: 'AssignmentsFilter', title: 'Assignments filter' },
  { field: 'CompaniesFilterJSON', inherited: 'CompaniesFilter', title: 'Companies filter' },
] as const;

function InheritedHint({ value }: { value: unknown }) {
  const text = describeInherited(value);
  return (
    <Text size="xs" c="dimmed">
      {text ? `When empty, the parent passes down: ${text}` : 'The parent passes down no filter.'}
    </Text>
  );
}

export function RouteFiltersTab({ form, change, inherited }: RouteFiltersTabProps) {
  const tags = useQuery({
    queryKey: ['cms-tags'],
    queryFn: ({ signal }) => routeApi.tags(signal),
    staleTime: 300_000,
  });
  const content = parseContentFilter(form.ContentFilterJSON);
  const setContent = (next: Partial<typeof content>) =>
    change({ ContentFilterJSON: serializeContentFilter({ ...content, ...next }) });
  const tagOptions = [
    ...new Map(
      [...(tags.data ?? []).map((t) => ({ Id: t.ID, Text: t.Name })), ...content.tags].map((t) => [t.Id, t]),
    ).values(),
  ];

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={3} fz="md">
          Content filter
        </Title>
        <MultiSelect
          label="Tags"
          data={tagOptions.map((t) => ({ value: String(t.Id), label: t.Text }))}
          value={content.tags.map((t) => String(t.Id))}
          onChange={(ids) => setContent({ tags: tagOptions.filter((t) => ids.includes(String(t.Id))) })}
          searchable
          clearable
          placeholder={content.tags.length ? undefined : 'Any tag'}
          nothingFoundMessage="No tag of that name"
        />
        <TextInput
          label="Search"
          value={content.search}
          onChange={(e) => setContent({ search: e.currentTarget.value })}
        />
        <InheritedHint value={inherited?.ContentFilter} />
      </Stack>
      {LIST_FILTERS.map((filter) => (
        <Stack key={filter.field} gap="xs">
          <Divider />
          <Title order={3} fz="md">
            {filter.title}
          </Title>
          <FilterEditor
            value={parseFilterList(form[filter.field])}
            onChange={(rows) => change({ [filter.field]: serializeFilterList(rows) })}
          />
          <InheritedHint value={inherited?.[filter.inherited]} />
        </Stack>
      ))}
    </Stack>
  );
}
