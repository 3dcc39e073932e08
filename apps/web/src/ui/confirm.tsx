// A yes/no question in a modal, as a promise: `if (await confirmAction({...})) …`.
import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { modalHostReady } from './modal-host-ready.ts';

export interface ConfirmOptions {
  title: string;
  message: string;
  /** Shown under the question, e.g. what the action would change or two values side by side. */
  details?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions. */
  isDanger?: boolean;
}

export async function confirmAction(options: ConfirmOptions): Promise<boolean> {
  await modalHostReady;
  return new Promise((resolve) => {
    let isAnswered = false;
    const answer = (value: boolean) => {
      if (isAnswered) return;
      isAnswered = true;
      resolve(value);
    };
    modals.openConfirmModal({
      title: options.title,
      centered: true,
      size: options.details ? 'lg' : undefined,
      children: options.details ? (
        <Stack gap="sm">
          <Text size="sm">{options.message}</Text>
          {options.details}
        </Stack>
      ) : (
        <Text size="sm">{options.message}</Text>
      ),
      labels: { confirm: options.confirmLabel ?? 'Continue', cancel: options.cancelLabel ?? 'Cancel' },
      confirmProps: { color: options.isDanger ? 'red' : 'navy', 'data-autofocus': true },
      onConfirm: () => answer(true),
      onCancel: () => answer(false),
      onClose: () => answer(false),
    });
  });
}
