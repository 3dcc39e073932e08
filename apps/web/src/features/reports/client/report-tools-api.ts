// The calls around a report (spec 2 §7): share stubs, Excel, forecast, headcounts and the rows
// behind a figure, typed from packages/contracts.
import {
  type DrillRequest,
  type DrillResponse,
  type Facade,
  type ForecastPoint,
  type MemberDetails,
  type ReportFilter,
  reportToolEndpoints,
  type XlsxRequest,
} from '@atrium/contracts';
import { callEndpoint, callEndpointForFile } from '../../../api/call-endpoint.ts';

export const reportToolsApi = {
  /** GET /api/v2/report/{id}/stub: the share stub of a saved report. */
  stubOf: (id: number) => callEndpoint(reportToolEndpoints.stubOfReport, { params: { id } }),
  /** GET /api/v2/report/{id}: one of your own saved reports (the reportId parameter). */
  savedReport: (id: number, signal?: AbortSignal) =>
    callEndpoint(reportToolEndpoints.savedReport, { params: { id }, signal }),
  /** GET /api/v2/report/stub/{stub}: the saved report behind a share link. */
  reportOfStub: (stub: string, signal?: AbortSignal) =>
    callEndpoint(reportToolEndpoints.reportOfStub, { params: { stub }, signal }),
  /** POST /api/v2/report/xlsx: the workbook as a file. */
  xlsx: (body: XlsxRequest, signal?: AbortSignal) =>
    callEndpointForFile(reportToolEndpoints.xlsx, { body, signal }),
  forecast: (year: number, signal?: AbortSignal): Promise<ForecastPoint[]> =>
    callEndpoint(reportToolEndpoints.forecast, { params: { year }, signal }),
  members: (filter: ReportFilter, signal?: AbortSignal): Promise<MemberDetails> =>
    callEndpoint(reportToolEndpoints.members, { body: { filter }, signal }),
  /** POST /api/v2/financial/report/facade: the dashboard layout you last saved (null when none). */
  facade: (filter: ReportFilter, signal?: AbortSignal): Promise<Facade | null> =>
    callEndpoint(reportToolEndpoints.facade, { body: { Id: 0, type: 'Financial', filter }, signal }),
  drill: (body: DrillRequest, signal?: AbortSignal): Promise<DrillResponse> =>
    callEndpoint(reportToolEndpoints.drill, { body, signal }),
};
