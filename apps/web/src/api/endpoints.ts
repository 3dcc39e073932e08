// The calls core and the shell make (session, route tree, lookups, page files), typed from the contracts.
import {
  authEndpoints,
  cmsEndpoints,
  type LoginRequest,
  type LookupKind,
  type LookupOption,
  lookupKindEndpoints,
  routeEndpoints,
} from '@atrium/contracts';
import { callEndpoint, callEndpointForFile } from './call-endpoint.ts';

export const authApi = {
  isLoggedIn: (signal?: AbortSignal) =>
    callEndpoint(authEndpoints.isLoggedIn, { signal, skipSessionRecovery: true }),
  /** Boot only: trade a still-valid refresh cookie for a new session, quietly. */
  refresh: () => callEndpoint(authEndpoints.refresh, { skipSessionRecovery: true }),
  login: (body: LoginRequest) => callEndpoint(authEndpoints.login, { body }),
  logout: () => callEndpoint(authEndpoints.logout, { skipSessionRecovery: true }),
  /** Public: whether the sign-in screen shows the password form, a single sign-on button, or both. */
  signInOptions: (signal?: AbortSignal) =>
    callEndpoint(authEndpoints.signInOptions, { signal, skipSessionRecovery: true }),
};

export const routesApi = {
  tree: (signal?: AbortSignal) => callEndpoint(routeEndpoints.tree, { signal }),
};

export const lookupsApi = {
  filter: (options: {
    kind: LookupKind;
    query: string;
    limit?: number;
    signal?: AbortSignal;
  }): Promise<LookupOption[]> =>
    callEndpoint(lookupKindEndpoints[options.kind].filter, {
      query: { query: options.query || undefined, limit: options.limit },
      signal: options.signal,
    }),
  byId: (options: { kind: LookupKind; id: number; signal?: AbortSignal }): Promise<LookupOption> =>
    callEndpoint(lookupKindEndpoints[options.kind].single, {
      params: { id: options.id },
      signal: options.signal,
    }),
};

export const filesApi = {
  /** spec 1 §7: the route's file, as a binary to save under the route's file name. */
  downloadBoxFile: (id: string | number) =>
    callEndpointForFile(cmsEndpoints.downloadFile, { params: { id: String(id) } }),
};
