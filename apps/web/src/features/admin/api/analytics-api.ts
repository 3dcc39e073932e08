// Page analytics calls, typed from the contracts (packages/contracts/src/page-analytics.ts).
import { pageAnalyticsEndpoints as e } from '@atrium/contracts';
import { callEndpoint } from '../../../api/call-endpoint.ts';

export const analyticsApi = {
  top: (days: number, { signal }: { signal?: AbortSignal } = {}) =>
    callEndpoint(e.top, { query: { days }, signal }),
  page: (uuid: string, days: number, { signal }: { signal?: AbortSignal } = {}) =>
    callEndpoint(e.page, { params: { uuid }, query: { days }, signal }),
};
