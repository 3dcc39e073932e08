// Runs a User, License or Location report on the reports module's one run hook and fetches the
// pages of its results table from the same (cached) run.
import type {
  PeopleFilterType,
  PeopleReportRequest,
  PlaceReportResponse,
  ReportFilter,
  UserReportResponse,
} from '@atrium/contracts';
import { useCallback } from 'react';
import { type FetchRun, useReportRun } from '../../reports/index.ts';
import { peopleReportApi, type RunFlags } from '../api/people-report-api.ts';
import type { PeopleReportKind } from './people-report-kinds.ts';

export type PeopleRunFilter = Omit<ReportFilter, 'type'> & { type: PeopleFilterType };
type Answer = UserReportResponse | PlaceReportResponse;
export type PeopleRun = Omit<Answer, 'page'>;
export type ResultsQuery = NonNullable<PeopleReportRequest['results']>;

/** A run of the filter, or a results page of a run on screen by its run Id. */
export function fetchPeopleReport(
  kind: PeopleReportKind,
  source: PeopleRunFilter | { runId: string },
  results: ResultsQuery,
  flags: RunFlags = {},
): Promise<Answer> {
  const body = 'runId' in source ? { runId: source.runId, results } : { filter: source, results };
  if (kind === 'users') return peopleReportApi.userReport(body, flags);
  if (kind === 'licenses') return peopleReportApi.licenseReport(body, flags);
  return peopleReportApi.locationReport(body, flags);
}

export function usePeopleReport(kind: PeopleReportKind) {
  const fetchRun = useCallback<FetchRun<PeopleRunFilter, PeopleRun>>(
    async (filter, options) => {
      const { page: _page, ...run } = await fetchPeopleReport(kind, filter, { offset: 0, limit: 1 }, options);
      return run;
    },
    [kind],
  );
  return useReportRun({ kind: `people-${kind}`, fetchRun });
}
