// Toasts (spec 1 §8): success, warning and error messages at the bottom for 5 seconds.
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { missingPermissionOf } from '../api/api-error.ts';

export const TOAST_AUTO_CLOSE_MS = 5000;

type Tone = 'success' | 'warning' | 'error';

const tones: Record<Tone, { color: string; icon: ReactNode }> = {
  success: { color: 'teal', icon: <IconCheck size={18} aria-hidden /> },
  warning: { color: 'yellow', icon: <IconAlertTriangle size={18} aria-hidden /> },
  error: { color: 'red', icon: <IconX size={18} aria-hidden /> },
};

interface ToastOptions {
  /** Showing a toast with the same id again replaces it instead of stacking a copy. */
  id?: string;
  autoClose?: number | false;
}

function show(tone: Tone, message: string, options: ToastOptions = {}): string {
  const { color, icon } = tones[tone];
  const id = options.id ?? `${tone}:${message}`;
  notifications.hide(id);
  return notifications.show({
    id,
    message,
    color,
    icon,
    autoClose: options.autoClose ?? TOAST_AUTO_CLOSE_MS,
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Close message' },
  });
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  /**
   * A failed call's error toast — none for data the reader may not see (a 403 naming a missing
   * flag): the screen says in place that it is not shared, which is no failure to announce.
   */
  failure: (error: unknown, message: string, options?: ToastOptions): string | null =>
    missingPermissionOf(error) ? null : show('error', message, options),
};
