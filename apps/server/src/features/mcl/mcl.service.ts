// Assignments and companies: the listings (the assignment detail is in assignment-detail.service.ts,
// the family tree in company-family.service.ts, the listing widgets in mcl-widgets.service.ts).
import {
  ASSIGNMENT_STATUS_NAMES,
  type AssignmentListRequestSchema,
  type AssignmentPage,
  type AssignmentRow,
  type AssignmentSort,
  type CompanyListRequestSchema,
  type CompanyPage,
  type CompanyRow,
  type ListingScope,
  OFF_LIMITS_AFTER,
  type ReportKey,
  type ReportKeyName,
  SEARCH_TYPE_NAMES,
  sixMonthsBefore,
  type WidgetFilterRow,
} from '@atrium/contracts';
import type { z } from 'zod';
import { requirePermission } from '../../platform/http.ts';
import { currentDataVersion } from '../reports/report-data.service.ts';
import type { ReportContext } from '../reports/reports.service.ts';
import { listingBillings } from './assignment-billings.ts';
import type { RankedSort } from './assignment-order.repo.ts';
import {
  type AssignmentRanks,
  isRanked,
  orderListedAssignments,
  orderSelectedAssignments,
} from './assignment-order.ts';
import * as companyRepo from './company-listing.repo.ts';
import { findViewer } from './listing-viewer.ts';
import * as repo from './mcl.repo.ts';

/**
 * The mcl services run report figures, so they need the report context (store, today), and order
 * listings by the app's assignment ranks.
 */
export interface MclContext extends ReportContext {
  assignmentRanks: AssignmentRanks;
}

// ---------------------------------------------------------------------------------------------
// Filter rows
// ---------------------------------------------------------------------------------------------

/**
 * Each field of the listing filter: the filter row key ids that fill it (spec 3 §3 Filter rows) and
 * the report key of the same rows (Country has none and is left to the listings).
 */
const FILTER_FIELDS: Readonly<
  Record<keyof repo.ListingFilter, { rowKeys: string[]; reportKey?: ReportKeyName }>
> = {
  companyIds: { rowKeys: ['companyid'], reportKey: 'company' },
  parentIds: { rowKeys: ['parentid'], reportKey: 'parent' },
  functionIds: { rowKeys: ['functionid'], reportKey: 'function' },
  industryIds: { rowKeys: ['industryid'], reportKey: 'industry' },
  practiceGroupIds: { rowKeys: ['practicegroupid'], reportKey: 'practiceGroup' },
  subsectorIds: { rowKeys: ['subsectorid'], reportKey: 'subsector' },
  searchTypes: { rowKeys: ['searchtype'], reportKey: 'searchType' },
  regionIds: { rowKeys: ['regionid'], reportKey: 'region' },
  licenseIds: { rowKeys: ['licenseid'], reportKey: 'license' },
  locationIds: { rowKeys: ['locationid'], reportKey: 'location' },
  countryIds: { rowKeys: ['countryid'] },
  userIds: { rowKeys: ['userid', 'partnerid'], reportKey: 'partner' },
};

const FILTER_FIELD_NAMES = Object.keys(FILTER_FIELDS) as (keyof repo.ListingFilter)[];

const FIELD_OF_ROW_KEY: ReadonlyMap<string, keyof repo.ListingFilter> = new Map(
  FILTER_FIELD_NAMES.flatMap((field) => FILTER_FIELDS[field].rowKeys.map((key) => [key, field] as const)),
);

const SEARCH_TYPES: ReadonlySet<string> = new Set(['Executive', 'Consulting', 'BLM', 'IM']);

/** Rows with an unknown key or an unusable value are ignored, as unparseable filters are (spec 3 §3). */
export function toListingFilter(rowsIn: readonly WidgetFilterRow[]): repo.ListingFilter {
  const filter: repo.ListingFilter = Object.fromEntries(
    FILTER_FIELD_NAMES.map((field) => [field, []]),
  ) as Record<keyof repo.ListingFilter, never[]>;
  for (const row of rowsIn) {
    const field = FIELD_OF_ROW_KEY.get(row.key.Id.toLowerCase());
    if (!field) continue;
    if (field === 'searchTypes') {
      const value = String(row.value.Id);
      if (SEARCH_TYPES.has(value) && !filter.searchTypes.includes(value)) filter.searchTypes.push(value);
      continue;
    }
    const id = Number(row.value.Id);
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) continue;
    const list = filter[field] as number[];
    if (!list.includes(id)) list.push(id);
  }
  return filter;
}

