// Every report type's run has an Id (spec 2 §3 Report): the same report type, filter and currency
// give the same Id, and the run is kept by it so its Excel is asked for by the Id alone — in any
// process, and after its results left the result cache.
import { createHash } from 'node:crypto';
import type { EngineFilterType, ReportKey, ReportType } from '@atrium/contracts';
import { notFound } from '../../platform/errors.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import * as repo from './reports.repo.ts';

/** A run as it is kept: the filter as it ran (dates resolved), each key with the text picked. */
export interface ReportRun {
  runId: string;
  reportType: ReportType;
  filter: {
    type: EngineFilterType;
    date: { selection: string; startDate: string; endDate: string };
    keys: ReportKey[];
  };
  currency: string;
}

export const RUN_NOT_FOUND = 'This report run is not known. Run the report again, then export it.';

export function runIdOf(run: Omit<ReportRun, 'runId'>): string {
  const { filter } = run;
  const canonical = JSON.stringify([
    run.reportType,
    run.currency.toUpperCase(),
    filter.type,
    filter.date.startDate,
    filter.date.endDate,
    filter.keys.map((k) => [k.key, k.value]),
  ]);
  return createHash('sha256').update(canonical).digest('hex').slice(0, 32);
}

/** Run Ids this app has already kept: a repeated run writes nothing. One per app, in the context. */
export type KeptRuns = Set<string>;
const KEPT_RUNS_REMEMBERED = 10_000;

/**
 * The run's Id, kept with its definition the first time this process sees it. `keys` are the
 * request's own (with the text the user picked); the filter's keys are the normalised ones.
 */
export async function keepRun(
  ctx: ServiceContext & { keptRuns: KeptRuns },
  input: {
    reportType: ReportType;
    filter: Omit<ReportRun['filter'], 'keys'> & { keys: readonly Pick<ReportKey, 'key' | 'value'>[] };
    keys: readonly ReportKey[];
  },
): Promise<string> {
  const textOf = new Map(input.keys.map((k) => [`${k.key}\u0000${k.value}`, k.Text]));
  const keys = input.filter.keys.map(({ key, value }) => {
    const Text = textOf.get(`${key}\u0000${value}`);
    return Text ? { key, value, Text } : { key, value };
  });
  const run = {
    reportType: input.reportType,
    filter: { type: input.filter.type, date: input.filter.date, keys },
    currency: ctx.user.Currency.toUpperCase(),
  };
  const runId = runIdOf(run);
  const kept = ctx.keptRuns;
  if (kept.has(runId)) return runId;
  await repo.insertReportRun(ctx.db, { runId, ...run, createdBy: ctx.user.ID });
  if (kept.size >= KEPT_RUNS_REMEMBERED) kept.clear();
  kept.add(runId);
  return runId;
}

export async function findRun(ctx: ServiceContext, input: { runId: string }): Promise<ReportRun> {
  const row = await repo.findReportRun(ctx.db, input.runId);
  if (!row) throw notFound(RUN_NOT_FOUND);
  return { ...row, reportType: row.reportType as ReportType, filter: row.filter as ReportRun['filter'] };
}

/**
 * The filter a request names: its own, or that of the run it names by Id in its place (a results
 * page of a run on screen). Read by Id, the run answers in its own currency, with the dates it
 * resolved, not its preset again; a run of another report type is not known here.
 */
export async function filterOfRequest<C extends ServiceContext, F extends { type: string }>(
  ctx: C,
  input: { reportType: ReportType; request: { filter?: F; runId?: string } },
): Promise<{ ctx: C; filter: F }> {
  const { request } = input;
  if (!request.runId) return { ctx, filter: request.filter as F };
  const run = await findRun(ctx, { runId: request.runId });
  if (run.reportType !== input.reportType) throw notFound(RUN_NOT_FOUND);
  const { date, keys } = run.filter;
  const filter = {
    type: run.filter.type,
    date: { selection: 'Custom', ...pick(date) },
    keys,
  } as unknown as F;
  return { ctx: { ...ctx, user: { ...ctx.user, Currency: run.currency } }, filter };
}

const pick = (date: ReportRun['filter']['date']) => ({ startDate: date.startDate, endDate: date.endDate });
