// Excel for a User, License or Location report (spec 2 §7, §8): asked for by the run's Id; the
// server writes the filters, the totals and every row as typed cells.
import { downloadWorkbook } from '../../reports/index.ts';
import { type PeopleReportKind, REPORT_TYPE } from './people-report-kinds.ts';
import type { PeopleRun } from './use-people-report.ts';

export function exportPeopleReport(options: { kind: PeopleReportKind; run: PeopleRun }): Promise<void> {
  return downloadWorkbook({ runId: options.run.runId, type: REPORT_TYPE[options.kind] });
}
