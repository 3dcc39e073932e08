// The dashboard's query parameters (spec 2 §2, §4): reportId, stub, autorun and refresh, and
// the auto-run rule.
import { brand, type ReportKey, type ReportType, reportToolEndpoints } from '@atrium/contracts';

export interface ReportParams {
  reportId: number | null;
  stub: string | null;
  /** null when the parameter is absent. */
  autorun: boolean | null;
  refresh: boolean;
}

const asFlag = (value: string | null) => (value === null ? null : value !== 'false' && value !== '0');

export function readReportParams(search: URLSearchParams): ReportParams {
  const id = Number(search.get('reportId'));
  return {
    reportId: Number.isInteger(id) && id > 0 ? id : null,
    stub: search.get('stub') || null,
    // spec 1 §4: the member lists' full-report buttons spell it autoRun.
    autorun: asFlag(search.get('autorun') ?? search.get('autoRun')),
    refresh: asFlag(search.get('refresh')) ?? false,
  };
}

/**
 * spec 2 §4: run once on load when the dashboard is a widget, when the filter has keys, or when
 * autorun is set — never when autorun=false.
 */
export function shouldAutoRun(options: {
  autorun: boolean | null;
  keys: readonly ReportKey[];
  isWidget?: boolean;
}) {
  if (options.autorun === false) return false;
  return options.autorun === true || options.keys.length > 0 || options.isWidget === true;
}

/** The screen each report type runs on. */
const REPORT_SCREENS: Partial<Record<ReportType, string>> = {
  Financial: '/mcl/dashboard',
  Assignment: '/mcl/assignments/report',
  Company: '/mcl/companies/report',
  User: `/directory/${brand.members}/report`,
  License: '/directory/licenses/report',
  Location: '/directory/locations/report',
};

/** Where /report/{stub} sends the browser once the stub resolves: its report type's screen. */
export function dashboardUrlForStub(stub: string, type: ReportType = 'Financial'): string {
  const path = REPORT_SCREENS[type] ?? REPORT_SCREENS.Financial;
  return `${path}?${new URLSearchParams({ stub, autorun: 'true' }).toString()}`;
}

/** A share stub the server could know, by the rule of its call's contract; no other is asked about. */
export function isPossibleStub(stub: string): boolean {
  return reportToolEndpoints.reportOfStub.params?.safeParse({ stub }).success ?? true;
}

/** A share link that leads nowhere: mistyped, cut short, or never made. */
export const STUB_NOT_FOUND = 'This report link does not exist. Check that the whole link was copied.';
