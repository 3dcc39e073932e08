// The record screens' first queries, shared by the screens and by start-up, which asks for a record
// screen's data as soon as someone is signed in, beside the screen's code (core/routes/lazy-screen.ts).
// Part of the start-up bundle, so the calls go by address, without the contracts' schemas.
import type {
  clientKnowledgeEndpoints,
  companyEndpoints,
  lookupKindEndpoints,
  mclEndpoints,
  offLimitsEndpoints,
  PanelShow,
  reportSearchEndpoints,
} from '@atrium/contracts';
import { lookupKindAddresses, recordScreenAddresses } from '@atrium/contracts';
import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '../../api/api-error.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { address } from '../../api/endpoint-address.ts';
import type { ScreenData } from '../../core/routes/lazy-screen.ts';
import { askAtStartUp, takeStartUpAnswer } from '../../core/routes/start-up-answers.ts';
import { holds } from '../../core/session/permissions.ts';
import { type HierarchyInclude, mclKeys } from './api/mcl-keys.ts';
import { askAssignmentPageAtStartUp, firstAssignmentPage } from './listings/listing-queries.ts';
import { parseRouteId } from './route-id.ts';

/** Rows per page of the relationship tables (who knows a client, the clients a partner knows). */
export const RELATIONSHIP_PAGE_SIZE = 10;

export const recordAddresses = {
  assignment: address<typeof mclEndpoints.assignment>(recordScreenAddresses.assignment),
  company: address<typeof companyEndpoints.get>(recordScreenAddresses.company),
  hierarchy: address<typeof mclEndpoints.hierarchy>(recordScreenAddresses.hierarchy),
  offLimits: address<typeof offLimitsEndpoints.company>(recordScreenAddresses.offLimits),
  knownBy: address<typeof clientKnowledgeEndpoints.knownBy>(recordScreenAddresses.knownBy),
  users: address<typeof lookupKindEndpoints.user.filter>(lookupKindAddresses('user').filter),
  companyFinancials: address<typeof reportSearchEndpoints.companyFinancials>(
    recordScreenAddresses.companyFinancials,
  ),
};

/** The Leadership Consulting screen lists at most this many BLF-certified partners. */
const CERTIFIED_LIMIT = 100;

/** A 4xx answer (unknown or malformed id) is not retried. */
const noRetryOn4xx = (count: number, error: Error) => !(isApiError(error) && error.status < 500) && count < 2;

const ask = {
  assignment: (id: number, signal?: AbortSignal) =>
    callEndpoint(recordAddresses.assignment, { params: { id }, signal }),
  company: (id: number, signal?: AbortSignal) =>
    callEndpoint(recordAddresses.company, { params: { id }, signal }),
  hierarchy: (id: number, include: HierarchyInclude, signal?: AbortSignal) =>
    callEndpoint(recordAddresses.hierarchy, { params: { id }, query: { include }, signal }),
  offLimits: (id: number, signal?: AbortSignal) =>
    callEndpoint(recordAddresses.offLimits, { params: { id }, signal }),
  knownBy: (id: number, family: boolean, page: number, signal?: AbortSignal) =>
    callEndpoint(recordAddresses.knownBy, {
      params: { id },
      query: {
        family: family ? 'true' : 'false',
        offset: (page - 1) * RELATIONSHIP_PAGE_SIZE,
        limit: RELATIONSHIP_PAGE_SIZE,
      },
      signal,
    }),
  companyFinancials: (id: number, show: PanelShow, signal?: AbortSignal) =>
    callEndpoint(recordAddresses.companyFinancials, { params: { id }, body: { show }, signal }),
  certifiedPartners: (signal?: AbortSignal) =>
    callEndpoint(recordAddresses.users, { query: { blf_certified: 'true', limit: CERTIFIED_LIMIT }, signal }),
};

