import { Alert, Group, Skeleton, Stack, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSearch, IconSelector } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ScreenProps } from '../../../core/routes/screen-props.ts';
import { ScreenHeading } from '../../../ui/ScreenHeading.tsx';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { promosApi } from '../api/promos-api.ts';
import { PromoRow, QUERY_KEY } from './PromoRow.tsx';
import classes from './PromosAdmin.module.css';
import { comparePromoRows, type PromoSortKey } from './promo-rows.ts';

// Together within the 1240 px of a wide screen's content column, an edited row's fields included,
// so no column hides at the right.
const COLUMNS: { key: PromoSortKey | null; label: string; width?: number }[] = [
  { key: 'title', label: 'Page', width: 200 },
  { key: 'kind', label: 'Kind', width: 130 },
  { key: 'metaTitle', label: 'Meta title', width: 170 },
  { key: 'description', label: 'Description', width: 240 },
  { key: 'image', label: 'Image', width: 170 },
  { key: 'tags', label: 'Tags', width: 200 },
  { key: null, label: 'Actions', width: 90 },
];
const TABLE_MIN_WIDTH = COLUMNS.reduce((sum, column) => sum + (column.width ?? 0), 0);

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
      <ScreenHeading title={route.title}>
        What Content Promotion shows of each page: its kind, meta title, description, image and tags. Edit a
        row in place and save it.
      </ScreenHeading>
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
        <Table.ScrollContainer
          minWidth={TABLE_MIN_WIDTH}
          scrollAreaProps={{ classNames: { viewport: classes.scroller } }}
        >
          <Table
            verticalSpacing="xs"
            striped
            highlightOnHover
            className={classes.table}
            aria-label="Promo fields of every page"
          >
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((column) => {
                  const isSorted = column.key !== null && sort.key === column.key;
                  return (
                    <Table.Th
                      key={column.label}
                      w={column.width}
                      className={column.key === null ? classes.actions : undefined}
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
