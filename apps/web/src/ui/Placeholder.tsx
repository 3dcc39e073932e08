import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export const SCREEN_NOT_AVAILABLE = 'This screen is not available yet.';

interface PlaceholderProps {
  title: string;
  message?: string;
  /** Shown beside the title, e.g. a 'Hidden' badge. */
  badge?: ReactNode;
  children?: ReactNode;
}

/** The shared "not built yet" state: the screen's title and one plain sentence. */
export function Placeholder({ title, message = SCREEN_NOT_AVAILABLE, badge, children }: PlaceholderProps) {
  return (
    <Stack gap="lg">
      <Group gap="sm" align="center">
        <Title order={1} fz={30} c="navy.8">
          {title}
        </Title>
        {badge}
      </Group>
      <Paper withBorder radius="lg" p="xl" bg="#f8fafc">
        <Stack align="center" gap="sm" py="lg">
          <ThemeIcon size={48} radius="xl" variant="light" color="navy">
            <IconTools size={26} stroke={1.5} aria-hidden />
          </ThemeIcon>
          <Text c="dimmed" ta="center">
            {message}
          </Text>
          {children}
        </Stack>
      </Paper>
    </Stack>
  );
}
