// The method and path of the calls the web makes before it has loaded zod. Plain data with no
// schema, so a bundle that imports only these loads no zod; each of these endpoints takes its method
// and path from here, so the web and the server cannot disagree on them. These are the start-up
// calls (session, sign-in, the route tree, a route's file, a page, the admin tray's content-health
// count); screen-addresses.ts holds those of the screens that load later, so the start-up bundle
// does not carry them.
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

export const assetAddresses = {
  downloadFile: { method: 'GET', path: '/api/v2/box/file/:id/download' },
} satisfies Record<string, Address>;

export const pageAddresses = {
  get: { method: 'GET', path: '/api/v2/page/:uuid' },
  save: { method: 'POST', path: '/api/v2/page', acceptsIdempotencyKey: true },
  remove: { method: 'DELETE', path: '/api/v2/page' },
} satisfies Record<string, Address>;

export const contentHealthAddresses = {
  list: { method: 'GET', path: '/api/v2/admin/content-health' },
} satisfies Record<string, Address>;
