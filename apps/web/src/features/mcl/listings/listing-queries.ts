// The list screens' first page of rows, shared by the tables and by start-up, which asks for a list
// screen's first page as soon as someone is signed in, beside the screen's code
// (core/routes/lazy-screen.ts), instead of once the table has rendered. Part of the start-up bundle,
// so the calls go by address, without the contracts' schemas.
import type {
  AssignmentListRequest,
  AssignmentPage,
  CompanyListRequest,
  CompanyPage,
  ListingScope,
  mclEndpoints,
} from '@atrium/contracts';
import { recordScreenAddresses } from '@atrium/contracts';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { address } from '../../../api/endpoint-address.ts';
import type { ScreenData } from '../../../core/routes/lazy-screen.ts';
import { askAtStartUp, takeStartUpAnswer } from '../../../core/routes/start-up-answers.ts';
import { DEFAULT_PAGE_SIZE } from '../../../ui/data-table/paged-rows.ts';
import { fetchOffLimitsMarks, type OffLimitsMarks } from '../off-limits/use-off-limits-marks.ts';

/** A page of companies with the off-limits badge of each, read in one call after the rows. */
export interface MarkedCompanyPage {
  page: CompanyPage;
  marks: OffLimitsMarks;
}

export const listAddresses = {
  assignments: address<typeof mclEndpoints.assignments>(recordScreenAddresses.assignmentList),
  companies: address<typeof mclEndpoints.companies>(recordScreenAddresses.companyList),
};

// The request itself is the key, so only a call asking exactly what start-up asked takes its answer.
const assignmentPageKey = (request: AssignmentListRequest) => ['mcl', 'assignmentPage', request] as const;
const companyPageKey = (request: CompanyListRequest) => ['mcl', 'companyPage', request] as const;

const askAssignments = (request: AssignmentListRequest, signal?: AbortSignal) =>
  callEndpoint(listAddresses.assignments, { body: request, signal });

async function askMarkedCompanies(request: CompanyListRequest, signal?: AbortSignal) {
  const page = await callEndpoint(listAddresses.companies, { body: request, signal });
  const marks = await fetchOffLimitsMarks(
    page.items.map((row) => row.Id),
    { signal },
  );
  return { page, marks };
}

/** A page of the assignment listing: start-up's answer when it asked the same. */
export const fetchAssignmentPage = (
  request: AssignmentListRequest,
  signal?: AbortSignal,
): Promise<AssignmentPage> =>
  takeStartUpAnswer(assignmentPageKey(request), () => askAssignments(request, signal));

/** A page of the company listing with its badges: start-up's answer when it asked the same. */
export const fetchMarkedCompanyPage = (
  request: CompanyListRequest,
  signal?: AbortSignal,
): Promise<MarkedCompanyPage> =>
  takeStartUpAnswer(companyPageKey(request), () => askMarkedCompanies(request, signal));

/** The first page a list screen's table asks for: no filter text, the table's default sort. */
export const firstAssignmentPage = (scope: ListingScope): AssignmentListRequest => ({
  scope,
  search: '',
  filter: [],
  sort: 'dateTaken',
  direction: 'desc',
  offset: 0,
  limit: DEFAULT_PAGE_SIZE,
});

export const firstCompanyPage = (scope: ListingScope): CompanyListRequest => ({
  scope,
  search: '',
  filter: [],
  sort: 'company',
  direction: 'asc',
  offset: 0,
  limit: DEFAULT_PAGE_SIZE,
});

/** The route's list scope (`/mcl/…/my`, `/location`, `/all`). */
export function listingScope(props: Readonly<Record<string, string | boolean>> | undefined): ListingScope {
  const scope = props?.scope;
  return scope === 'my' || scope === 'location' ? scope : 'all';
}

/** Asks for a page of the assignment listing now, for the table that will ask for the same. */
export function askAssignmentPageAtStartUp(request: AssignmentListRequest): void {
  askAtStartUp(assignmentPageKey(request), () => askAssignments(request));
}

export const assignmentListData: ScreenData = ({ props }) => {
  const request = firstAssignmentPage(listingScope(props));
  askAtStartUp(assignmentPageKey(request), () => askAssignments(request));
};

export const companyListData: ScreenData = ({ props }) => {
  const request = firstCompanyPage(listingScope(props));
  askAtStartUp(companyPageKey(request), () => askMarkedCompanies(request));
};
