// The User, License and Location report calls (packages/contracts/src/people-reports.ts).
import { peopleReportEndpoints as e, type PeopleReportRequest } from '@atrium/contracts';
import { callEndpoint } from '../../../api/call-endpoint.ts';

export interface RunFlags {
  saveReport?: boolean;
  refresh?: boolean;
  signal?: AbortSignal;
}
const flag = (on: boolean | undefined) => (on ? ('true' as const) : undefined);
const query = (flags: RunFlags) => ({ saveReport: flag(flags.saveReport), refresh: flag(flags.refresh) });

export const peopleReportApi = {
  userReport: (body: PeopleReportRequest, flags: RunFlags = {}) =>
    callEndpoint(e.userReport, { body, query: query(flags), signal: flags.signal }),
  licenseReport: (body: PeopleReportRequest, flags: RunFlags = {}) =>
    callEndpoint(e.licenseReport, { body, query: query(flags), signal: flags.signal }),
  locationReport: (body: PeopleReportRequest, flags: RunFlags = {}) =>
    callEndpoint(e.locationReport, { body, query: query(flags), signal: flags.signal }),
};
