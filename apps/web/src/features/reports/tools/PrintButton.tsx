// A report's PDF, asked for by the shown run's Id like its Excel: the server prints what the run
// holds — what it shows and its filters first, then its tables — as the reader may see them.
import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { toast } from '../../../ui/toast.tsx';
import { downloadRunPdf } from './report-export.ts';

export function PrintButton({ runId, type }: { runId: string; type: string }) {
  const [isPrinting, setPrinting] = useState(false);
  const print = async () => {
    setPrinting(true);
    try {
      await downloadRunPdf({ runId, type });
    } catch (error) {
      toast.error(isApiError(error) ? error.message : 'The PDF could not be made.');
    } finally {
      setPrinting(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconPrinter size={16} aria-hidden />}
      onClick={print}
      loading={isPrinting}
    >
      PDF
    </Button>
  );
}
