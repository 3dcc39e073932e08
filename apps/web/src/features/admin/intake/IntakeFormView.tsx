// Executive Brief Intake Form (spec 3 §2.10, §8): the server's form; a submission stores the brief.
// A form that cannot be loaded shows the server's text, or 'You must log in to view this.', in a
// danger notice that cannot be closed. Admins open the submitted briefs from here.
import { INTAKE_LOGIN_MESSAGE } from '@atrium/contracts';
import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { useSession } from '../../../core/session/use-session.ts';
import type { WidgetViewProps } from '../../../core/widgets/widget-type.ts';
import { toast } from '../../../ui/toast.tsx';
import { adminApi } from '../api/admin-api.ts';
import classes from './IntakeForm.module.css';

const SubmissionsModal = lazy(() =>
  import('./SubmissionsModal.tsx').then((m) => ({ default: m.SubmissionsModal })),
);

export const INTAKE_SENT = 'Thank you: your brief was sent to the intake team.';

/** The server's text when it gave one, else the spec's sign-in sentence. */
export function intakeErrorText(error: unknown): string {
  return isApiError(error) && error.message && error.status !== 401 ? error.message : INTAKE_LOGIN_MESSAGE;
}

export function IntakeFormView(_props: WidgetViewProps) {
  const { user } = useSession();
  const [isSending, setSending] = useState(false);
  const [isListOpen, setListOpen] = useState(false);
  const query = useQuery({
    queryKey: ['forms', 'intake-form'],
    queryFn: ({ signal }) => adminApi.intakeForm({ signal }),
    retry: false,
    staleTime: 10 * 60_000,
  });

  const submit = async (event: FormEvent<HTMLDivElement>) => {
    const form = event.target as HTMLFormElement;
    if (form.tagName !== 'FORM') return;
    event.preventDefault();
    const fields: Record<string, string> = {};
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields[name] = value;
    setSending(true);
    try {
      await adminApi.submitIntake(fields);
      form.reset();
      toast.success(INTAKE_SENT);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : 'Could not send the brief.');
    } finally {
      setSending(false);
    }
  };

  if (query.isPending) {
    return (
      <Stack gap="xs" role="status" aria-busy aria-label="Loading the form">
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={80} />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title="The form could not be loaded">
        {intakeErrorText(query.error)}
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      {user?.SiteAdmin && (
        <Group justify="flex-end">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconInbox size={14} aria-hidden />}
            onClick={() => setListOpen(true)}
          >
            Submitted briefs
          </Button>
        </Group>
      )}
      <div
        className={classes.form}
        onSubmit={submit}
        aria-busy={isSending || undefined}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server
        dangerouslySetInnerHTML={{ __html: query.data.Html }}
      />
      {isListOpen && (
        <Suspense fallback={null}>
          <SubmissionsModal onClose={() => setListOpen(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
