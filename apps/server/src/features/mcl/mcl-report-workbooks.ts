// The Excel of an Assignment or Company report run (spec 2 §7): the totals and every result row,
// in the results table's first order, as the caller may see them.

import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  type AssignmentRow,
  assignmentSheet,
  type CompanyRow,
  companySheet,
  searchTotalsSheet,
} from '@atrium/contracts';
import { requirePermission } from '../../platform/http.ts';
import type { ReportRun, RunWorkbook } from '../reports/index.ts';
import type { MclContext } from './mcl.service.ts';
import { runAssignmentReport, runCompanyReport } from './mcl-reports.service.ts';

/**
 * Rows read per step: each step a short query, and a turn of the event loop between steps (an
 * embedded database answers without one), so other requests are answered meanwhile.
 */
const ROWS_PER_STEP = 250;
const FLAGS = { saveReport: false, refresh: false, compare: false };

/** The run's filter as a request asks for it: the dates it resolved, its keys. */
function requestFilter<T extends string>(run: ReportRun) {
  const { date, keys } = run.filter;
  return {
    type: run.filter.type as T,
    date: { selection: 'Custom' as const, startDate: date.startDate, endDate: date.endDate },
    keys,
  };
}

export async function assignmentRunWorkbook(
  ctx: MclContext,
  input: { run: ReportRun },
): Promise<RunWorkbook> {
  // The totals and the billings column are money (docs/permissions.md).
  requirePermission(ctx.user, 'ViewFinancials');
  const rows: AssignmentRow[] = [];
  for (let offset = 0; ; offset += ROWS_PER_STEP) {
    const answer = await runAssignmentReport(ctx, {
      request: {
        Id: 0,
        type: 'Assignment',
        filter: requestFilter(input.run),
        results: { sort: 'dateTaken', direction: 'desc', search: '', offset, limit: ROWS_PER_STEP },
      },
      flags: FLAGS,
    });
    rows.push(...answer.page.items);
    await nextTurn();
    if (offset + ROWS_PER_STEP >= answer.page.total || answer.page.items.length === 0) {
      const totals = searchTotalsSheet({ countLabel: 'Assignments', ...answer.totals });
      return { sheets: [totals, assignmentSheet(rows)], compare: null, currency: answer.currency };
    }
  }
}

export async function companyRunWorkbook(ctx: MclContext, input: { run: ReportRun }): Promise<RunWorkbook> {
  requirePermission(ctx.user, 'ViewFinancials');
  const rows: CompanyRow[] = [];
  for (let offset = 0; ; offset += ROWS_PER_STEP) {
    const answer = await runCompanyReport(ctx, {
      request: {
        Id: 0,
        type: 'Company',
        filter: requestFilter(input.run),
        results: { sort: 'company', direction: 'asc', search: '', offset, limit: ROWS_PER_STEP },
      },
      flags: FLAGS,
    });
    rows.push(...answer.page.items);
    await nextTurn();
    if (offset + ROWS_PER_STEP >= answer.page.total || answer.page.items.length === 0) {
      const totals = searchTotalsSheet({ countLabel: 'Companies', ...answer.totals });
      return { sheets: [totals, companySheet(rows)], compare: null, currency: answer.currency };
    }
  }
}
