// Tells the editor which readers will not see a widget's figures: those without a flag one of its
// endpoints needs (docs/permissions.md). They see a note in the widget's place (WidgetBody).
import type { Permission } from '@atrium/contracts';
import { Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

export const WIDGET_READERS_NOTE_ID = 'widget-readers-note';

/** 'Readers without the ViewFinancials permission see a note instead of these figures.' */
export const widgetReadersNote = (permissions: readonly Permission[]): string =>
  `Readers without the ${permissions.join(' or ')} permission see a note instead of these figures.`;

export function WidgetReadersNote({ permissions }: { permissions: readonly Permission[] }) {
  if (permissions.length === 0) return null;
  return (
    <Group gap={8} wrap="nowrap" align="flex-start" mt={-8}>
      <IconLock
        size={16}
        aria-hidden
        color="var(--mantine-color-gray-7)"
        style={{ flexShrink: 0, marginTop: 2 }}
      />
      <Text size="sm" c="gray.7" id={WIDGET_READERS_NOTE_ID}>
        {widgetReadersNote(permissions)}
      </Text>
    </Group>
  );
}
