// The table "who knows this client" and "clients I know" share. Its columns follow the ranking, so
// a phone shows what a row is ranked by first: the credited billings of the last 5 years (for
// viewers with ViewFinancials), the assignments (role and share), the latest date taken. On a phone
// the latest date stands under the name instead of in a column of its own, so the row fits.
import type { RelationshipAssignment } from '@atrium/contracts';
import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../ui/dates.ts';
import { formatMoney } from '../../../ui/numbers.ts';
import { TeamRole } from '../format/TeamRole.tsx';
import { useMclHrefs } from '../mcl-links.ts';
import { RELATIONSHIP_PAGE_SIZE } from '../mcl-queries.ts';

export { RELATIONSHIP_PAGE_SIZE };

export interface RelationshipRow {
  key: number;
  name: ReactNode;
  assignmentCount: number;
  lastTaken: string | null;
  creditedBillings?: number;
  assignments: RelationshipAssignment[];
}

export function RelationshipTable(props: {
  label: string;
  nameHeader: string;
  rows: RelationshipRow[];
  currency: string;
  total: number;
  page: number;
  onPage: (page: number) => void;
}) {
  const hrefs = useMclHrefs();
  const showsMoney = props.rows.some((r) => r.creditedBillings !== undefined);
  const pages = Math.max(1, Math.ceil(props.total / RELATIONSHIP_PAGE_SIZE));
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={300}>
        <Table fz="sm" verticalSpacing={6} aria-label={props.label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{props.nameHeader}</Table.Th>
              {showsMoney && <Table.Th style={{ textAlign: 'right' }}>Credited billings, 5 years</Table.Th>}
              <Table.Th>Assignments</Table.Th>
              <Table.Th visibleFrom="sm">Latest taken</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td>
                  {/* A block of its own: a link beside other text would need an underline to tell it apart. */}
                  <div>{row.name}</div>
                  {row.lastTaken && (
                    <Text size="xs" c="dimmed" hiddenFrom="sm">
                      Latest taken {formatDate(row.lastTaken)}
                    </Text>
                  )}
                </Table.Td>
                {showsMoney && (
                  <Table.Td style={{ textAlign: 'right' }}>
                    {row.creditedBillings === undefined
                      ? '—'
                      : formatMoney(row.creditedBillings, props.currency)}
                  </Table.Td>
                )}
                <Table.Td>
                  <Text size="sm">{row.assignmentCount}</Text>
                  {row.assignments.slice(0, 3).map((a) => (
                    <Text size="xs" c="dimmed" key={a.id}>
                      <Anchor component={Link} to={hrefs.assignment(a.id)} size="xs" underline="always">
                        {a.jobTitle}
                      </Anchor>{' '}
                      (
                      {a.roles.map((r, i) => (
                        <Fragment key={`${r.role}${r.percentage}`}>
                          {i > 0 && ', '}
                          <TeamRole role={r.role} percentage={r.percentage} />
                        </Fragment>
                      ))}
                      )
                    </Text>
                  ))}
                </Table.Td>
                <Table.Td visibleFrom="sm">{formatDate(row.lastTaken)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Group gap="xs" justify="flex-end">
          <Text size="xs" c="dimmed">
            Page {props.page} of {pages}
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            disabled={props.page <= 1}
            onClick={() => props.onPage(props.page - 1)}
          >
            Previous
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            disabled={props.page >= pages}
            onClick={() => props.onPage(props.page + 1)}
          >
            Next
          </Button>
        </Group>
      )}
    </Stack>
  );
}
