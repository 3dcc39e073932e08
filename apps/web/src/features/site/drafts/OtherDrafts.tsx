// Other admins' drafts of the page being edited: whose, and from when. Each may be opened as the
// start of one's own draft; editing without opening one starts a draft of one's own.
import type { DraftSummary } from '@atrium/contracts';
import { Alert, Button, Group, List, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { draftTime } from './draft-note.ts';

interface OtherDraftsProps {
  others: DraftSummary[];
  onOpen: (draft: DraftSummary) => void;
}

export function OtherDrafts({ others, onOpen }: OtherDraftsProps) {
  if (others.length === 0) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      mb="md"
      title="Other drafts of this page"
      icon={<IconUsers size={20} aria-hidden />}
    >
      <Text size="sm" mb="xs">
        Your edits start a draft of your own; open one of these to begin from it instead.
      </Text>
      <List size="sm" spacing={6}>
        {others.map((draft) => (
          <List.Item key={draft.Author.ID}>
            <Group gap="xs" wrap="wrap">
              <span>
                {draft.Author.FullName}'s draft from {draftTime(draft.UpdatedAt)}
              </span>
              <Button
                size="compact-xs"
                variant="outline"
                onClick={() => onOpen(draft)}
                aria-label={`Open ${draft.Author.FullName}'s draft`}
              >
                Open
              </Button>
            </Group>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
