// Print to PDF: the report on screen rendered by the server's Chromium and downloaded.
import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { downloadBlob } from '../../../ui/download-blob.ts';
import { toast } from '../../../ui/toast.tsx';
import { workbookFileName } from './export-sheets.ts';
import { buildPrintHtml } from './print-html.ts';
import { reportToolsApi } from './report-tools-api.ts';

export const PRINT_ROOT_ID = 'dashboard-report';

export function PrintButton() {
  const [isPrinting, setPrinting] = useState(false);
  const print = async () => {
    const root = document.getElementById(PRINT_ROOT_ID);
    if (!root) return;
    setPrinting(true);
    try {
      const fileName = workbookFileName(new Date()).replace(/\.xlsx$/, '');
      const blob = await reportToolsApi.print({
        html: buildPrintHtml(root, fileName),
        fileName,
        landscape: true,
      });
      downloadBlob({ blob, fileName: `${fileName}.pdf` });
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
