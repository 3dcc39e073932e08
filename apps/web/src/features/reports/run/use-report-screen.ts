// What a report screen outside the dashboard keeps (spec 2 §4): the form's draft, the filter that
// ran, edit or report mode, Generate and Modify Report, a shared or auto-run report from the
// address, and the Excel export's busy state. The screen supplies its run (`useReportRun`) and
// filter types.
import type { EngineFilterType, ReportFilter } from '@atrium/contracts';
import { useCallback, useState } from 'react';
import { toast } from '../../../ui/toast.tsx';
import {
  buildRunFilter,
  defaultDraft,
  draftFromFilter,
  type FilterDraft,
  type SavedFilter,
} from '../filter/report-filter.ts';
import { toIsoDate } from '../filter/report-period.ts';
import { EXPORT_FAILED } from '../tools/report-export.ts';
import { useReportParams } from './use-report-params.ts';
import { EDITING_REASON, type ReportRunState } from './use-report-run.ts';

export type RunFilterOf<T extends EngineFilterType> = Omit<ReportFilter, 'type'> & { type: T };

export interface ReportRunner<T extends EngineFilterType, Run> {
  state: ReportRunState<Run>;
  run: (filter: RunFilterOf<T>, options?: { refresh?: boolean }) => Promise<unknown>;
  cancel: (reason: string) => void;
}

export function useReportScreen<T extends EngineFilterType, Run>(options: {
  runner: ReportRunner<T, Run>;
  filterTypes: readonly { value: T; label: string }[];
  /** The date filter type of a new report, and of a shared one whose type this report lacks. */
  fallback: T;
}) {
  const { runner, filterTypes, fallback } = options;
  const { run, cancel } = runner;
  const [today] = useState(() => toIsoDate(new Date()));
  const [draft, setDraft] = useState<FilterDraft<T>>(() => ({ ...defaultDraft(), type: fallback }));
  const [applied, setApplied] = useState<RunFilterOf<T> | null>(null);
  const [mode, setMode] = useState<'edit' | 'report'>('edit');
  const [isExporting, setExporting] = useState(false);

  const generate = useCallback(
    (next: FilterDraft<T>, runOptions: { refresh?: boolean } = {}) => {
      const filter = buildRunFilter(next, []);
      setDraft(next);
      setApplied(filter);
      setMode('report');
      void run(filter, runOptions);
    },
    [run],
  );
  const toDraft = useCallback(
    (filter: SavedFilter) => draftFromFilter(filter, { types: filterTypes.map((t) => t.value), fallback }),
    [filterTypes, fallback],
  );
  const params = useReportParams<T>({ setDraft, generate, toDraft });
  const modify = () => {
    cancel(EDITING_REASON);
    setMode('edit');
  };
  /** Runs an export with the Excel button busy; a failure says so in a toast. */
  const exportWith = async (write: () => Promise<void>) => {
    setExporting(true);
    try {
      await write();
    } catch {
      toast.error(EXPORT_FAILED);
    } finally {
      setExporting(false);
    }
  };
  const filterLabel = filterTypes.find((t) => t.value === applied?.type)?.label ?? '';

  return {
    today,
    draft,
    setDraft,
    applied,
    mode,
    params,
    generate,
    modify,
    isExporting,
    exportWith,
    filterLabel,
    state: runner.state,
  };
}

export type ReportScreenState<T extends EngineFilterType, Run> = ReturnType<typeof useReportScreen<T, Run>>;
