// What other features may use of this one besides its service.

export { allBreakdownRows } from './breakdown-pages.ts';
export type { ReportCaches } from './report-caches.ts';
export { reportContextFor } from './report-context.ts';
export type { ReportRun } from './report-runs.service.ts';
export { currencyView } from './report-selection.ts';
export type { ReportStore } from './report-store.ts';
export { createReportStoreLoader } from './report-store-loader.ts';
export { streamWorkbook, type WorkbookSheet, WorkbookWriters, workbookFileName } from './report-xlsx.ts';
export type { RunWorkbook, RunWorkbookBuilder, RunWorkbooks } from './run-workbook.service.ts';
