// spec 1 §2.7: the save bar — Save and Revert, with the changed flag.
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconArrowBackUp, IconDeviceFloppy } from '@tabler/icons-react';
import classes from './PageEditor.module.css';

interface SaveBarProps {
  isChanged: boolean;
  isSaving: boolean;
  onSave: () => void;
  onRevert: () => void;
}

export function SaveBar({ isChanged, isSaving, onSave, onRevert }: SaveBarProps) {
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
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={500} c={isChanged ? 'orange.8' : 'dimmed'} role="status" aria-live="polite">
          {isChanged ? 'You have unsaved changes.' : 'All changes saved.'}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Button
            variant="default"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            onClick={onRevert}
            disabled={!isChanged || isSaving}
          >
            Revert
          </Button>
          <Button
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            onClick={onSave}
            loading={isSaving}
            disabled={!isChanged}
          >
            Save
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
