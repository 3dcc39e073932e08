// Submitted executive briefs, newest first (site admins).
import { Accordion, Alert, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { serverMessage } from '../../../api/api-error.ts';
import { formatDateTime } from '../../../ui/dates.ts';
import { EmptyState } from '../../../ui/empty-state/index.ts';
import { LayerModal } from '../../../ui/layers/LayerModal.tsx';
import { adminApi } from '../api/admin-api.ts';

export function SubmissionsModal({ onClose }: { onClose: () => void }) {
  const query = useQuery({
    queryKey: ['forms', 'intake-submissions'],
    queryFn: ({ signal }) => adminApi.intakeSubmissions({ signal }),
  });
  return (
    <LayerModal opened onClose={onClose} title="Submitted briefs" size="xl">
      {query.isPending ? (
        <Stack gap="xs" role="status" aria-busy aria-label="Loading briefs">
          <Skeleton height={44} />
          <Skeleton height={44} />
        </Stack>
      ) : query.isError ? (
        <Alert color="red" role="alert">
          {serverMessage(query.error, 'Could not load the briefs.')}
        </Alert>
      ) : query.data.length === 0 ? (
        <EmptyState isCompact title="No briefs yet" />
      ) : (
        <Accordion variant="separated">
          {query.data.map((brief) => {
            const title = (name: string) => brief.Fields.find((f) => f.Name === name)?.Value ?? '';
            return (
              <Accordion.Item key={brief.ID} value={String(brief.ID)}>
                <Accordion.Control>
                  <Text size="sm" fw={600}>
                    {title('roleTitle')} · {title('clientCompany')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {brief.SubmittedBy?.FullName ?? 'A former colleague'} ·{' '}
                    {formatDateTime(brief.SubmittedAt)}
                  </Text>
                </Accordion.Control>
                <Accordion.Panel>
                  <Table verticalSpacing={4}>
                    <Table.Tbody>
                      {brief.Fields.map((field) => (
                        <Table.Tr key={field.Name}>
                          <Table.Th w="35%" fw={500}>
                            {field.Label}
                          </Table.Th>
                          <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{field.Value}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
        </Accordion>
      )}
    </LayerModal>
  );
}
