// Excel for a User, License or Location report (spec 2 §7, §8): the totals and every result row
// (up to EXPORT_MAX_ROWS) as typed cells, within one deadline.
import type { PersonReportRow, PlaceReportRow } from '@atrium/contracts';
import { downloadBlob } from '../../../ui/download-blob.ts';
import { reportToolsApi, workbookFileName } from '../../reports/index.ts';
import {
  type PeopleReportKind,
  peopleSheet,
  placeSheet,
  REPORT_TYPE,
  summarySheet,
} from './people-report-kinds.ts';
import { fetchPeopleReport, type PeopleRun, type PeopleRunFilter } from './use-people-report.ts';

const EXPORT_TIMEOUT_MS = 120_000;
const EXPORT_MAX_ROWS = 10_000;
const PAGE = 500;

export async function exportPeopleReport(options: {
  kind: PeopleReportKind;
  filter: PeopleRunFilter;
  run: PeopleRun;
  filterLabel: string;
  countLabel: string;
}): Promise<void> {
  const { kind, filter, run } = options;
  const controller = new AbortController();
  const timer = window.setTimeout(
    () => controller.abort(new DOMException('Exporting timed out.', 'AbortError')),
    EXPORT_TIMEOUT_MS,
  );
  try {
    const { signal } = controller;
    const rows: unknown[] = [];
    const count = Math.min(run.totals.count, EXPORT_MAX_ROWS);
    for (let offset = 0; offset < count; offset += PAGE) {
      const answer = await fetchPeopleReport(kind, filter, { offset, limit: PAGE }, { signal });
      rows.push(...answer.page.items);
    }
    const sheets = [
      summarySheet({
        period: run.filter.date,
        filterLabel: options.filterLabel,
        countLabel: options.countLabel,
        totals: run.totals,
      }),
      kind === 'users' ? peopleSheet(rows as PersonReportRow[]) : placeSheet(kind, rows as PlaceReportRow[]),
    ];
    const type = REPORT_TYPE[kind];
    const blob = await reportToolsApi.xlsx({ type, sheets }, signal);
    downloadBlob({ blob, fileName: workbookFileName(new Date(), type) });
  } finally {
    window.clearTimeout(timer);
  }
}
