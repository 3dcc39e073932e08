// Excel export (spec 2 §2, §7, §8): while it runs the Share button says the report is being
// generated; a failure says 'Error: Exporting timed out.'.

import type { ReportFilter } from '@atrium/contracts';
import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { toast } from '../../../ui/toast.tsx';
import { EXPORT_FAILED, exportReport } from './report-export.ts';

export interface ExcelButtonProps {
  filter: ReportFilter;
  isExporting: boolean;
  onExporting: (isExporting: boolean) => void;
}

export function ExcelButton({ filter, isExporting, onExporting }: ExcelButtonProps) {
  const run = async () => {
    onExporting(true);
    try {
      await exportReport({ filter });
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
