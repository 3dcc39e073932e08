import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface EmptyStateAction {
  label: string;
  onClick: () => void;
}

export interface EmptyStateProps {
  /** The spec's sentence, e.g. 'No partners for this filter'. */
  title: string;
  message?: ReactNode;
  /** A tabler icon element; an empty tray by default. */
  icon?: ReactNode;
  action?: EmptyStateAction;
  /** Inside a table or a small widget: no frame, a smaller icon. */
  isCompact?: boolean;
}

/** "Nothing here" in one shape everywhere (spec 3 §8 empty states), announced politely. */
export function EmptyState({ title, message, icon, action, isCompact = false }: EmptyStateProps) {
  const body = (
    <Stack align="center" gap={isCompact ? 6 : 'sm'} py={isCompact ? 'lg' : 'lg'} px="md">
      <ThemeIcon size={isCompact ? 36 : 48} radius="xl" variant="light" color="navy" aria-hidden>
        {icon ?? <IconInbox size={isCompact ? 20 : 26} stroke={1.5} />}
      </ThemeIcon>
      <Text fw={600} c="navy.8" ta="center" size={isCompact ? 'sm' : 'md'}>
        {title}
      </Text>
      {message && (
        <Text c="dimmed" ta="center" size="sm" maw={420}>
          {message}
        </Text>
      )}
      {action && (
        <Button size="xs" variant="light" color="navy" onClick={action.onClick} mt={4}>
          {action.label}
        </Button>
      )}
    </Stack>
  );
  if (isCompact) return <div role="status">{body}</div>;
  return (
    <Paper role="status" withBorder radius="lg" p="xl" bg="#f8fafc">
      {body}
    </Paper>
  );
}
