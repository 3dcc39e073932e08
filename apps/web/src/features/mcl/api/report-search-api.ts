// The calls on the report engine the mcl screens make: the financial panel (a company's or a
// partner's) and the Assignment and Company reports (packages/contracts/src/report-searches.ts).
import {
  type AssignmentReportRequest,
  type CompanyReportRequest,
  reportSearchEndpoints as e,
} from '@atrium/contracts';
import { callEndpoint } from '../../../api/call-endpoint.ts';

type Signal = { signal?: AbortSignal };
export interface RunFlags {
  saveReport?: boolean;
  refresh?: boolean;
}
const flag = (on: boolean | undefined) => (on ? ('true' as const) : undefined);
const query = (flags: RunFlags) => ({ saveReport: flag(flags.saveReport), refresh: flag(flags.refresh) });

export const reportSearchApi = {
  assignmentReport: (body: AssignmentReportRequest, flags: RunFlags = {}, { signal }: Signal = {}) =>
    callEndpoint(e.assignmentReport, { body, query: query(flags), signal }),
  companyReport: (body: CompanyReportRequest, flags: RunFlags = {}, { signal }: Signal = {}) =>
    callEndpoint(e.companyReport, { body, query: query(flags), signal }),
};
