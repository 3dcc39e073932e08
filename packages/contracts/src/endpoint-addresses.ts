// The method and path of the calls the web makes before it has loaded zod: the start-up calls, a
// page and its drafts, the lookup pickers and the report screens. Plain data with no schema, so a
// screen that imports only these loads no zod; each of these endpoints takes its method and path
// from here, so the web and the server cannot disagree on them.
import { brand } from './brand.ts';
import type { HttpMethod } from './endpoint.ts';

/** An endpoint's method, path and the flags that change how the web sends it. */
export interface Address {
  method: HttpMethod;
  path: string;
  acceptsIdempotencyKey?: true;
  changesNothing?: true;
}

export const authAddresses = {
  login: { method: 'POST', path: '/api/v2/user/login' },
  logout: { method: 'POST', path: '/api/v2/user/logout' },
  refresh: { method: 'POST', path: '/api/v2/user/refresh' },
  isLoggedIn: { method: 'GET', path: '/api/v2/user/isLoggedIn' },
  signInOptions: { method: 'GET', path: '/api/v2/user/signInOptions' },
} satisfies Record<string, Address>;

export const routeAddresses = {
  tree: { method: 'GET', path: '/api/v2/routes' },
} satisfies Record<string, Address>;

export const cmsAddresses = {
  downloadFile: { method: 'GET', path: '/api/v2/box/file/:id/download' },
} satisfies Record<string, Address>;

export const pageAddresses = {
  get: { method: 'GET', path: '/api/v2/page/:uuid' },
  save: { method: 'POST', path: '/api/v2/page', acceptsIdempotencyKey: true },
  remove: { method: 'DELETE', path: '/api/v2/page' },
} satisfies Record<string, Address>;

export const pageDraftAddresses = {
  mine: { method: 'GET', path: '/api/v2/page/:uuid/draft' },
  save: { method: 'PUT', path: '/api/v2/page/:uuid/draft' },
  discard: { method: 'DELETE', path: '/api/v2/page/:uuid/draft' },
  list: { method: 'GET', path: '/api/v2/page/:uuid/drafts' },
  byAuthor: { method: 'GET', path: '/api/v2/page/:uuid/drafts/:authorId' },
} satisfies Record<string, Address>;

/** Each lookup kind's own two paths, so `/api/v2/{kind}/{id}` never shadows another feature's path. */
export const lookupKindAddresses = (kind: string) =>
  ({
    filter: { method: 'GET', path: `/api/v2/${kind}/filter` },
    single: { method: 'GET', path: `/api/v2/${kind}/:id` },
  }) satisfies Record<string, Address>;

export const lookupAddresses = {
  subsectors: { method: 'GET', path: '/api/v2/practiceGroup/subsectors/filter' },
} satisfies Record<string, Address>;

export const reportAddresses = {
  run: { method: 'POST', path: '/api/v2/financial/report', changesNothing: true },
} satisfies Record<string, Address>;

export const reportToolAddresses = {
  members: { method: 'POST', path: `/api/v2/financial/report/${brand.members}`, changesNothing: true },
  drill: { method: 'POST', path: '/api/v2/financial/report/drill', changesNothing: true },
  facade: { method: 'POST', path: '/api/v2/financial/report/facade', changesNothing: true },
  saveFacade: { method: 'POST', path: '/api/v2/financial/report/facade/save' },
  stubOfReport: { method: 'GET', path: '/api/v2/report/:id/stub' },
  savedReport: { method: 'GET', path: '/api/v2/report/:id' },
  reportOfStub: { method: 'GET', path: '/api/v2/report/stub/:stub' },
  xlsx: { method: 'POST', path: '/api/v2/report/xlsx', changesNothing: true },
  forecast: { method: 'GET', path: '/api/v2/financial/chart/forecast/:year' },
} satisfies Record<string, Address>;

export const printAddresses = {
  print: { method: 'POST', path: '/api/v1/reports/print', changesNothing: true },
} satisfies Record<string, Address>;
