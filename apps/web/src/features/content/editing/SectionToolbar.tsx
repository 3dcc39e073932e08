// A card's row buttons in editing mode (spec 1 §2.7): drag handle, Edit, Duplicate, Delete —
// disabled while the page saves.
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconCopy, IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import classes from './PageEditor.module.css';

interface SectionToolbarProps {
  label: string;
  isDisabled: boolean;
  dragAttributes: DraggableAttributes;
  dragListeners: DraggableSyntheticListeners;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

export function SectionToolbar({
  label,
  isDisabled,
  dragAttributes,
  dragListeners,
  onEdit,
  onDuplicate,
  onDelete,
}: SectionToolbarProps) {
  return (
    <div className={classes.toolbar}>
      <Tooltip label="Edit widget">
        <ActionIcon
          variant="subtle"
          color="navy"
          aria-label={`Edit ${label}`}
          onClick={onEdit}
          disabled={isDisabled}
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Duplicate">
        <ActionIcon
          variant="subtle"
          color="navy"
          aria-label={`Duplicate ${label}`}
          onClick={onDuplicate}
          disabled={isDisabled}
        >
          <IconCopy size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Delete">
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${label}`}
          onClick={onDelete}
          disabled={isDisabled}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <ActionIcon
        variant="subtle"
        color="gray"
        className={classes.handle}
        disabled={isDisabled}
        {...dragAttributes}
        {...dragListeners}
        aria-label={`Move ${label}`}
        aria-roledescription="sortable"
      >
        <IconGripVertical size={18} aria-hidden />
      </ActionIcon>
    </div>
  );
}
