import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconPuzzle } from '@tabler/icons-react';

export const WIDGET_NOT_AVAILABLE = 'This widget is not available yet.';

/** A widget type that is not built yet still shows its card with its title. */
export function UnavailableWidget({ typeName }: { typeName?: string }) {
  return (
    <Group gap="sm" wrap="nowrap" py={4}>
      <ThemeIcon variant="light" color="gray" radius="xl" size={34}>
        <IconPuzzle size={18} stroke={1.6} aria-hidden />
      </ThemeIcon>
      <div>
        <Text size="sm" c="dimmed">
          {WIDGET_NOT_AVAILABLE}
        </Text>
        {typeName && (
          <Text size="xs" c="dimmed">
            {typeName}
          </Text>
        )}
      </div>
    </Group>
  );
}
