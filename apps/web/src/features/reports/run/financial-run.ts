// A Financial report on the one run hook (spec 2 §4): the run with its first Details page, the
// compare period and the {member} details beside it, and further Details pages by the run's Id.
import {
  BREAKDOWN_TABS,
  type BreakdownPage,
  brand,
  type MemberDetails,
  type Permission,
  type ReportFilter,
  type ReportResponse,
} from '@atrium/contracts';
import { reportToolsApi } from '../tools/report-tools-api.ts';
import { type BreakdownQuery, reportApi } from './report-api.ts';
import {
  type FetchRun,
  REPORT_FAILED,
  type ReportRun,
  type ReportRunState,
  runFollowKey,
} from './use-report-run.ts';

export const COMPARE_FAILED = 'Compare failed to run.';
export const MEMBERS_FAILED = `${brand.memberSingular}Details failed to run.`;

export interface FinancialRequest {
  filter: ReportFilter;
  breakdown?: BreakdownQuery;
  /** Widgets show KPIs only: no saved report, no headcounts (default: both, as the dashboard). */
  isSummary?: boolean;
}

export interface FinancialPanels {
  compare: ReportResponse;
  members: MemberDetails;
  /** Another Details tab, search, sort or page than the run's first. */
  breakdown: BreakdownPage;
}

export type FinancialReport = ReportRun<FinancialRequest, ReportResponse, FinancialPanels>;

/** A Financial report run with its compare period and {member} details, as the dashboard shows it. */
export interface FinancialRunState {
  /** The saved report's Id; 0 while a run is in flight. */
  Id: number;
  status: 'idle' | 'loading' | 'done' | 'failed';
  /** After a refusal for a missing flag: the flag, so the screen says the figures are not shared. */
  notShared: Permission | null;
  current: ReportResponse | null;
  compare: ReportResponse | null;
  isCompareLoading: boolean;
  /** spec 2 §3 {member} details; null while loading or after a failure. */
  members: MemberDetails | null;
  isMembersLoading: boolean;
  isBreakdownLoading: boolean;
}

export const fetchFinancialRun: FetchRun<FinancialRequest, ReportResponse> = (request, options) =>
  reportApi.run({
    filter: request.filter,
    breakdown: request.breakdown,
    saveReport: options.saveReport && !request.isSummary,
    refresh: options.refresh,
    signal: options.signal,
  });

/** A Details page is cached by the run's Id and the tab, search, sort and page. */
export const breakdownQueryKey = (runId: string, breakdown: BreakdownQuery) =>
  runFollowKey(runId, 'breakdown', {
    search: '',
    sort: 'totalBillings',
    direction: 'desc',
    page: 1,
    ...breakdown,
  });

/** The tab a reader most likely opens next: the one after it on the Details card. */
export function nextLikelyTab(breakdown: BreakdownQuery): BreakdownQuery | null {
  const index = BREAKDOWN_TABS.findIndex((tab) => tab.type === (breakdown.type ?? 'region'));
  const next = BREAKDOWN_TABS[index + 1];
  return next ? { type: next.type } : null;
}

const pageOfRun = (runId: string, breakdown: BreakdownQuery, signal?: AbortSignal) =>
  reportApi.run({ runId, breakdown, signal }).then((answer) => answer.results.breakdown);

/** Fetches the next likely tab ahead, so switching to it shows its rows at once. */
function prefetchNextTab(report: FinancialReport, runId: string, breakdown: BreakdownQuery) {
  const next = nextLikelyTab(breakdown);
  if (next) report.prefetch(breakdownQueryKey(runId, next), () => pageOfRun(runId, next));
}

/** Runs the report with its compare period and, on the dashboard, its headcounts. */
export async function runFinancial(
  report: FinancialReport,
  request: FinancialRequest,
  options: { refresh?: boolean } = {},
): Promise<void> {
  const { refresh } = options;
  const ran = report.run(request, { refresh });
  const compare = report.follow(
    'compare',
    (signal) => reportApi.run({ filter: request.filter, compare: true, refresh, signal }),
    { key: ['report-compare', request.filter], refresh, failure: COMPARE_FAILED },
  );
  const members = request.isSummary
    ? null
    : report.follow('members', (signal) => reportToolsApi.members(request.filter, signal), {
        key: ['report-members', request.filter],
        refresh,
        failure: MEMBERS_FAILED,
      });
  const answer = await ran;
  if (answer && !request.isSummary) {
    // The run's own Details page answers a return to its tab.
    const shown = request.breakdown ?? {};
    report.prefetch(breakdownQueryKey(answer.runId, shown), async () => answer.results.breakdown);
    prefetchNextTab(report, answer.runId, shown);
  }
  await Promise.all([compare, members]);
}

/** Another tab, search, sort or page of the Details table, asked for by the run's Id. */
export async function loadBreakdown(report: FinancialReport, breakdown: BreakdownQuery): Promise<void> {
  const runId = report.currentRunId();
  if (!runId) return;
  const page = await report.follow('breakdown', (signal) => pageOfRun(runId, breakdown, signal), {
    key: breakdownQueryKey(runId, breakdown),
    failure: REPORT_FAILED,
  });
  if (page) prefetchNextTab(report, runId, breakdown);
}

/** The run as the dashboard and its widgets show it; the Details page shown is the last asked for. */
export function financialRunState(state: ReportRunState<ReportResponse, FinancialPanels>): FinancialRunState {
  const isShown = state.status !== 'loading' && state.run !== null;
  const breakdown = state.panels.breakdown;
  const current =
    isShown && state.run
      ? breakdown
        ? { ...state.run, results: { ...state.run.results, breakdown } }
        : state.run
      : null;
  return {
    Id: isShown ? (state.run?.Id ?? 0) : 0,
    status: state.status,
    notShared: state.notShared,
    current,
    compare: state.panels.compare ?? null,
    isCompareLoading: state.loading.compare === true,
    members: state.panels.members ?? null,
    isMembersLoading: state.loading.members === true,
    isBreakdownLoading: state.loading.breakdown === true,
  };
}
