// spec 1 §2.1 /directory/{members}: every active colleague, searched as you type, filtered, sorted,
// as a table or as tiles, a page at a time as the reader scrolls. Row → profile (new tab).
import { brand, type Person } from '@atrium/contracts';
import { Anchor, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLayoutGrid, IconTable } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ScreenProps } from '../../../core/routes/screen-props.ts';
import { DataTable, type DataTableColumn, type FetchPage } from '../../../ui/data-table/index.ts';
import { PictureTile } from '../../../ui/picture-tile/index.ts';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { MemberFilterBar } from './MemberFilterBar.tsx';
import { MemberTiles } from './MemberTiles.tsx';
import {
  DEFAULT_MEMBER_SORT,
  EMPTY_MEMBER_FILTERS,
  type MemberFilters,
  membersQuery,
} from './member-filters.ts';
import { fetchMembersPage } from './member-list-queries.ts';
import { telHref } from './person-format.ts';
import { useProfileHref } from './person-links.ts';

export const NO_MEMBERS = 'No results';
const SEARCH_DEBOUNCE_MS = 250;

export function MembersScreen({ route }: ScreenProps) {
  useDocumentTitle(route.title);
  const [filters, setFilters] = useState<MemberFilters>(EMPTY_MEMBER_FILTERS);
  const [sort, setSort] = useState(DEFAULT_MEMBER_SORT);
  const [view, setView] = useState<'table' | 'tiles'>('table');
  const [search] = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const effective = useMemo(() => ({ ...filters, search }), [filters, search]);
  const profileHref = useProfileHref();

  const columns = useMemo(() => memberColumns(profileHref), [profileHref]);
  const fetchPage = useMemo<FetchPage<Person>>(
    () =>
      async ({ offset, limit, signal }) => {
        const page = await fetchMembersPage(membersQuery(effective, sort, { offset, limit }), signal);
        return { rows: page.items, total: page.total };
      },
    [effective, sort],
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1} fz={30} c="navy.8">
          {route.title}
        </Title>
        <SegmentedControl
          aria-label="View"
          value={view}
          onChange={(v) => setView(v as 'table' | 'tiles')}
          data={[
            { value: 'table', label: <ViewLabel icon={<IconTable size={16} aria-hidden />} text="Table" /> },
            {
              value: 'tiles',
              label: <ViewLabel icon={<IconLayoutGrid size={16} aria-hidden />} text="Tiles" />,
            },
          ]}
        />
      </Group>
      <MemberFilterBar filters={filters} onChange={setFilters} sort={sort} onSortChange={setSort} />
      {view === 'table' ? (
        <DataTable<Person>
          label={brand.membersLabel}
          columns={columns}
          queryKey={['people', 'members', effective, sort]}
          fetchPage={fetchPage}
          getRowId={(p) => String(p.Id)}
          emptyMessage={NO_MEMBERS}
          hasFilter={false}
          onRowClick={(p) => window.open(profileHref(p.Id), '_blank', 'noopener')}
          fitsWindow
        />
      ) : (
        <MemberTiles filters={effective} sort={sort} profileHref={profileHref} />
      )}
    </Stack>
  );
}

function ViewLabel({ icon, text }: { icon: React.ReactNode; text: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      <span>{text}</span>
    </Group>
  );
}

function memberColumns(profileHref: (id: number) => string): DataTableColumn<Person>[] {
  return [
    {
      id: 'picture',
      header: 'Photo',
      minWidthRem: 4.25,
      grow: 0,
      cell: (p) => <PictureTile name={p.fullName} id={p.pictureId} size="nano" radius="xl" />,
    },
    {
      id: 'name',
      header: 'Name',
      minWidthRem: 11,
      grow: 2,
      cell: (p) => (
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={profileHref(p.Id)} fw={600} size="sm" c="navy.8">
            {p.lastName}, {p.firstName}
          </Anchor>
          <Text size="xs" c="dimmed" truncate>
            {p.title}
          </Text>
        </Stack>
      ),
    },
    { id: 'role', header: 'Role', minWidthRem: 7, visibleAboveRem: 40, cell: (p) => p.role },
    { id: 'office', header: 'Office', minWidthRem: 8, cell: (p) => p.location?.Name ?? '—' },
    {
      id: 'license',
      header: 'License',
      minWidthRem: 8,
      visibleAboveRem: 48,
      cell: (p) => p.license?.Name ?? '—',
    },
    {
      id: 'phone',
      header: 'Phone',
      minWidthRem: 9,
      visibleAboveRem: 56,
      cell: (p) => {
        const phone = p.officePhone || p.mobilePhone;
        return phone ? (
          <Anchor href={telHref(phone)} size="sm">
            {phone}
          </Anchor>
        ) : (
          '—'
        );
      },
    },
    {
      id: 'email',
      header: 'Email',
      minWidthRem: 12,
      grow: 2,
      visibleAboveRem: 64,
      cell: (p) =>
        p.email ? (
          <Anchor href={`mailto:${p.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {p.email}
          </Anchor>
        ) : (
          '—'
        ),
    },
  ];
}
