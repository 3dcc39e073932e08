import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ScreenNoticeProps {
  title: string;
  message: string;
  /** Shown beside the title, e.g. a 'Hidden' badge. */
  badge?: ReactNode;
  children?: ReactNode;
}

/** A screen with nothing else to show: its title and one plain sentence, e.g. no page published yet. */
export function ScreenNotice({ title, message, badge, children }: ScreenNoticeProps) {
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
