// The User, License and Location report types (spec 2 §3, §4): run on the reports feature's
// cache (saveReport for Share, lastCached, Refresh), selected and counted by the rules in
// people-report-rules.ts, answered one sorted, searched page at a time.
import {
  addMonthsIso,
  type PeopleReportOrRunRequestSchema,
  type PeopleReportRequestSchema,
  type PeopleReportType,
  type PersonReportRow,
  PersonSortSchema,
  type PlaceReportResponse,
  type PlaceReportRow,
  PlaceSortSchema,
  type ReportQuerySchema,
  type RoleCounts,
  type UserReportResponse,
} from '@atrium/contracts';
import type { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { type CachedRun, runCachedReport } from '../reports/cached-reports.service.ts';
import { filterOfRequest } from '../reports/report-runs.service.ts';
import type { PeopleContext } from './people-context.ts';
import {
  addCounts,
  countRoles,
  headcountSeries,
  isActiveOn,
  isJoiner,
  isLeaver,
  isSelected,
  matchesKeys,
  type Period,
  placeFigures,
} from './people-report-rules.ts';
import { listReportPeople, type ReportPersonRow } from './people-reports.repo.ts';

type Request = z.output<typeof PeopleReportOrRunRequestSchema>;
type PeopleFilter = z.output<typeof PeopleReportRequestSchema>['filter'];
type Flags = z.output<typeof ReportQuerySchema>;
type Totals = UserReportResponse['totals'];

interface Computed<Row> {
  rows: Row[];
  totals: Totals;
  headcount: UserReportResponse['headcount'];
}

export const END_AFTER_TODAY = 'The end date is after today.';
export const END_TOO_FAR = 'The end date is more than a year ahead.';

/**
 * spec 2 §2, spec 3 §5: dates run to today, except that site admins may pick user-report dates up
 * to one year ahead.
 */
function checkEndDate(ctx: PeopleContext, input: { type: PeopleReportType; endDate: string }) {
  const today = ctx.today();
  if (input.endDate <= today) return;
  if (input.type !== 'User' || !ctx.user.SiteAdmin)
    throw new AppError('validation_failed', END_AFTER_TODAY, 400);
  if (input.endDate > addMonthsIso(today, 12)) throw new AppError('validation_failed', END_TOO_FAR, 400);
}

function toPersonRow(person: ReportPersonRow, today: string): PersonReportRow {
  return {
    id: person.id,
    name: person.name,
    title: person.title,
    role: person.role,
    location: person.location,
    locationId: person.locationId,
    license: person.license,
    status: isActiveOn(person, today) ? 'Active' : 'Inactive',
    hireDate: person.hireDate,
    joinDate: person.joinDate,
    roleChangedDate: person.roleChangedDate,
    inactiveDate: person.inactiveDate,
  };
}

function computeUsers(options: {
  selected: ReportPersonRow[];
  period: Period;
  today: string;
}): Computed<PersonReportRow> {
  const { selected, period } = options;
  return {
    rows: selected.map((p) => toPersonRow(p, options.today)),
    totals: {
      count: selected.length,
      start: countRoles(selected, period.startDate),
      end: countRoles(selected, period.endDate),
      joiners: selected.filter((p) => isJoiner(p, period)).length,
      leavers: selected.filter((p) => isLeaver(p, period)).length,
    },
    headcount: headcountSeries(selected, period),
  };
}

/** A place per license or office that has anyone selected; its figures count its whole staff. */
function computePlaces(
  people: readonly ReportPersonRow[],
  options: { selected: ReportPersonRow[]; period: Period; by: 'License' | 'Location' },
): Computed<PlaceReportRow> {
  const placeOf = (p: ReportPersonRow) =>
    options.by === 'License'
      ? { id: p.licenseId, name: p.license, parent: p.region }
      : { id: p.locationId, name: p.location, parent: p.license };
  const selectedIn = new Map<number, number>();
  for (const person of options.selected) {
    const { id } = placeOf(person);
    if (id !== null) selectedIn.set(id, (selectedIn.get(id) ?? 0) + 1);
  }
  const staffOf = new Map<number, ReportPersonRow[]>();
  for (const person of people) {
    const { id } = placeOf(person);
    if (id === null || !selectedIn.has(id)) continue;
    const staff = staffOf.get(id);
    if (staff) staff.push(person);
    else staffOf.set(id, [person]);
  }
  const rows = [...staffOf].map(([id, staff]) => {
    const place = placeOf(staff[0]);
    return placeFigures({ id, name: place.name ?? '', parent: place.parent }, staff, {
      period: options.period,
      selected: selectedIn.get(id) ?? 0,
    });
  });
  const none: RoleCounts = { partners: 0, researchers: 0, administration: 0 };
  return {
    rows,
    totals: {
      count: rows.length,
      start: rows.reduce((sum, r) => addCounts(sum, r.start), none),
      end: rows.reduce((sum, r) => addCounts(sum, r.end), none),
      joiners: rows.reduce((sum, r) => sum + r.joiners, 0),
      leavers: rows.reduce((sum, r) => sum + r.leavers, 0),
    },
    headcount: headcountSeries([...staffOf.values()].flat(), options.period),
  };
}

async function runPeopleReport<Row>(
  callerCtx: PeopleContext,
  input: { type: PeopleReportType; request: Request; flags: Flags },
): Promise<CachedRun<PeopleFilter['type'], Computed<Row>>> {
  const { request } = input;
  const { ctx, filter: requested } = await filterOfRequest<PeopleContext, PeopleFilter>(callerCtx, {
    reportType: input.type,
    request,
  });
  // Presets end today; only a custom range can reach past it. Checked before the cache answers.
  const { endDate } = requested.date;
  if (requested.date.selection === 'Custom' && endDate) checkEndDate(ctx, { type: input.type, endDate });
  return runCachedReport(ctx, {
    reportType: input.type,
    Id: request.Id,
    filter: requested,
    flags: input.flags,
    compute: async (filter, version) => {
      const today = ctx.today();
      const period = filter.date;
      const people = (await listReportPeople(ctx.db)).filter((p) => matchesKeys(p, filter.keys));
      const selected = people.filter((p) => isSelected(p, { type: filter.type, period, today }));
      const result =
        input.type === 'User'
          ? computeUsers({ selected, period, today })
          : computePlaces(people, { selected, period, by: input.type });
      return { version, result: result as Computed<Row> };
    },
  });
}

type Sortable = Record<string, unknown>;

/** A sort value: counts at the period's end add up the roles; dates and names compare as text. */
function sortValue(row: Sortable, sort: string): string | number | null {
  if (sort === 'headcount' || sort === 'partners' || sort === 'researchers' || sort === 'administration') {
    const end = row.end as RoleCounts;
    return sort === 'headcount' ? end.partners + end.researchers + end.administration : end[sort];
  }
  const value = row[sort];
  return typeof value === 'number' || typeof value === 'string' ? value : null;
}

/** The table's page: searched by name (and place), sorted with empty values last, paged. */
function pageOf<Row extends Sortable>(
  rows: readonly Row[],
  results: Request['results'],
  searchIn: (row: Row) => (string | null)[],
) {
  const needle = results.search.toLowerCase();
  const matching = rows.filter(
    (row) =>
      (!results.role || row.role === results.role) &&
      (!needle || searchIn(row).some((text) => text?.toLowerCase().includes(needle))),
  );
  const sign = results.direction === 'asc' ? 1 : -1;
  const sorted = [...matching].sort((a, b) => {
    const x = sortValue(a, results.sort);
    const y = sortValue(b, results.sort);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const order =
      typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'en');
    return sign * order || String(a.name).localeCompare(String(b.name), 'en');
  });
  return {
    items: sorted.slice(results.offset, results.offset + results.limit),
    total: matching.length,
    offset: results.offset,
    limit: results.limit,
  };
}

