// The mcl module's calls (spec 3 §7), typed from the contracts (packages/contracts/src/mcl.ts, mcl-endpoints.ts).
import {
  type AssignmentListRequest,
  type CompanyListRequest,
  clientKnowledgeEndpoints,
  companyEndpoints,
  mclEndpoints as e,
  offLimitsEndpoints,
  type RecentListRequestSchema,
  type WidgetFigureRequestSchema,
} from '@atrium/contracts';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import type { HierarchyInclude } from './mcl-keys.ts';

export { type HierarchyInclude, mclKeys } from './mcl-keys.ts';

type Signal = { signal?: AbortSignal };
export type RecentListBody = z.input<typeof RecentListRequestSchema>;
export type FigureBody = z.input<typeof WidgetFigureRequestSchema> & { take?: number };

export const mclApi = {
  assignments: (body: AssignmentListRequest, { signal }: Signal = {}) =>
    callEndpoint(e.assignments, { body, signal }),
  assignment: (id: number, { signal }: Signal = {}) => callEndpoint(e.assignment, { params: { id }, signal }),
  companies: (body: CompanyListRequest, { signal }: Signal = {}) =>
    callEndpoint(e.companies, { body, signal }),
  /** spec 3 §3 Company: the company read model the company tools share. */
  company: (id: number, { signal }: Signal = {}) =>
    callEndpoint(companyEndpoints.get, { params: { id }, signal }),
  hierarchy: (id: number, include: HierarchyInclude, { signal }: Signal = {}) =>
    callEndpoint(e.hierarchy, { params: { id }, query: { include }, signal }),
  /** Whether the company is off limits, and the family members, jobs and partners behind it. */
  offLimits: (id: number, { signal }: Signal = {}) =>
    callEndpoint(offLimitsEndpoints.company, { params: { id }, signal }),
  offLimitsDigest: ({ signal }: Signal = {}) => callEndpoint(offLimitsEndpoints.digest, { signal }),
  setOffLimitsDigest: (subscribed: boolean) =>
    callEndpoint(offLimitsEndpoints.setDigest, { body: { subscribed } }),
  knownBy: (id: number, query: { family: boolean; offset: number; limit: number }, { signal }: Signal = {}) =>
    callEndpoint(clientKnowledgeEndpoints.knownBy, {
      params: { id },
      query: { ...query, family: query.family ? 'true' : 'false' },
      signal,
    }),
  recentAssignments: (body: RecentListBody, { signal }: Signal = {}) =>
    callEndpoint(e.recentAssignments, { body, signal }),
  recentCompanies: (body: RecentListBody, { signal }: Signal = {}) =>
    callEndpoint(e.recentCompanies, { body, signal }),
  recentTeamingWin: ({ filter, take }: RecentListBody, { signal }: Signal = {}) =>
    callEndpoint(e.recentTeamingWin, { query: { take }, body: { filter }, signal }),
  topOffices: ({ take, ...body }: FigureBody, { signal }: Signal = {}) =>
    callEndpoint(e.topOffices, { query: { take }, body, signal }),
  topPartners: ({ take, ...body }: FigureBody, { signal }: Signal = {}) =>
    callEndpoint(e.topPartners, { query: { take }, body, signal }),
  topPracticeGroups: ({ take, ...body }: FigureBody, { signal }: Signal = {}) =>
    callEndpoint(e.topPracticeGroups, { query: { take }, body, signal }),
};
