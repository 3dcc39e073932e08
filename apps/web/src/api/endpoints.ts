// The calls core and the shell make (session, route tree, a route's file), typed from the contracts.
// By address only, so that zod and the contracts' schemas stay out of the start-up bundle.
import type { LoginRequest } from '@atrium/contracts';
import { callEndpoint, callEndpointForFile } from './call-endpoint.ts';
import { startUpEndpoints as endpoints } from './endpoint-address.ts';

export const authApi = {
  isLoggedIn: (signal?: AbortSignal) =>
    callEndpoint(endpoints.isLoggedIn, { signal, skipSessionRecovery: true }),
  /** Boot only: trade a still-valid refresh cookie for a new session, quietly. */
  refresh: () => callEndpoint(endpoints.refresh, { skipSessionRecovery: true }),
  login: (body: LoginRequest) => callEndpoint(endpoints.login, { body }),
  logout: () => callEndpoint(endpoints.logout, { skipSessionRecovery: true }),
  /** Public: whether the sign-in screen shows the password form, a single sign-on button, or both. */
  signInOptions: (signal?: AbortSignal) =>
    callEndpoint(endpoints.signInOptions, { signal, skipSessionRecovery: true }),
};

export const routesApi = {
  tree: (signal?: AbortSignal) => callEndpoint(endpoints.routeTree, { signal }),
  /** Start-up only: asked beside the session check, so a signed-out visitor's 401 stays quiet. */
  treeAtStartUp: () => callEndpoint(endpoints.routeTree, { skipSessionRecovery: true }),
};

export const filesApi = {
  /** spec 1 §7: the route's file, as a binary to save under the route's file name. */
  downloadBoxFile: (id: string | number) =>
    callEndpointForFile(endpoints.downloadFile, { params: { id: String(id) } }),
};
