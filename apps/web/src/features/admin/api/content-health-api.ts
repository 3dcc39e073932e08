// Content health calls, typed from the contracts (packages/contracts/src/content-health.ts).
import { type ContentHealthKind, contentHealthEndpoints as e } from '@atrium/contracts';
import { callEndpoint } from '../../../api/call-endpoint.ts';

export const contentHealthApi = {
  list: (query: { page: number; kind?: ContentHealthKind }, { signal }: { signal?: AbortSignal } = {}) =>
    callEndpoint(e.list, { query, signal }),
};
