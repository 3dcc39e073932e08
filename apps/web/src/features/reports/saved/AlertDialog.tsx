// "Tell me when": a KPI of a saved report above or below a value, or changed by a percentage
// against the compare period; checked every hour and mailed once per crossing.
import { type AlertCondition, type KpiKey, SAVED_REPORT_KPIS } from '@atrium/contracts';
import { Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessage } from '../../../api/api-error.ts';
import { LayerModal } from '../../../ui/layers/LayerModal.tsx';
import { toast } from '../../../ui/toast.tsx';
import { savedReportsApi } from './saved-reports-api.ts';

const CONDITIONS: { value: AlertCondition; label: string }[] = [
  { value: 'above', label: 'goes above' },
  { value: 'below', label: 'goes below' },
  { value: 'risesBy', label: 'rises by at least (%)' },
  { value: 'fallsBy', label: 'falls by at least (%)' },
];

export function AlertDialog({
  report,
  onClose,
}: {
  report: { Id: number; name: string };
  onClose: () => void;
}) {
  const [metric, setMetric] = useState<KpiKey>('totalBillings');
  const [condition, setCondition] = useState<AlertCondition>('above');
  const [threshold, setThreshold] = useState<number | string>('');
  const [isBusy, setBusy] = useState(false);
  const queries = useQueryClient();
  const isPercent = condition === 'risesBy' || condition === 'fallsBy';

  const create = async () => {
    setBusy(true);
    try {
      await savedReportsApi.createAlert({
        reportId: report.Id,
        metric,
        condition,
        threshold: Number(threshold),
      });
      await queries.invalidateQueries({ queryKey: ['report-alerts'] });
      toast.success('Alert set. You will get a mail when it happens.');
      onClose();
    } catch (error) {
      toast.failure(error, serverMessage(error, 'The alert could not be set.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <LayerModal opened onClose={onClose} title={`Tell me when — “${report.name}”`}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <Stack gap="sm">
          <Select
            label="Figure"
            data={SAVED_REPORT_KPIS.map((k) => ({ value: k.key, label: k.label }))}
            value={metric}
            onChange={(value) => value && setMetric(value as KpiKey)}
            allowDeselect={false}
          />
          <Select
            label="When it"
            data={CONDITIONS}
            value={condition}
            onChange={(value) => value && setCondition(value as AlertCondition)}
            allowDeselect={false}
          />
          <NumberInput
            label={isPercent ? 'Percentage against the compare period' : 'Value'}
            value={threshold}
            onChange={setThreshold}
            required
          />
          <Text size="xs" c="dimmed">
            Checked every hour. One mail when it happens, and another only after it has stopped and happens
            again.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isBusy} disabled={threshold === ''}>
              Set alert
            </Button>
          </Group>
        </Stack>
      </form>
    </LayerModal>
  );
}
