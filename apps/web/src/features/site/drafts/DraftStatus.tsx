// Beside the save bar's changed flag: when the draft was kept or restored, and "Discard draft".
import { Button, Group, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { describeDraftNote } from './draft-note.ts';
import type { PageDrafts } from './use-page-drafts.ts';

export function DraftStatus({ drafts, isSaving }: { drafts: PageDrafts; isSaving: boolean }) {
  const { note, hasDraft } = drafts;
  if (!note && !hasDraft) return null;
  return (
    <Group gap="xs" wrap="wrap">
      {note && (
        <Text size="xs" c={note.kind === 'failed' ? 'red.9' : 'dimmed'} role="status" aria-live="polite">
          {describeDraftNote(note)}
        </Text>
      )}
      {hasDraft && (
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          c="red.9"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={() => void drafts.discard()}
          disabled={isSaving}
        >
          Discard draft
        </Button>
      )}
    </Group>
  );
}
