// League tables (docs/metrics.md, "League tables", "Target status"): the Financial report's
// breakdown by partner, office or practice group in USD — the dashboard's figures — ranked by
// Total Billings, beside the same breakdown for the compare period and the year's targets.
import {
  type BreakdownRow,
  LEAGUE_BREAKDOWN,
  type League,
  type LeagueBy,
  type LeagueRow,
  type ReportFilter,
  targetStatusOf,
} from '@atrium/contracts';
import { allBreakdownRows } from '../reports/index.ts';
import type { ReportContext } from '../reports/reports.service.ts';
import { listTargets } from './targets.service.ts';

const MS_PER_DAY = 86_400_000;

/** Competition ranking by Total Billings: equal figures share a place, the next place is skipped. */
export function ranksOf(rows: BreakdownRow[]): Map<number, number> {
  const sorted = [...rows].sort((a, b) => b.totalBillings - a.totalBillings || a.name.localeCompare(b.name));
  const ranks = new Map<number, number>();
  sorted.forEach((row, i) => {
    const previous = sorted[i - 1];
    const rank =
      previous && previous.totalBillings === row.totalBillings ? (ranks.get(previous.id) ?? i + 1) : i + 1;
    ranks.set(row.id, rank);
  });
  return ranks;
}

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / MS_PER_DAY;

/** The share of a year the period covers: its days (both ends included) over the end year's days, at most 1. */
export function periodShareOfYear(period: { startDate: string; endDate: string }): number {
  const year = Number(period.endDate.slice(0, 4));
  const yearDays = dayNumber(`${year + 1}-01-01`) - dayNumber(`${year}-01-01`);
  const days = dayNumber(period.endDate) - dayNumber(period.startDate) + 1;
  return Math.min(1, days / yearDays);
}

export async function runLeague(
  ctx: ReportContext,
  input: { filter: ReportFilter; by: LeagueBy; saveReport?: boolean },
): Promise<League> {
  // Targets are in USD, so the table is too, whatever the viewer's currency.
  const usd: ReportContext = { ...ctx, user: { ...ctx.user, Currency: 'USD' } };
  const type = LEAGUE_BREAKDOWN[input.by];
  const current = await allBreakdownRows(usd, { filter: input.filter, type, saveReport: input.saveReport });
  const previous = await allBreakdownRows(usd, { filter: input.filter, type, compare: true });
  const rows = current.rows.filter((r) => r.id > 0);
  const compareRows = previous.rows.filter((r) => r.id > 0);
  const ranks = ranksOf(rows);
  const compareRanks = ranksOf(compareRows);
  const compareById = new Map(compareRows.map((r) => [r.id, r]));
  const period = {
    startDate: current.report.filter.date.startDate,
    endDate: current.report.filter.date.endDate,
  };
  const comparePeriod = {
    startDate: previous.report.filter.date.startDate,
    endDate: previous.report.filter.date.endDate,
  };
  const targets = new Map(
    (await listTargets(ctx, { year: Number(period.endDate.slice(0, 4)), kind: input.by })).map((t) => [
      t.subjectId,
      t.amountUsd ?? 0,
    ]),
  );
  const share = periodShareOfYear(period);
  const table: LeagueRow[] = rows.map((row) => {
    const rank = ranks.get(row.id) ?? 0;
    const compareRank = compareRanks.get(row.id) ?? null;
    const target = targets.get(row.id) ?? null;
    const proRataTarget = target === null ? null : target * share;
    return {
      id: row.id,
      name: row.name,
      rank,
      totalBillings: row.totalBillings,
      teamingRevenue: row.teamingRevenue,
      assignmentsTaken: row.assignmentsTaken,
      assignmentsFilled: row.assignmentsFilled,
      compareRank,
      compareTotalBillings: compareById.get(row.id)?.totalBillings ?? 0,
      rankChange: compareRank === null ? null : compareRank - rank,
      target,
      proRataTarget,
      targetShare: target ? row.totalBillings / target : null,
      targetStatus: proRataTarget === null ? null : targetStatusOf(row.totalBillings, proRataTarget),
    };
  });
  table.sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name) || a.id - b.id);
  return { Id: current.report.Id, by: input.by, currency: 'USD', period, comparePeriod, rows: table };
}
