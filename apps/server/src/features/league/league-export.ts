// The league table's Excel export: the table run as the reader, written off the event loop by the
// report engine's workbook writer (ADR 007), in USD like the table.

import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { LeagueBy, ReportFilter } from '@atrium/contracts';
import { requirePermission, seesMoney } from '../../platform/http.ts';
import { streamWorkbook, workbookFileName } from '../reports/index.ts';
import type { ReportContext } from '../reports/reports.service.ts';
import { runLeague } from './league.service.ts';
import { buildLeagueSheets } from './league-workbook.ts';

export async function exportLeagueWorkbook(
  ctx: ReportContext,
  input: { filter: ReportFilter; by: LeagueBy },
): Promise<{ fileName: string; stream: Readable }> {
  // The ranking itself comes from billings: like the table, the file is for readers of figures.
  requirePermission(ctx.user, 'ViewFinancials');
  const league = await runLeague(ctx, input);
  const sheets = buildLeagueSheets({ league, filter: input.filter, canSeeMoney: seesMoney(ctx.user) });
  // Handing the sheets to the writer copies them: a slice of its own.
  await nextTurn();
  return {
    fileName: workbookFileName('League', new Date()),
    stream: await streamWorkbook(ctx, { sheets, currency: league.currency }),
  };
}
