// Excel export (spec 2 §2, §7, §8): while it runs the Share button says the report is being
// generated; a failure says 'Error: Exporting timed out.'.
import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { toast } from '../../../ui/toast.tsx';
import { downloadWorkbook, EXPORT_FAILED } from './report-export.ts';

export type ExcelButtonProps = {
  isExporting: boolean;
  onExporting: (isExporting: boolean) => void;
} /** The shown run's Id: its workbook is asked for by it. */ & (
  | { runId: string }
  /** Another workbook than a report run's (the league table's), downloaded the same way. */
  | { exportWorkbook: () => Promise<void> }
);

export function ExcelButton(props: ExcelButtonProps) {
  const { isExporting, onExporting } = props;
  const run = async () => {
    onExporting(true);
    try {
      await ('exportWorkbook' in props
        ? props.exportWorkbook()
        : downloadWorkbook({ runId: props.runId, type: 'Financial' }));
    } catch {
      toast.error(EXPORT_FAILED);
    } finally {
      onExporting(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
      onClick={run}
      loading={isExporting}
    >
      Excel
    </Button>
  );
}
