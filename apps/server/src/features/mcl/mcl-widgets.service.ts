// The listing widgets (spec 3 §2.7): the latest assignments, companies and teaming wins, and the top
// offices, partners and practice groups. Report figures come from the reports feature's engine, so
// they are the dashboard's figures (docs/metrics.md).
import type {
  AssignmentRow,
  BreakdownRow,
  BreakdownType,
  CompanyRow,
  WidgetFigureRequestSchema,
  WidgetFilterRow,
} from '@atrium/contracts';
import type { z } from 'zod';
import { pictureIdOf } from '../people/index.ts';
import { runFinancialReport } from '../reports/reports.service.ts';
import * as companyRepo from './company-listing.repo.ts';
import * as repo from './mcl.repo.ts';
import {
  findAssignments,
  type ListingRequest,
  type MclContext,
  toCompanyRow,
  toListingFilter,
  toListingQuery,
  toReportKeys,
} from './mcl.service.ts';

/** The firm-wide listing's newest `take` rows on the widget's filter rows. */
const newest = <Sort>(input: {
  filter: WidgetFilterRow[];
  take: number;
  sort: Sort;
}): ListingRequest<Sort> => ({
  scope: 'all',
  search: '',
  sort: input.sort,
  direction: 'desc',
  offset: 0,
  limit: input.take,
  filter: input.filter,
});

export async function recentAssignments(
  ctx: MclContext,
  input: { filter: WidgetFilterRow[]; take: number },
): Promise<AssignmentRow[]> {
  const page = await findAssignments(ctx, newest({ ...input, sort: 'dateTaken' as const }));
  return page.items;
}

export async function recentCompanies(
  ctx: MclContext,
  input: { filter: WidgetFilterRow[]; take: number },
): Promise<CompanyRow[]> {
  const query = await toListingQuery(ctx, newest({ ...input, sort: 'recent' as const }));
  const records = await companyRepo.listCompanies(ctx.db, query);
  return records.map(toCompanyRow);
}

/** Teaming (spec 2 §9): developers + handlers > 1 and total billings ≠ 0; the latest taken first. */
export async function recentTeamingWins(ctx: MclContext, input: { filter: WidgetFilterRow[]; take: number }) {
  const query = await toListingQuery(ctx, newest({ ...input, sort: 'dateTaken' as const }));
  const records = await repo.listAssignments(ctx.db, { ...query, onlyTeaming: true });
  // Who has a photo, for the few people shown: the listing's own rows do not read it.
  const people = await repo.findPeople(ctx.db, [
    ...new Set(records.flatMap((r) => r.users.map((u) => u.ID))),
  ]);
  const photoOf = new Map(people.map((p) => [p.id, p.photoPath]));
  return records.map((r) => ({
    Id: r.Id,
    company: r.company,
    companyId: r.companyId,
    jobTitle: r.jobTitle,
    dateTaken: r.dateTaken,
    users: r.users.map((u) => ({ ...u, pictureId: pictureIdOf(u.ID, photoOf.get(u.ID) ?? null) })),
  }));
}

type FigureInput = z.output<typeof WidgetFigureRequestSchema> & { take: number };

/** One breakdown page of the Financial report in USD, on the widget's filter and period. */
async function breakdownInUsd(
  ctx: MclContext,
  input: FigureInput,
  type: BreakdownType,
): Promise<BreakdownRow[]> {
  const keys = toReportKeys(toListingFilter(input.filter));
  const report = await runFinancialReport(
    { ...ctx, user: { ...ctx.user, Currency: 'USD' } },
    {
      request: {
        Id: 0,
        type: 'Financial',
        filter: { type: 'activity', date: input.date, keys },
        breakdown: { type, search: '', sort: 'totalBillings', direction: 'desc', page: 1 },
      },
      flags: { saveReport: false, refresh: false, compare: false },
    },
  );
  return report.results.breakdown.rows.filter((r) => r.id > 0 && r.totalBillings > 0).slice(0, input.take);
}

export async function topOffices(ctx: MclContext, input: FigureInput) {
  const rowsOut = await breakdownInUsd(ctx, input, 'location');
  return rowsOut.map((r) => ({ location: r.name, locationId: r.id, totalBillingsUsd: r.totalBillings }));
}

export async function topPracticeGroups(ctx: MclContext, input: FigureInput) {
  const rowsOut = await breakdownInUsd(ctx, input, 'practiceGroup');
  return rowsOut.map((r) => ({ name: r.name, id: r.id, totalBillingsUsd: r.totalBillings }));
}

export async function topPartners(ctx: MclContext, input: FigureInput) {
  const rowsOut = await breakdownInUsd(ctx, input, 'fullName');
  const people = new Map(
    (
      await repo.findPeople(
        ctx.db,
        rowsOut.map((r) => r.id),
      )
    ).map((p) => [p.id, p]),
  );
  return rowsOut.flatMap((r) => {
    const person = people.get(r.id);
    if (!person) return [];
    return [
      {
        ID: person.id,
        uuid: person.uuid,
        firstName: person.firstName,
        lastName: person.lastName,
        location: person.location,
        totalBillingsUsd: r.totalBillings,
        teamingValueUsd: r.teamingValue,
        pictureId: pictureIdOf(person.id, person.photoPath),
      },
    ];
  });
}
