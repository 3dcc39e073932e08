// /admin/mail: the portal's outbox and jobs table for site admins, and a test mail to check the
// SMTP relay (docs/mail-and-jobs.md).
import { Button, Group, Stack, Tabs } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessage } from '../../../api/api-error.ts';
import type { ScreenProps } from '../../../core/routes/screen-props.ts';
import { ScreenHeading } from '../../../ui/ScreenHeading.tsx';
import { toast } from '../../../ui/toast.tsx';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { outboxApi } from '../api/outbox-api.ts';
import { JobsTable } from './JobsTable.tsx';
import { OutboxTable } from './OutboxTable.tsx';

export function MailAdminScreen({ route }: ScreenProps) {
  useDocumentTitle(route.title);
  const queryClient = useQueryClient();
  const [isSending, setSending] = useState(false);
  const sendTest = async () => {
    setSending(true);
    try {
      const mail = await outboxApi.sendTestMail();
      toast.success(`Test mail queued to ${mail.to.join(', ')}`);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    } catch (error) {
      toast.error(serverMessage(error, 'Could not queue the test mail.'));
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <ScreenHeading title={route.title} introMaxWidth={640}>
          Every mail the portal sends passes through this outbox. Without an SMTP relay (SMTP_URL) mail is
          kept here, marked kept, for you to read.
        </ScreenHeading>
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          onClick={() => void sendTest()}
          loading={isSending}
        >
          Send a test mail
        </Button>
      </Group>
      <Tabs defaultValue="outbox" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="outbox">Outbox</Tabs.Tab>
          <Tabs.Tab value="jobs">Jobs</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="outbox" pt="md">
          <OutboxTable />
        </Tabs.Panel>
        <Tabs.Panel value="jobs" pt="md">
          <JobsTable />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
