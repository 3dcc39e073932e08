// Excel export (spec 2 §2, §7, §8): while it runs the Share button says the report is being
// generated; a failure says 'Error: Exporting timed out.'.
import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { toast } from '../../../ui/toast.tsx';
import { downloadWorkbook, EXPORT_FAILED } from './report-export.ts';

export interface ExcelButtonProps {
  /** The shown run's Id: its workbook is asked for by it. */
  runId: string;
  isExporting: boolean;
  onExporting: (isExporting: boolean) => void;
}

export function ExcelButton({ runId, isExporting, onExporting }: ExcelButtonProps) {
  const run = async () => {
    onExporting(true);
    try {
      await downloadWorkbook({ runId, type: 'Financial' });
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