/**
 * The sort keys of one report type: a person row has no head counts and a place row no dates, so a
 * key of the other type is refused by name rather than sorting on a field the rows lack.
 */
function checkSort(type: PeopleReportType, sort: string): void {
  const keys: readonly string[] = type === 'User' ? PersonSortSchema.options : PlaceSortSchema.options;
  if (keys.includes(sort)) return;
  throw new AppError(
    'validation_failed',
    `The request is not valid. results.sort: a ${type} report sorts by ${keys.join(', ')}.`,
    400,
    { body: { issues: [{ path: 'results.sort', message: `A ${type} report cannot sort by ${sort}.` }] } },
  );
}

export async function runUserReport(
  ctx: PeopleContext,
  input: { request: Request; flags: Flags },
): Promise<UserReportResponse> {
  checkSort('User', input.request.results.sort);
  const { result, ...run } = await runPeopleReport<PersonReportRow>(ctx, { type: 'User', ...input });
  return {
    ...run,
    type: 'User',
    totals: result.totals,
    headcount: result.headcount,
    page: pageOf(result.rows, input.request.results, (r) => [r.name, r.title, r.location, r.license]),
  };
}

export async function runPlaceReport(
  ctx: PeopleContext,
  input: { type: 'License' | 'Location'; request: Request; flags: Flags },
): Promise<PlaceReportResponse> {
  checkSort(input.type, input.request.results.sort);
  const { result, ...run } = await runPeopleReport<PlaceReportRow>(ctx, input);
  const results = { ...input.request.results, role: undefined };
  return {
    ...run,
    type: input.type,
    totals: result.totals,
    headcount: result.headcount,
    page: pageOf(result.rows, results, (r) => [r.name, r.parent]),
  };
}
