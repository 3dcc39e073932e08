// The calls made before any screen has loaded (session, sign-in, the route tree, a route's file),
// by method and path only. The contracts' endpoint objects carry their zod schemas, which would
// otherwise load with the start-up bundle; each address is typed as its contract's endpoint, and
// endpoint-address.test.ts keeps method and path equal to the contract's.
import type { authEndpoints, cmsEndpoints, Endpoint, HttpMethod, routeEndpoints } from '@atrium/contracts';

/** An endpoint's method and path, typed as the contract's endpoint `E` for `callEndpoint`. */
export interface EndpointAddress<E extends Endpoint> {
  method: HttpMethod;
  path: string;
  /** The call creates something: it sends an Idempotency-Key, as the contract's endpoint says. */
  acceptsIdempotencyKey?: true;
  /** A POST that only reads: it is answered as the previewed reader during a preview, as the contract says. */
  changesNothing?: true;
  /** Never set: carries the contract's types only. */
  readonly contract?: E;
}

/** For a call whose screen should not wait for zod: keep a test that compares it with `E`. */
export const address = <E extends Endpoint>(
  method: HttpMethod,
  path: string,
  flags: Pick<Endpoint, 'acceptsIdempotencyKey' | 'changesNothing'> = {},
): EndpointAddress<E> => ({ method, path, ...flags });

export const startUpEndpoints = {
  login: address<typeof authEndpoints.login>('POST', '/api/v2/user/login'),
  logout: address<typeof authEndpoints.logout>('POST', '/api/v2/user/logout'),
  refresh: address<typeof authEndpoints.refresh>('POST', '/api/v2/user/refresh'),
  isLoggedIn: address<typeof authEndpoints.isLoggedIn>('GET', '/api/v2/user/isLoggedIn'),
  signInOptions: address<typeof authEndpoints.signInOptions>('GET', '/api/v2/user/signInOptions'),
  routeTree: address<typeof routeEndpoints.tree>('GET', '/api/v2/routes'),
  downloadFile: address<typeof cmsEndpoints.downloadFile>('GET', '/api/v2/box/file/:id/download'),
};
