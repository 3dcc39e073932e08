// The calls made before any screen has loaded (session, sign-in, the route tree, a route's file),
// by address only: the contracts' endpoint objects carry their zod schemas, which would otherwise
// load with the start-up bundle. The addresses come from the contracts too (endpoint-addresses.ts
// there), each typed here as its contract's endpoint.
import {
  type Address,
  assetAddresses,
  type assetEndpoints,
  authAddresses,
  type authEndpoints,
  type Endpoint,
  type HttpMethod,
  routeAddresses,
  type routeEndpoints,
} from '@atrium/contracts';

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

/**
 * For a call whose screen should not wait for zod: the contracts' address of `E` (a test keeps the
 * pair's names matched).
 */
export const address = <E extends Endpoint>(target: Address): EndpointAddress<E> => target;

/** A whole contract group by address: `addressesOf<typeof pageDraftEndpoints>(pageDraftAddresses)`. */
export const addressesOf = <C extends Record<string, Endpoint>>(
  targets: Record<keyof C, Address>,
): { [K in keyof C]: EndpointAddress<C[K]> } => targets as { [K in keyof C]: EndpointAddress<C[K]> };

export const startUpEndpoints = {
  login: address<typeof authEndpoints.login>(authAddresses.login),
  logout: address<typeof authEndpoints.logout>(authAddresses.logout),
  refresh: address<typeof authEndpoints.refresh>(authAddresses.refresh),
  isLoggedIn: address<typeof authEndpoints.isLoggedIn>(authAddresses.isLoggedIn),
  signInOptions: address<typeof authEndpoints.signInOptions>(authAddresses.signInOptions),
  routeTree: address<typeof routeEndpoints.tree>(routeAddresses.tree),
  downloadFile: address<typeof assetEndpoints.downloadFile>(assetAddresses.downloadFile),
};
