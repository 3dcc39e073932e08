// spec 1 §8: a failed save shows the server's answer in a red notice.
import { Alert, CloseButton, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { SAVE_FAILED_MESSAGE } from './use-save-page.ts';

export function SaveErrorNotice({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      mb="md"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={SAVE_FAILED_MESSAGE}
      role="alert"
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm">{message}</Text>
        <CloseButton aria-label="Dismiss the error" size="sm" onClick={onDismiss} />
      </Group>
    </Alert>
  );
}
