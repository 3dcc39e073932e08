export * from './auth.ts';
export * from './brand.ts';
export * from './endpoint.ts';
export * from './errors.ts';
export * from './lookups.ts';
export * from './routes.ts';

import { authEndpoints } from './auth.ts';
import type { Endpoint } from './endpoint.ts';
import { lookupEndpoints } from './lookups.ts';
import { routeEndpoints } from './routes.ts';

/** Every endpoint of the API, for the OpenAPI document. */
export const allEndpoints: Endpoint[] = [
  ...Object.values(authEndpoints),
  ...Object.values(routeEndpoints),
  ...Object.values(lookupEndpoints),
] as Endpoint[];
