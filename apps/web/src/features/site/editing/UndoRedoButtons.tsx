// Undo and Redo in the save bar: each names the change it would take back or bring again, in its
// tooltip and its accessible name, and what was undone is announced to screen readers.
import { ActionIcon, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp } from '@tabler/icons-react';
import type { UndoControls } from './undo-history.ts';
import {
  REDO_KEYS,
  REDO_SHORTCUT,
  UNDO_KEYS,
  UNDO_SHORTCUT,
  useUndoShortcuts,
} from './use-undo-shortcuts.ts';

export function UndoRedoButtons({ controls, isSaving }: { controls: UndoControls; isSaving: boolean }) {
  const { undoLabel, redoLabel } = controls;
  const canUndo = undoLabel !== null && !isSaving;
  const canRedo = redoLabel !== null && !isSaving;
  useUndoShortcuts({
    onUndo: () => canUndo && controls.undo(),
    onRedo: () => canRedo && controls.redo(),
  });
  const undoName = undoLabel ? `Undo ${undoLabel}` : 'Undo';
  const redoName = redoLabel ? `Redo ${redoLabel}` : 'Redo';
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip
        label={`${undoName} (${UNDO_SHORTCUT})`}
        withArrow
        events={{ hover: true, focus: true, touch: false }}
      >
        {/* Not `disabled`, which would take it out of the tab order and silence its tooltip. */}
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={undoName}
          aria-keyshortcuts={UNDO_KEYS}
          aria-disabled={!canUndo}
          data-disabled={!canUndo || undefined}
          onClick={() => canUndo && controls.undo()}
        >
          <IconArrowBackUp size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip
        label={`${redoName} (${REDO_SHORTCUT})`}
        withArrow
        events={{ hover: true, focus: true, touch: false }}
      >
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={redoName}
          aria-keyshortcuts={REDO_KEYS}
          aria-disabled={!canRedo}
          data-disabled={!canRedo || undefined}
          onClick={() => canRedo && controls.redo()}
        >
          <IconArrowForwardUp size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <VisuallyHidden role="status" aria-live="polite">
        {controls.announcement}
      </VisuallyHidden>
    </Group>
  );
}
