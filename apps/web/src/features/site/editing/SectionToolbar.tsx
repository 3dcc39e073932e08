// A card's row buttons in editing mode (spec 1 §2.7): "+" (a new widget goes before this card),
// drag handle, Edit, Duplicate, Delete — disabled while the page saves — and the audience badge of
// a widget limited to one.
import type { Audience } from '@atrium/contracts';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { ActionIcon } from '@mantine/core';
import { IconCopy, IconGripVertical, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { IconAction } from '../../../ui/IconAction.tsx';
import { AudienceBadge } from '../audience/AudienceBadge.tsx';
import classes from './PageEditor.module.css';

interface SectionToolbarProps {
  label: string;
  audience: Audience;
  isDisabled: boolean;
  dragAttributes: DraggableAttributes;
  dragListeners: DraggableSyntheticListeners;
  onInsertBefore: () => void;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

export function SectionToolbar({
  label,
  audience,
  isDisabled,
  dragAttributes,
  dragListeners,
  onInsertBefore,
  onEdit,
  onDuplicate,
  onDelete,
}: SectionToolbarProps) {
  return (
    <div className={classes.toolbar}>
      <AudienceBadge audience={audience} size="xs" />
      <IconAction
        label="Insert a widget here"
        ariaLabel={`Insert a widget before ${label}`}
        onClick={onInsertBefore}
        isDisabled={isDisabled}
      >
        <IconPlus size={18} aria-hidden />
      </IconAction>
      <IconAction label="Edit widget" ariaLabel={`Edit ${label}`} onClick={onEdit} isDisabled={isDisabled}>
        <IconPencil size={18} aria-hidden />
      </IconAction>
      <IconAction
        label="Duplicate"
        ariaLabel={`Duplicate ${label}`}
        onClick={onDuplicate}
        isDisabled={isDisabled}
      >
        <IconCopy size={18} aria-hidden />
      </IconAction>
      <IconAction
        label="Delete"
        ariaLabel={`Delete ${label}`}
        onClick={onDelete}
        color="red"
        isDisabled={isDisabled}
      >
        <IconTrash size={18} aria-hidden />
      </IconAction>
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
