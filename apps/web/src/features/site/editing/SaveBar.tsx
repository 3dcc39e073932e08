// spec 1 §2.7: the save bar — Save and Revert, with the changed flag. A landmark of its own, reached
// with a shortcut its Save button's tooltip names; Ctrl+S saves from anywhere on the page.
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconDeviceFloppy } from '@tabler/icons-react';
import { type ReactNode, useRef } from 'react';
import { Tooltip } from '../../../ui/Tooltip.tsx';
import classes from './PageEditor.module.css';
import { SAVE_BAR_SHORTCUT, SAVE_KEYS, SAVE_SHORTCUT, useSaveShortcuts } from './use-save-shortcuts.ts';

/** A dark orange: Mantine's orange 8 is 3.6:1 on white, below what small text needs (4.5:1). */
const CHANGED_COLOR = '#a63c06';

interface SaveBarProps {
  isChanged: boolean;
  isSaving: boolean;
  onSave: () => void;
  onRevert: () => void;
  /** What the draft's keeping has to say, beside the changed flag. */
  status?: ReactNode;
  /** Undo and Redo, when the bar serves the page editor. */
  history?: ReactNode;
}

export function SaveBar({ isChanged, isSaving, onSave, onRevert, status, history }: SaveBarProps) {
  const saveButton = useRef<HTMLButtonElement>(null);
  const canSave = isChanged && !isSaving;
  const save = () => {
    if (canSave) onSave();
  };
  useSaveShortcuts({ onSave: save, saveButton: () => saveButton.current });
  return (
    <Paper
      className={classes.saveBar}
      withBorder
      radius="md"
      p="sm"
      shadow="md"
      role="region"
      aria-label="Save bar"
    >
      {/* On a phone the buttons go under the status rather than past the window's edge. */}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} c={isChanged ? CHANGED_COLOR : 'dimmed'} role="status" aria-live="polite">
            {isChanged ? 'You have unsaved changes.' : 'All changes saved.'}
          </Text>
          {status}
        </Stack>
        <Group gap="xs" wrap="nowrap" ml="auto">
          {history}
          <Button
            variant="default"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            onClick={onRevert}
            disabled={!isChanged || isSaving}
          >
            Revert
          </Button>
          <Tooltip
            label={`Save: ${SAVE_SHORTCUT}. Come back to this bar: ${SAVE_BAR_SHORTCUT}.`}
            withArrow
            events={{ hover: true, focus: true, touch: false }}
          >
            {/* Not `disabled`, which would take it out of the tab order and silence its tooltip. */}
            <Button
              ref={saveButton}
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              onClick={save}
              loading={isSaving}
              data-disabled={!isChanged || undefined}
              aria-disabled={!isChanged}
              aria-keyshortcuts={SAVE_KEYS}
            >
              Save
            </Button>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}
