// The report calls, typed from packages/contracts (spec 2 §7). By address only, so that the report
// screens do not wait for zod and the contracts' schemas (report-api.test.ts compares them).
import {
  type ReportFilter,
  type ReportRequest,
  type ReportResponse,
  reportAddresses,
  type reportEndpoints,
} from '@atrium/contracts';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { address } from '../../../api/endpoint-address.ts';

export type BreakdownQuery = NonNullable<ReportRequest['breakdown']>;

export const reportEndpointAddresses = {
  run: address<typeof reportEndpoints.run>(reportAddresses.run),
};

const flag = (on: boolean | undefined) => (on ? ('true' as const) : undefined);

export const reportApi = {
  /**
   * POST /api/v2/financial/report; compare=true runs the same filter 12 months earlier. A run Id in
   * place of the filter asks for another Details page (or the compare) of a run on screen.
   */
  run: (
    options: ({ filter: ReportFilter; runId?: undefined } | { runId: string; filter?: undefined }) & {
      breakdown?: BreakdownQuery;
      saveReport?: boolean;
      refresh?: boolean;
      compare?: boolean;
      signal?: AbortSignal;
    },
  ): Promise<ReportResponse> =>
    callEndpoint(reportEndpointAddresses.run, {
      body: options.runId
        ? { Id: 0, type: 'Financial', runId: options.runId, breakdown: options.breakdown }
        : { Id: 0, type: 'Financial', filter: options.filter as ReportFilter, breakdown: options.breakdown },
      query: {
        saveReport: flag(options.saveReport),
        refresh: flag(options.refresh),
        compare: flag(options.compare),
      },
      signal: options.signal,
    }),
};