export function toReportKeys(filter: repo.ListingFilter): ReportKey[] {
  return FILTER_FIELD_NAMES.flatMap((field) => {
    const key = FILTER_FIELDS[field].reportKey;
    return key ? filter[field].map((value): ReportKey => ({ key, value })) : [];
  });
}

// ---------------------------------------------------------------------------------------------
// Listings
// ---------------------------------------------------------------------------------------------

/** What the assignment and company listings are asked alike. */
export interface ListingRequest<Sort> {
  scope: ListingScope;
  search: string;
  sort: Sort;
  direction: 'asc' | 'desc';
  offset: number;
  limit: number;
  filter: WidgetFilterRow[];
}

export function toAssignmentRow(r: repo.AssignmentRecord): AssignmentRow {
  return {
    Id: r.Id,
    displayId: r.displayId,
    jobTitle: r.jobTitle,
    company: r.company,
    companyId: r.companyId,
    isKeyAccount: r.isKeyAccount,
    industry: r.industry,
    searchType: r.searchType,
    searchTypeName: SEARCH_TYPE_NAMES[r.searchType],
    assignmentType: r.assignmentType,
    users: r.users.map(({ ID, FullName, LocationName, role }) => ({ ID, FullName, LocationName, role })),
    role: r.role,
    location: r.location,
    locationId: r.locationId,
    status: r.status,
    statusName: ASSIGNMENT_STATUS_NAMES[r.status],
    dateTaken: r.dateTaken,
    totalBillings: Number(r.totalBillings),
  };
}

/** What a listing request asks of the repository: the caller as viewer, the filter rows as ids. */
export async function toListingQuery<Sort>(
  ctx: MclContext,
  input: ListingRequest<Sort>,
): Promise<Omit<ListingRequest<Sort>, 'filter'> & { viewer: repo.Viewer; filter: repo.ListingFilter }> {
  return {
    viewer: await findViewer(ctx),
    scope: input.scope,
    search: input.search,
    sort: input.sort,
    direction: input.direction,
    offset: input.offset,
    limit: input.limit,
    filter: toListingFilter(input.filter),
  };
}

/** The firm-wide listings ('all') need the ViewAllAssignments flag; yours and your office's do not. */
function assertMayList(ctx: MclContext, scope: 'my' | 'location' | 'all'): void {
  if (scope === 'all') requirePermission(ctx.user, 'ViewAllAssignments');
}

/** The assignment listing screen (POST /api/v2/assignment/list). */
export async function listAssignments(
  ctx: MclContext,
  input: z.output<typeof AssignmentListRequestSchema>,
): Promise<AssignmentPage> {
  assertMayList(ctx, input.scope);
  return findAssignments(ctx, input);
}

export async function findAssignments(
  ctx: MclContext,
  input: z.output<typeof AssignmentListRequestSchema>,
): Promise<AssignmentPage> {
  const query = { ...(await toListingQuery(ctx, input)), companyId: input.companyId };
  const { records, total } = isOrderedInMemory(input.sort)
    ? await pageInListingOrder(ctx, { ...query, sort: input.sort })
    : input.sort === 'totalBillings'
      ? await pageByBillings(ctx, query)
      : await listingPage((q) => repo.listAssignments(ctx.db, q), query);
  return {
    items: records.map(toAssignmentRow),
    total,
    offset: input.offset,
    limit: input.limit,
    currency: query.viewer.currency,
  };
}

/**
 * Sorts whose order is kept in memory per data version. The partners' names change without a new
 * data version (a profile edit) and the role depends on the viewer: those sort in SQL. Billings,
 * which depend on the viewer's currency, are ordered from sums kept per currency (`pageByBillings`).
 */
const isOrderedInMemory = (sort: AssignmentSort): sort is Exclude<RankedSort, 'partners'> =>
  isRanked(sort) && sort !== 'partners';

/** The whole listing (or the rows a query matches) put in order in memory; SQL reads the page's rows. */
async function pageInListingOrder(
  ctx: MclContext,
  query: repo.AssignmentListQuery & { sort: RankedSort },
): Promise<{ records: repo.AssignmentRecord[]; total: number }> {
  const isEverything =
    query.scope === 'all' && !query.search && query.companyId === undefined && !hasFilterRows(query.filter);
  const only = isEverything ? undefined : await repo.listMatchingAssignmentIds(ctx.db, query);
  const ordered = await orderListedAssignments(ctx, {
    version: await currentDataVersion(ctx.db),
    sort: query.sort,
    direction: query.direction,
    only,
  });
  const pageIds = ordered.slice(query.offset, query.offset + query.limit);
  return pageRows(ctx, { query, pageIds, total: ordered.total });
}

