// Applies the dashboard's query parameters once on load (spec 2 §4): a stub or a reportId loads
// its saved filter, then the auto-run rule decides whether the report runs straight away.
import type { EngineFilterType, FinancialFilterType, ReportFilter } from '@atrium/contracts';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { isApiError } from '../../../api/api-error.ts';
import { draftFromFilter, draftKeys, type FilterDraft, type SavedFilter } from '../filter/report-filter.ts';
import { reportToolsApi } from '../tools/report-tools-api.ts';
import { isPossibleStub, readReportParams, STUB_NOT_FOUND, shouldAutoRun } from './report-params.ts';

/** What /report/{stub} hands over so the dashboard need not resolve the stub again. */
export interface ReportLocationState {
  filter?: Omit<ReportFilter, 'type'> & { type: EngineFilterType };
}

export function useReportParams<T extends EngineFilterType = FinancialFilterType>(options: {
  setDraft: (draft: FilterDraft<T>) => void;
  generate: (draft: FilterDraft<T>, options: { refresh?: boolean }) => void;
  /** A saved filter into this report's form (default: the dashboard's). */
  toDraft?: (filter: SavedFilter) => FilterDraft<T>;
}) {
  const [search] = useSearchParams();
  const location = useLocation();
  const [isInitialising, setInitialising] = useState(() => {
    const params = readReportParams(search);
    return params.stub !== null || params.reportId !== null;
  });
  const [error, setError] = useState<string | null>(null);
  const hasStarted = useRef(false);
  const { setDraft, generate } = options;
  const toDraft = options.toDraft ?? (draftFromFilter as unknown as (filter: SavedFilter) => FilterDraft<T>);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    const params = readReportParams(search);
    const start = (draft: FilterDraft<T>) => {
      setDraft(draft);
      setInitialising(false);
      if (shouldAutoRun({ autorun: params.autorun, keys: draftKeys(draft) }))
        generate(draft, { refresh: params.refresh });
    };
    const handedOver = (location.state as ReportLocationState | null)?.filter;
    if (handedOver) return start(toDraft(handedOver));
    // A stub its contract would refuse is not sent: the server could only call the request invalid.
    if (params.stub && !isPossibleStub(params.stub)) {
      setInitialising(false);
      setError(STUB_NOT_FOUND);
      return;
    }
    const saved = params.stub
      ? reportToolsApi.reportOfStub(params.stub)
      : params.reportId
        ? reportToolsApi.savedReport(params.reportId)
        : null;
    if (!saved) return start(toDraft({}));
    saved
      .then((report) => start(toDraft(report.filter)))
      .catch((failure: unknown) => {
        setInitialising(false);
        setError(isApiError(failure) ? failure.message : 'This report link could not be opened.');
      });
  }, [search, location.state, setDraft, generate, toDraft]);

  return { isInitialising, error };
}
