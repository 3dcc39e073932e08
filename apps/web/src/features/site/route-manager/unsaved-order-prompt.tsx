// spec 1 §8: unsaved order changes block add, edit and duplicate — 'Unsaved Changes' with
// Discard or Save. Resolves true when the action may go on.
import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { modalHostReady } from '../../../ui/modal-host-ready.ts';

export const UNSAVED_ORDER_TITLE = 'Unsaved Changes';
export const UNSAVED_ORDER_MESSAGE =
  'You have unsaved route order changes. Please save or discard them before continuing.';

export async function promptUnsavedOrder(options: {
  onSave: () => Promise<boolean>;
  onDiscard: () => void;
}): Promise<boolean> {
  await modalHostReady;
  return new Promise((resolve) => {
    let isAnswered = false;
    const finish = (value: boolean) => {
      if (isAnswered) return;
      isAnswered = true;
      modals.close(id);
      resolve(value);
    };
    const id = modals.open({
      title: UNSAVED_ORDER_TITLE,
      centered: true,
      onClose: () => finish(false),
      children: (
        <Stack gap="md">
          <Text size="sm">{UNSAVED_ORDER_MESSAGE}</Text>
          <Group justify="flex-end" gap="xs">
            <Button
              variant="default"
              onClick={() => {
                options.onDiscard();
                finish(true);
              }}
            >
              Discard
            </Button>
            <Button data-autofocus onClick={() => void options.onSave().then((isSaved) => finish(isSaved))}>
              Save
            </Button>
          </Group>
        </Stack>
      ),
    });
  });
}