/**
 * The listing by billings: the matching assignments ordered by the engine's sums of their splits in
 * the viewer's currency (the figures the rows show, kept per data version; ties by id, as in SQL);
 * SQL reads the page's rows and their billings.
 */
async function pageByBillings(
  ctx: MclContext,
  query: repo.AssignmentListQuery,
): Promise<{ records: repo.AssignmentRecord[]; total: number }> {
  const version = await currentDataVersion(ctx.db);
  const [matching, { store }] = await Promise.all([
    repo.listMatchingAssignmentIds(ctx.db, query),
    ctx.stores.get(version),
  ]);
  const ids = [...matching];
  const ordered = await orderSelectedAssignments(ctx, {
    version,
    ids,
    billings: listingBillings(store, query.viewer.currency, ids),
    sort: 'totalBillings',
    direction: query.direction,
    viewerId: query.viewer.userId,
  });
  const pageIds = Array.from(ordered.subarray(query.offset, query.offset + query.limit), (i) => ids[i]);
  return pageRows(ctx, { query, pageIds, total: ordered.length });
}

/**
 * The rows of a page whose order is known, in that order, each carrying the listing's count. The
 * page's ids were chosen by this query, text included: the text is not matched again for them.
 */
async function pageRows(
  ctx: MclContext,
  { query, pageIds, total }: { query: repo.AssignmentListQuery; pageIds: number[]; total: number },
): Promise<{ records: repo.AssignmentRecord[]; total: number }> {
  const rows = await repo.listAssignmentPageRows(ctx.db, { ids: pageIds, viewer: query.viewer });
  const byId = new Map(rows.map((row) => [row.Id, row]));
  const records = pageIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...row, total }] : [];
  });
  return { records, total };
}

const hasFilterRows = (filter: repo.ListingFilter) =>
  Object.values(filter).some((values: unknown[]) => values.length > 0);

/**
 * One page of a listing with the count of all its rows, which every row carries; a page past the
 * end has no row to carry it, so the first row alone is asked for.
 */
export async function listingPage<
  Query extends { offset: number; limit: number },
  Row extends { total: number },
>(list: (query: Query) => Promise<Row[]>, query: Query): Promise<{ records: Row[]; total: number }> {
  const records = await list(query);
  if (records.length > 0 || query.offset === 0) return { records, total: records[0]?.total ?? 0 };
  const [first] = await list({ ...query, offset: 0, limit: 1 });
  return { records, total: first?.total ?? 0 };
}

/** spec 3 §4: 'Off Limits' after 2220-01-01; action date = renewal date − 6 months. */
export function offLimits(date: string | null): { text: string | null; actionDate: string | null } {
  if (!date) return { text: null, actionDate: null };
  if (date > OFF_LIMITS_AFTER) return { text: 'Off Limits', actionDate: null };
  return { text: date, actionDate: sixMonthsBefore(date) };
}

export function toCompanyRow(r: Omit<companyRepo.CompanyRecord, 'total'>): CompanyRow {
  const off = offLimits(r.offLimitsDate);
  return {
    Id: r.Id,
    company: r.company,
    parent: r.parent,
    parentId: r.parentId,
    parentIsKeyAccount: r.parentIsKeyAccount,
    IsKeyAccount: r.IsKeyAccount,
    owner: r.owner,
    ownerId: r.ownerId,
    status: r.status,
    offLimitsDate: r.offLimitsDate,
    offLimitsText: off.text,
    actionDate: off.actionDate,
    inveniasId: r.inveniasId,
    zoominfoId: r.zoominfoId,
  };
}

export async function listCompanies(
  ctx: MclContext,
  input: z.output<typeof CompanyListRequestSchema>,
): Promise<CompanyPage> {
  assertMayList(ctx, input.scope);
  const query = await toListingQuery(ctx, input);
  const { records, total } = await listingPage((q) => companyRepo.listCompanies(ctx.db, q), query);
  return { items: records.map(toCompanyRow), total, offset: input.offset, limit: input.limit };
}
