// Every row of one Financial report breakdown, page after page, for the features that rank or
// match its groups (who knows a client, the league tables): the same figures the dashboard shows.
import type { BreakdownRow, BreakdownType, ReportFilter, ReportResponse } from '@atrium/contracts';
import { type ReportContext, runFinancialReport } from './reports.service.ts';

export async function allBreakdownRows(
  ctx: ReportContext,
  input: { filter: ReportFilter; type: BreakdownType; compare?: boolean; saveReport?: boolean },
): Promise<{ report: ReportResponse; rows: BreakdownRow[] }> {
  const rows: BreakdownRow[] = [];
  // Saved once, with the first page, when a share link may be made of it; the report's Id stays.
  let Id = 0;
  for (let page = 1; ; page++) {
    const report = await runFinancialReport(ctx, {
      request: {
        Id,
        type: 'Financial',
        filter: input.filter,
        breakdown: { type: input.type, search: '', sort: 'totalBillings', direction: 'desc', page },
      },
      flags: {
        saveReport: page === 1 && input.saveReport === true,
        refresh: false,
        compare: input.compare ?? false,
      },
    });
    Id = report.Id;
    const { rows: pageRows, pageSize, total } = report.results.breakdown;
    rows.push(...pageRows);
    if (pageRows.length < pageSize || page * pageSize >= total) return { report, rows };
  }
}
