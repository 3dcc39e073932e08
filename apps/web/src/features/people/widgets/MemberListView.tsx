// People Table View (member-list, spec 3 §2.6): picture, First, Last, Title, License, phones (M and O,
// tap to call) and Email; row → the person's profile. Pages only when perPage is set and exceeded.
import { Anchor, Button, Group, Pagination, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigateByName } from '../../../core/routes/use-navigate-by-name.ts';
import { readAttributes } from '../../../core/widgets/attributes.ts';
import type { WidgetViewProps } from '../../../core/widgets/widget-type.ts';
import { PictureTile } from '../../../ui/picture-tile/index.ts';
import { WidgetEmpty, WidgetError, WidgetLoading } from '../../../ui/widget-states.tsx';
import { peopleApi } from '../api/people-api.ts';
import { telHref } from '../directory/person-format.ts';
import { useProfileHref } from '../directory/person-links.ts';
import { MemberListAttributesSchema, memberListRequest, peopleFilterRows } from './people-attributes.ts';

export function MemberListView({ section, page }: WidgetViewProps) {
  const attributes = readAttributes(MemberListAttributesSchema, section.Attributes);
  const filter = peopleFilterRows({ json: attributes.json, page });
  const [pageNumber, setPage] = useState(1);
  const body = memberListRequest(attributes, filter, pageNumber);
  const query = useQuery({
    queryKey: ['people', 'widget', 'member-list', body],
    queryFn: ({ signal }) => peopleApi.memberList(body, { signal }),
    placeholderData: keepPreviousData,
  });
  const profileHref = useProfileHref();
  const navigate = useNavigateByName();

  if (query.isPending) return <WidgetLoading />;
  if (query.isError) return <WidgetError error={query.error} message="Could not retrieve partner list." />;
  const { items, total, perPage } = query.data;
  if (items.length === 0) return <WidgetEmpty title="No results" />;
  const pages = perPage ? Math.ceil(total / perPage) : 1;

  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={560} maxHeight={560}>
        <Table verticalSpacing={6} highlightOnHover stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <VisuallyHidden>Picture</VisuallyHidden>
              </Table.Th>
              <Table.Th>First</Table.Th>
              <Table.Th>Last</Table.Th>
              <Table.Th>Title</Table.Th>
              <Table.Th>License</Table.Th>
              <Table.Th>Phone</Table.Th>
              <Table.Th>Email</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((p) => (
              <Table.Tr
                key={p.Id}
                style={{ cursor: 'pointer' }}
                onClick={(e) => {
                  if ((e.target as HTMLElement).closest('a,button')) return;
                  window.open(profileHref(p.Id), '_blank', 'noopener');
                }}
              >
                <Table.Td w={48}>
                  <PictureTile name={p.fullName} id={p.pictureId} size="nano" radius="xl" />
                </Table.Td>
                <Table.Td>
                  <Anchor href={profileHref(p.Id)} target="_blank" rel="noopener noreferrer" size="sm">
                    {p.firstName}
                  </Anchor>
                </Table.Td>
                <Table.Td>{p.lastName}</Table.Td>
                <Table.Td>{p.title}</Table.Td>
                <Table.Td>{p.license?.Name ?? '—'}</Table.Td>
                {/* A number split over lines is hard to read and to dial: the other columns give way. */}
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Stack gap={0}>
                    {p.mobilePhone && (
                      <Anchor href={telHref(p.mobilePhone)} size="xs">
                        M: {p.mobilePhone}
                      </Anchor>
                    )}
                    {p.officePhone && (
                      <Anchor href={telHref(p.officePhone)} size="xs">
                        O: {p.officePhone}
                      </Anchor>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  {p.email && (
                    <Anchor href={`mailto:${p.email}`} size="sm">
                      {p.email}
                    </Anchor>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" wrap="wrap">
        <Text size="xs" c="dimmed">
          {total} {total === 1 ? 'person' : 'people'}
        </Text>
        {pages > 1 && <Pagination size="sm" total={pages} value={pageNumber} onChange={setPage} />}
        {attributes.fullReport && (
          <Button
            size="xs"
            variant="light"
            color="navy"
            onClick={() => navigate('_ReportsUsers', undefined, { query: { autoRun: 'true' } })}
          >
            {attributes.fullReportBtnText || 'Full Report'}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
