// "Who knows this client" (a company, alone or with its family) and "Clients I know" (a partner):
// team rows from the database, credited billings from the report engine's Financial report —
// each person's takes, the fractional shares of spec 2 §9 — so they are the dashboard's figures.
import {
  type BreakdownType,
  type Clients,
  KNOWN_BY_YEARS,
  type KnownBy,
  type ReportKey,
} from '@atrium/contracts';
import { notFound } from '../../platform/errors.ts';
import { seesMoney } from '../../platform/http.ts';
import { getHierarchy } from '../mcl/company-family.service.ts';
import { allBreakdownRows } from '../reports/index.ts';
import type { ReportContext } from '../reports/reports.service.ts';
import * as repo from './clients.repo.ts';
import { addBillings, groupTeams, type Relationship, rankRelationships } from './relationship-ranking.ts';

/** The day after the same date KNOWN_BY_YEARS years ago: the period ends today, as the presets do. */
export function knownSince(today: string): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - KNOWN_BY_YEARS);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Each group's Total Billings over the period, from the Financial report's breakdown. */
async function creditedBillings(
  ctx: ReportContext,
  input: { keys: ReportKey[]; by: BreakdownType; since: string },
): Promise<{ currency: string; rows: { id: number; name: string; amount: number }[] }> {
  const { report, rows } = await allBreakdownRows(ctx, {
    filter: {
      type: 'activity',
      date: { selection: 'Custom', startDate: input.since, endDate: ctx.today() },
      keys: input.keys,
    },
    type: input.by,
  });
  return {
    currency: report.currency,
    rows: rows
      .filter((r) => r.id > 0 && r.totalBillings !== 0)
      .map((r) => ({ id: r.id, name: r.name, amount: r.totalBillings })),
  };
}

function toRows(ranked: Relationship[], offset: number, limit: number, withMoney: boolean) {
  return ranked.slice(offset, offset + limit).map((r) => ({
    key: r.key,
    name: r.name,
    assignmentCount: r.assignmentCount,
    lastTaken: r.lastTaken,
    ...(withMoney ? { creditedBillings: r.creditedBillings ?? 0 } : {}),
    assignments: r.assignments,
  }));
}

export async function getKnownBy(
  ctx: ReportContext,
  input: { id: number; family: boolean; offset: number; limit: number },
): Promise<KnownBy> {
  const tree = await getHierarchy(ctx, { id: input.id, include: 'all' });
  const companyIds = input.family ? tree.companyIds : [input.id];
  const since = knownSince(ctx.today());
  const groups = groupTeams(await repo.listCompanyTeams(ctx.db, companyIds), (r) => ({
    key: r.partnerId,
    name: r.name,
  }));
  const withMoney = seesMoney(ctx.user);
  let currency = ctx.user.Currency;
  if (withMoney) {
    const billings = await creditedBillings(ctx, {
      keys: companyIds.slice(0, 500).map((value) => ({ key: 'company', value })),
      by: 'fullName',
      since,
    });
    currency = billings.currency;
    addBillings(groups, billings.rows);
  }
  const ranked = rankRelationships(groups.values());
  return {
    companyId: input.id,
    family: input.family,
    since,
    currency,
    total: ranked.length,
    items: toRows(ranked, input.offset, input.limit, withMoney).map(({ key, ...r }) => ({
      partnerId: key,
      ...r,
    })),
  };
}

export async function getClients(
  ctx: ReportContext,
  input: { partnerId: number; offset: number; limit: number },
): Promise<Clients> {
  if (!(await repo.userExists(ctx.db, input.partnerId))) throw notFound('This partner does not exist.');
  const since = knownSince(ctx.today());
  const groups = groupTeams(await repo.listPartnerTeams(ctx.db, input.partnerId), (r) => ({
    key: r.companyId,
    name: r.company,
  }));
  const withMoney = seesMoney(ctx.user);
  let currency = ctx.user.Currency;
  if (withMoney) {
    const billings = await creditedBillings(ctx, {
      keys: [{ key: 'partner', value: input.partnerId }],
      by: 'company',
      since,
    });
    currency = billings.currency;
    addBillings(groups, billings.rows);
  }
  const ranked = rankRelationships(groups.values());
  return {
    partnerId: input.partnerId,
    since,
    currency,
    total: ranked.length,
    items: toRows(ranked, input.offset, input.limit, withMoney).map(({ key, name, ...r }) => ({
      companyId: key,
      company: name,
      ...r,
    })),
  };
}
