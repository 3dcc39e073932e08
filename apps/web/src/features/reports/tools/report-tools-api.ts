// The calls around a report (spec 2 §7): share stubs, Excel, PDF, forecast, headcounts, the saved
// layout and the rows behind a figure, typed from packages/contracts. By address only, so that the
// report screens do not wait for zod and the contracts' schemas (report-api.test.ts compares them).
import {
  type DrillRequest,
  type DrillResponse,
  type Facade,
  type FacadeSave,
  type ForecastPoint,
  type MemberDetails,
  type ReportFilter,
  type RunPdfRequest,
  type reportToolEndpoints,
  reportToolAddresses as toolAddresses,
  type XlsxRequest,
} from '@atrium/contracts';
import { callEndpoint, callEndpointForFile } from '../../../api/call-endpoint.ts';
import { address } from '../../../api/endpoint-address.ts';

type Tools = typeof reportToolEndpoints;

export const reportToolAddresses = {
  members: address<Tools['members']>(toolAddresses.members),
  drill: address<Tools['drill']>(toolAddresses.drill),
  facade: address<Tools['facade']>(toolAddresses.facade),
  saveFacade: address<Tools['saveFacade']>(toolAddresses.saveFacade),
  stubOfReport: address<Tools['stubOfReport']>(toolAddresses.stubOfReport),
  savedReport: address<Tools['savedReport']>(toolAddresses.savedReport),
  reportOfStub: address<Tools['reportOfStub']>(toolAddresses.reportOfStub),
  xlsx: address<Tools['xlsx']>(toolAddresses.xlsx),
  pdf: address<Tools['pdf']>(toolAddresses.pdf),
  forecast: address<Tools['forecast']>(toolAddresses.forecast),
};

export const reportToolsApi = {
  /** GET /api/v2/report/{id}/stub: the share stub of a saved report. */
  stubOf: (id: number) => callEndpoint(reportToolAddresses.stubOfReport, { params: { id } }),
  /** GET /api/v2/report/{id}: one of your own saved reports (the reportId parameter). */
  savedReport: (id: number, signal?: AbortSignal) =>
    callEndpoint(reportToolAddresses.savedReport, { params: { id }, signal }),
  /** GET /api/v2/report/stub/{stub}: the saved report behind a share link. */
  reportOfStub: (stub: string, signal?: AbortSignal) =>
    callEndpoint(reportToolAddresses.reportOfStub, { params: { stub }, signal }),
  /** POST /api/v2/report/xlsx: the workbook as a file. */
  xlsx: (body: XlsxRequest, signal?: AbortSignal) =>
    callEndpointForFile(reportToolAddresses.xlsx, { body, signal }),
  /** POST /api/v2/report/pdf: the run printed to a PDF by the server's Chromium. */
  pdf: (body: RunPdfRequest, signal?: AbortSignal) =>
    callEndpointForFile(reportToolAddresses.pdf, { body, signal }),
  forecast: (year: number, signal?: AbortSignal): Promise<ForecastPoint[]> =>
    callEndpoint(reportToolAddresses.forecast, { params: { year }, signal }),
  members: (filter: ReportFilter, signal?: AbortSignal): Promise<MemberDetails> =>
    callEndpoint(reportToolAddresses.members, { body: { filter }, signal }),
  /** POST /api/v2/financial/report/facade: the dashboard layout you last saved (null when none). */
  facade: (filter: ReportFilter, signal?: AbortSignal): Promise<Facade | null> =>
    callEndpoint(reportToolAddresses.facade, { body: { Id: 0, type: 'Financial', filter }, signal }),
  /** POST /api/v2/financial/report/facade/save: the layout of the report on screen. */
  saveFacade: (body: FacadeSave) => callEndpoint(reportToolAddresses.saveFacade, { body }),
  drill: (body: DrillRequest, signal?: AbortSignal): Promise<DrillResponse> =>
    callEndpoint(reportToolAddresses.drill, { body, signal }),
};
