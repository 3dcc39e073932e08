// Rename a saved report of yours.
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessage } from '../../../api/api-error.ts';
import { LayerModal } from '../../../ui/layers/LayerModal.tsx';
import { toast } from '../../../ui/toast.tsx';
import { savedReportsApi } from './saved-reports-api.ts';

export function RenameDialog({
  report,
  onClose,
}: {
  report: { Id: number; name: string };
  onClose: () => void;
}) {
  const [name, setName] = useState(report.name);
  const [isBusy, setBusy] = useState(false);
  const queries = useQueryClient();
  const rename = async () => {
    setBusy(true);
    try {
      await savedReportsApi.update(report.Id, { name });
      await queries.invalidateQueries({ queryKey: ['saved-reports'] });
      onClose();
    } catch (error) {
      toast.failure(error, serverMessage(error, 'The report could not be renamed.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <LayerModal opened onClose={onClose} title="Rename report">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void rename();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="Report name"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={120}
            required
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isBusy} disabled={name.trim() === ''}>
              Rename
            </Button>
          </Group>
        </Stack>
      </form>
    </LayerModal>
  );
}
