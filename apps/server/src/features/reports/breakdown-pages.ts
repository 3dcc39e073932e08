// Every row of one Financial report breakdown, page after page, for the features that rank or
// match its groups (who knows a client, the league tables): the same figures the dashboard shows.
import type { BreakdownRow, BreakdownType, ReportFilter, ReportResponse } from '@atrium/contracts';
import { type ReportContext, runFinancialReport } from './reports.service.ts';

export async function allBreakdownRows(
  ctx: ReportContext,
  input: { filter: ReportFilter; type: BreakdownType; compare?: boolean },
): Promise<{ report: ReportResponse; rows: BreakdownRow[] }> {
  const rows: BreakdownRow[] = [];
  for (let page = 1; ; page++) {
    const report = await runFinancialReport(ctx, {
      request: {
        Id: 0,
        type: 'Financial',
        filter: input.filter,
        breakdown: { type: input.type, search: '', sort: 'totalBillings', direction: 'desc', page },
      },
      flags: { saveReport: false, refresh: false, compare: input.compare ?? false },
    });
    const { rows: pageRows, pageSize, total } = report.results.breakdown;
    rows.push(...pageRows);
    if (pageRows.length < pageSize || page * pageSize >= total) return { report, rows };
  }
}
