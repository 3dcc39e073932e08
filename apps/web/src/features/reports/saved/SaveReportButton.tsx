// "Save report" on the dashboard: the report on screen (its type and filter) under a name, listed
// on My reports from then on.
import type { ReportFilter } from '@atrium/contracts';
import { Button, Group, Popover, Stack, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessage } from '../../../api/api-error.ts';
import { toast } from '../../../ui/toast.tsx';
import { savedReportsApi } from './saved-reports-api.ts';

export function SaveReportButton({ filter }: { filter: ReportFilter }) {
  const [isOpen, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [isBusy, setBusy] = useState(false);
  const queries = useQueryClient();

  const save = async () => {
    setBusy(true);
    try {
      await savedReportsApi.create({ name, type: 'Financial', filter });
      await queries.invalidateQueries({ queryKey: ['saved-reports'] });
      toast.success(`Saved to My reports as “${name.trim()}”.`);
      setOpen(false);
      setName('');
    } catch (error) {
      toast.failure(error, serverMessage(error, 'The report could not be saved.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popover opened={isOpen} onChange={setOpen} width={320} position="bottom-end" shadow="md" trapFocus>
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          onClick={() => setOpen((open) => !open)}
        >
          Save report
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <Stack gap="xs">
            <TextInput
              label="Report name"
              placeholder="London partners, this year"
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              maxLength={120}
              required
              data-autofocus
            />
            <Group justify="flex-end">
              <Button type="submit" loading={isBusy} disabled={name.trim() === ''}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
