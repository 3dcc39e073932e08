// "My off-limits expiring in the next 90 days": companies whose off-limits date ends soon where the
// partner is on the team of the assignment behind it, soonest first.
import { Anchor, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../ui/dates.ts';
import { Panel } from '../detail/DetailParts.tsx';
import { useMclHrefs } from '../mcl-links.ts';
import { EXPIRING_DAYS, offLimitsExpiringQuery } from '../partner-panel-queries.ts';
import { OffLimitsDigestSwitch } from './OffLimitsDigestSwitch.tsx';

export function ExpiringOffLimits({ partnerId, isOwn }: { partnerId: number; isOwn: boolean }) {
  const hrefs = useMclHrefs();
  const query = useQuery(offLimitsExpiringQuery(partnerId));
  const title = `${isOwn ? 'My off-limits' : 'Off-limits'} expiring in the next ${EXPIRING_DAYS} days`;
  return (
    <Panel title={title} actions={isOwn ? <OffLimitsDigestSwitch /> : undefined}>
      {query.isPending ? (
        <Skeleton height={60} role="status" aria-busy aria-label="Loading off-limits expiring soon" />
      ) : query.isError ? (
        <Text size="sm" c="red.8" role="alert">
          The off-limits expiring soon could not be loaded.
        </Text>
      ) : query.data.items.length === 0 ? (
        <Text size="sm">No off-limits end in the next {EXPIRING_DAYS} days.</Text>
      ) : (
        <Stack gap="xs">
          <Table.ScrollContainer minWidth={320}>
            <Table fz="sm" verticalSpacing={6} aria-label={title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Company</Table.Th>
                  <Table.Th>Off limits until</Table.Th>
                  <Table.Th>Act by</Table.Th>
                  <Table.Th>Assignment</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.items.map((row) => (
                  <Table.Tr key={row.companyId}>
                    <Table.Td>
                      <Anchor component={Link} to={hrefs.company(row.companyId)} size="sm">
                        {row.company}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{formatDate(row.until)}</Table.Td>
                    <Table.Td>{formatDate(row.actionDate)}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={hrefs.assignment(row.assignment.id)} size="sm">
                        {row.assignment.jobTitle}
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {query.data.total > query.data.items.length && (
            <Text size="xs" c="dimmed">
              The first {query.data.items.length} of {query.data.total}.
            </Text>
          )}
        </Stack>
      )}
    </Panel>
  );
}
