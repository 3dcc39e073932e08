// A row's pencil and bin, each with a tooltip and a name read out with what it acts on
// ('Edit Partner briefing', 'Delete Partner briefing').
import { Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { IconAction } from '../IconAction.tsx';

export interface EditDeleteActionsProps {
  /** What the row is, e.g. the event's subject or the file's name. */
  name: string;
  /** The pencil's word: 'Edit', or 'Rename' where only the name changes. */
  editLabel?: string;
  onEdit: () => void;
  onDelete: () => void;
  iconSize?: number;
}

export function EditDeleteActions({
  name,
  editLabel = 'Edit',
  onEdit,
  onDelete,
  iconSize = 16,
}: EditDeleteActionsProps) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <IconAction label={editLabel} ariaLabel={`${editLabel} ${name}`} onClick={onEdit}>
        <IconPencil size={iconSize} aria-hidden />
      </IconAction>
      <IconAction label="Delete" ariaLabel={`Delete ${name}`} color="red" onClick={onDelete}>
        <IconTrash size={iconSize} aria-hidden />
      </IconAction>
    </Group>
  );
}
