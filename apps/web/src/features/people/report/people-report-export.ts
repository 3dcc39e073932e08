// Excel for a User, License or Location report (spec 2 §7, §8): the totals and every result row
// as typed cells.
import type { PersonReportRow, PlaceReportRow } from '@atrium/contracts';
import { downloadWorkbook, fetchEveryRow } from '../../reports/index.ts';
import {
  type PeopleReportKind,
  peopleSheet,
  placeSheet,
  REPORT_TYPE,
  summarySheet,
} from './people-report-kinds.ts';
import { fetchPeopleReport, type PeopleRun, type PeopleRunFilter } from './use-people-report.ts';

export function exportPeopleReport(options: {
  kind: PeopleReportKind;
  filter: PeopleRunFilter;
  run: PeopleRun;
  filterLabel: string;
  countLabel: string;
}): Promise<void> {
  const { kind, filter, run } = options;
  return downloadWorkbook(async (signal) => {
    const rows = await fetchEveryRow<PersonReportRow | PlaceReportRow>({
      count: run.totals.count,
      pageSize: 500,
      parallel: 1,
      fetchPage: async (page) => (await fetchPeopleReport(kind, filter, page, { signal })).page.items,
    });
    const sheets = [
      summarySheet({
        period: run.filter.date,
        filterLabel: options.filterLabel,
        countLabel: options.countLabel,
        totals: run.totals,
      }),
      kind === 'users' ? peopleSheet(rows as PersonReportRow[]) : placeSheet(kind, rows as PlaceReportRow[]),
    ];
    return { type: REPORT_TYPE[kind], sheets };
  });
}
