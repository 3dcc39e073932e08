import { Alert, Group, Skeleton, Stack, Table, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSearch, IconSelector } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ScreenProps } from '../../../core/routes/screen-props.ts';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { promosApi } from '../api/promos-api.ts';
import { PromoRow, QUERY_KEY } from './PromoRow.tsx';
import { comparePromoRows, type PromoSortKey } from './promo-rows.ts';

const COLUMNS: { key: PromoSortKey | null; label: string; width?: number }[] = [
  { key: 'title', label: 'Page', width: 220 },
  { key: 'kind', label: 'Kind', width: 140 },
  { key: 'metaTitle', label: 'Meta title', width: 200 },
  { key: 'description', label: 'Description', width: 260 },
  { key: 'image', label: 'Image', width: 150 },
  { key: 'tags', label: 'Tags', width: 220 },
  { key: null, label: 'Actions', width: 170 },
];

export function PromosAdminScreen({ route }: ScreenProps) {
  useDocumentTitle(route.title);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ key: PromoSortKey; isDescending: boolean }>({
    key: 'title',
    isDescending: false,
  });
  const query = useQuery({ queryKey: QUERY_KEY, queryFn: ({ signal }) => promosApi.adminList({ signal }) });
  const rows = useMemo(() => {
    const words = search.toLowerCase().split(/\s+/).filter(Boolean);
    const found = (query.data ?? []).filter((row) => {
      const text = `${row.Title} ${row.FullPath} ${row.MetaTitle} ${row.Tags.join(' ')}`.toLowerCase();
      return words.every((w) => text.includes(w));
    });
    return found.sort((a, b) => comparePromoRows(a, b, sort.key) * (sort.isDescending ? -1 : 1));
  }, [query.data, search, sort]);
  const tagOptions = useMemo(
    () => [...new Set((query.data ?? []).flatMap((r) => r.Tags))].sort((a, b) => a.localeCompare(b)),
    [query.data],
  );

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={28} c="navy.8">
          {route.title}
        </Title>
        <Text size="sm" c="dimmed">
          What Content Promotion shows of each page: its kind, meta title, description, image and tags. Edit a
          row in place and save it.
        </Text>
      </div>
      <TextInput
        label="Filter pages"
        placeholder="Title, path, meta title or tag"
        leftSection={<IconSearch size={16} aria-hidden />}
        maw={420}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {query.isError && (
        <Alert color="red" role="alert" title="Could not load the pages">
          {query.error instanceof Error ? query.error.message : 'Try again later.'}
        </Alert>
      )}
      {query.isPending ? (
        <Stack gap="xs" role="status" aria-busy aria-label="Loading pages">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} height={40} radius="sm" />
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={1360}>
          <Table verticalSpacing="xs" striped highlightOnHover aria-label="Promo fields of every page">
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((column) => {
                  const isSorted = column.key !== null && sort.key === column.key;
                  return (
                    <Table.Th
                      key={column.label}
                      w={column.width}
                      aria-sort={isSorted ? (sort.isDescending ? 'descending' : 'ascending') : undefined}
                    >
                      {column.key === null ? (
                        column.label
                      ) : (
                        <UnstyledButton
                          fw={700}
                          fz="sm"
                          onClick={() =>
                            setSort((s) => ({
                              key: column.key as PromoSortKey,
                              isDescending: s.key === column.key ? !s.isDescending : false,
                            }))
                          }
                        >
                          <Group gap={4} wrap="nowrap">
                            {column.label}
                            {isSorted ? (
                              sort.isDescending ? (
                                <IconChevronDown size={14} aria-hidden />
                              ) : (
                                <IconChevronUp size={14} aria-hidden />
                              )
                            ) : (
                              <IconSelector size={14} aria-hidden />
                            )}
                          </Group>
                        </UnstyledButton>
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <PromoRow key={`${row.UUID}:${row.Version}`} row={row} tagOptions={tagOptions} />
              ))}
            </Table.Tbody>
          </Table>
          {rows.length === 0 && (
            <Text c="dimmed" size="sm" p="md" role="status">
              No pages match the filter.
            </Text>
          )}
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