export const assignmentQuery = (id: number) =>
  queryOptions({
    queryKey: mclKeys.assignment(id),
    queryFn: ({ signal }) => takeStartUpAnswer(mclKeys.assignment(id), () => ask.assignment(id, signal)),
    retry: noRetryOn4xx,
  });

/** spec 3 §3 Company: the company read model the company tools share. */
export const companyQuery = (id: number) =>
  queryOptions({
    queryKey: mclKeys.company(id),
    queryFn: ({ signal }) => takeStartUpAnswer(mclKeys.company(id), () => ask.company(id, signal)),
    retry: noRetryOn4xx,
  });

export const hierarchyQuery = (id: number, include: HierarchyInclude) =>
  queryOptions({
    queryKey: mclKeys.hierarchy(id, include),
    queryFn: ({ signal }) =>
      takeStartUpAnswer(mclKeys.hierarchy(id, include), () => ask.hierarchy(id, include, signal)),
  });

/** Whether the company is off limits, and the family members, jobs and partners behind it. */
export const offLimitsQuery = (id: number) =>
  queryOptions({
    queryKey: mclKeys.offLimits(id),
    queryFn: ({ signal }) => takeStartUpAnswer(mclKeys.offLimits(id), () => ask.offLimits(id, signal)),
  });

export const knownByQuery = (id: number, family: boolean, page: number) =>
  queryOptions({
    queryKey: mclKeys.knownBy(id, family, page),
    queryFn: ({ signal }) =>
      takeStartUpAnswer(mclKeys.knownBy(id, family, page), () => ask.knownBy(id, family, page, signal)),
  });

/** spec 3 §7 blf_certified: the partners certified for the Board & Leadership Framework. */
export const certifiedPartnersQuery = () =>
  queryOptions({
    queryKey: mclKeys.certifiedPartners,
    queryFn: ({ signal }) =>
      takeStartUpAnswer(mclKeys.certifiedPartners, () => ask.certifiedPartners(signal)),
    staleTime: 5 * 60_000,
  });

export const assignmentDetailData: ScreenData = ({ params }) => {
  const id = parseRouteId(params.Id);
  if (id !== null) askAtStartUp(mclKeys.assignment(id), () => ask.assignment(id));
};

/** The assignment and the certified partners side by side. */
export const consultingData: ScreenData = (input) => {
  assignmentDetailData(input);
  askAtStartUp(mclKeys.certifiedPartners, () => ask.certifiedPartners());
};

/** spec 3 §2.5: the company financial panel's figures for one 'Show for' choice. */
export const companyFinancialsQuery = (id: number, show: PanelShow) =>
  queryOptions({
    queryKey: mclKeys.companyFinancials(id, show),
    queryFn: ({ signal }) =>
      takeStartUpAnswer(mclKeys.companyFinancials(id, show), () => ask.companyFinancials(id, show, signal)),
  });

/** The company alone: the compact card framed in the tracking system. */
export const companyWebtabData: ScreenData = ({ params }) => {
  const id = parseRouteId(params.Id);
  if (id !== null) askAtStartUp(mclKeys.company(id), () => ask.company(id));
};

/** The company and the panels beside it, which otherwise wait for the company to arrive. */
export const companyDetailData: ScreenData = ({ params, viewer }) => {
  const id = parseRouteId(params.Id);
  if (id === null) return;
  askAssignmentPageAtStartUp({ ...firstAssignmentPage('all'), companyId: id });
  if (holds(viewer, 'ViewFinancials'))
    askAtStartUp(mclKeys.companyFinancials(id, 'subsidiaries'), () =>
      ask.companyFinancials(id, 'subsidiaries'),
    );
  askAtStartUp(mclKeys.company(id), () => ask.company(id));
  askAtStartUp(mclKeys.offLimits(id), () => ask.offLimits(id));
  askAtStartUp(mclKeys.hierarchy(id, 'all'), () => ask.hierarchy(id, 'all'));
  askAtStartUp(mclKeys.knownBy(id, false, 1), () => ask.knownBy(id, false, 1));
};
