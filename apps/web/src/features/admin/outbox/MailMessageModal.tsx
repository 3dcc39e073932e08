// One outbox message read in place: its headers, the text, the HTML as the portal sanitised it,
// and its attachments to download.
import { Alert, Anchor, Badge, Group, Skeleton, Stack, Table, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { serverMessage } from '../../../api/api-error.ts';
import { formatDateTime } from '../../../ui/dates.ts';
import { LayerModal } from '../../../ui/layers/LayerModal.tsx';
import { formatFileSize } from '../../../ui/numbers.ts';
import { outboxApi } from '../api/outbox-api.ts';

export function MailMessageModal({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useQuery({
    queryKey: ['admin', 'mail', id],
    queryFn: ({ signal }) => outboxApi.message(id, { signal }),
  });
  const message = query.data;
  return (
    <LayerModal opened onClose={onClose} title={message?.subject ?? 'Message'} size="xl">
      {query.isError && (
        <Alert color="red" role="alert" title="Could not load the message">
          {serverMessage(query.error, 'Something went wrong.')}
        </Alert>
      )}
      {query.isPending && <Skeleton height={160} aria-label="Loading the message" />}
      {message && (
        <Stack gap="sm">
          <Table variant="vertical" withTableBorder>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={110}>To</Table.Th>
                <Table.Td>{message.to.join(', ')}</Table.Td>
              </Table.Tr>
              {message.cc.length > 0 && (
                <Table.Tr>
                  <Table.Th>Cc</Table.Th>
                  <Table.Td>{message.cc.join(', ')}</Table.Td>
                </Table.Tr>
              )}
              <Table.Tr>
                <Table.Th>Status</Table.Th>
                <Table.Td>
                  <Group gap="xs">
                    <Badge variant="light">{message.status}</Badge>
                    <Text size="sm">
                      {message.sentAt
                        ? `sent ${formatDateTime(message.sentAt)}`
                        : `queued ${formatDateTime(message.createdAt)}`}
                    </Text>
                  </Group>
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Sent by</Table.Th>
                <Table.Td>{message.kind}</Table.Td>
              </Table.Tr>
              {message.lastError && (
                <Table.Tr>
                  <Table.Th>Last error</Table.Th>
                  <Table.Td>{message.lastError}</Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
          <Tabs defaultValue={message.safeHtml ? 'html' : 'text'}>
            <Tabs.List>
              {message.safeHtml && <Tabs.Tab value="html">Formatted</Tabs.Tab>}
              <Tabs.Tab value="text">Plain text</Tabs.Tab>
            </Tabs.List>
            {message.safeHtml && (
              <Tabs.Panel value="html" pt="sm">
                {/* Sanitised on the server with the pages' rich-text rules. */}
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised HTML from the server */}
                <div dangerouslySetInnerHTML={{ __html: message.safeHtml }} />
              </Tabs.Panel>
            )}
            <Tabs.Panel value="text" pt="sm">
              <Text component="pre" size="sm" style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}>
                {message.text}
              </Text>
            </Tabs.Panel>
          </Tabs>
          {message.attachments.length > 0 && (
            <Stack gap={4}>
              <Text fw={600} size="sm">
                Attachments
              </Text>
              {message.attachments.map((a) => (
                <Anchor
                  key={a.index}
                  href={outboxApi.attachmentUrl(message.id, a.index)}
                  download={a.name}
                  size="sm"
                >
                  {a.name} ({formatFileSize(a.size)})
                </Anchor>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </LayerModal>
  );
}
