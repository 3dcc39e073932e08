// The dashboard's state and actions (spec 2 §4): edit mode and the report, drill levels, the
// Details tab with its search, sort and page, and Refresh.
import type { BreakdownRow, BreakdownType, ReportResponse } from '@atrium/contracts';
import { useDebouncedCallback } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LOOKUP_DEBOUNCE_MS } from '../../../ui/LookupPicker.tsx';
import {
  drillInto,
  isDrillTab,
  nextSort,
  nextTabAfterDrill,
  tabForLevels,
} from '../breakdown/breakdown-tabs.ts';
import { buildRunFilter, type DrillLevel, defaultDraft, type FilterDraft } from '../filter/report-filter.ts';
import { reportRange, toIsoDate } from '../filter/report-period.ts';
import {
  type FinancialPanels,
  type FinancialRequest,
  fetchFinancialRun,
  financialRunState,
  loadBreakdown,
  runFinancial,
} from '../run/financial-run.ts';
import type { BreakdownQuery } from '../run/report-api.ts';
import { readFacade, type SavedLayout } from '../run/use-facade-autosave.ts';
import { EDITING_REASON, useReportRun } from '../run/use-report-run.ts';
import { reportToolsApi } from '../tools/report-tools-api.ts';

type Breakdown = Required<BreakdownQuery>;

const firstPage = (type: BreakdownType): Breakdown => ({
  type,
  search: '',
  sort: 'totalBillings',
  direction: 'desc',
  page: 1,
});

export function useDashboard(initial: { draft?: FilterDraft } = {}) {
  const [today] = useState(() => toIsoDate(new Date()));
  const [mode, setMode] = useState<'edit' | 'report'>('edit');
  const [draft, setDraft] = useState<FilterDraft>(() => initial.draft ?? defaultDraft());
  const [applied, setApplied] = useState<FilterDraft | null>(null);
  const [levels, setLevels] = useState<DrillLevel[]>([]);
  const [breakdown, setBreakdown] = useState<Breakdown>(() => firstPage('region'));
  const [searchText, setSearchText] = useState('');
  const [emptyTabs, setEmptyTabs] = useState<ReadonlySet<BreakdownType>>(new Set());
  const report = useReportRun<FinancialRequest, ReportResponse, FinancialPanels>({
    kind: 'financial',
    fetchRun: fetchFinancialRun,
  });
  const { actions } = report;
  const state = useMemo(() => financialRunState(report.state), [report.state]);
  // spec 2 §4: the saved facade, fetched at each run and read back into the layout.
  const [layout, setLayout] = useState<SavedLayout | null>(null);
  const layoutRef = useRef(layout);
  layoutRef.current = layout;
  const loadLayout = useCallback((filter: FilterDraft) => {
    reportToolsApi
      .facade(buildRunFilter(filter, []))
      .then((facade) => setLayout(readFacade(facade)))
      .catch((error: unknown) => console.warn('The dashboard layout could not be read.', error));
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, so the first run opens on the saved tab
  useEffect(() => loadLayout(draft), []);

  const breakdownRef = useRef(breakdown);
  breakdownRef.current = breakdown;
  const changeBreakdown = useCallback(
    (next: Breakdown) => {
      setBreakdown(next);
      void loadBreakdown(actions, next);
    },
    [actions],
  );
  // The search box asks the server 300 ms after typing stops.
  const applySearch = useDebouncedCallback((text: string) => {
    const current = breakdownRef.current;
    if (text.trim() !== current.search) changeBreakdown({ ...current, search: text.trim(), page: 1 });
  }, LOOKUP_DEBOUNCE_MS);

  const runAt = useCallback(
    (options: { filter: FilterDraft; levels: DrillLevel[]; breakdown: Breakdown; refresh?: boolean }) => {
      applySearch.cancel();
      setLevels(options.levels);
      setBreakdown(options.breakdown);
      setSearchText(options.breakdown.search);
      if (!options.refresh) setEmptyTabs(new Set());
      void runFinancial(
        actions,
        { filter: buildRunFilter(options.filter, options.levels), breakdown: options.breakdown },
        { refresh: options.refresh },
      );
    },
    [actions, applySearch],
  );

  const generate = useCallback(
    (filter?: FilterDraft, options: { refresh?: boolean } = {}) => {
      const runFilter = filter ?? draft;
      setDraft(runFilter);
      setApplied(runFilter);
      setMode('report');
      // Generate Report opens on the Details tab of the saved layout; a shared link on regions.
      const tab = (!filter && layoutRef.current?.breakdownType) || 'region';
      runAt({ filter: runFilter, levels: [], breakdown: firstPage(tab), refresh: options.refresh });
      loadLayout(runFilter);
    },
    [draft, runAt, loadLayout],
  );

  const modify = useCallback(() => {
    actions.cancel(EDITING_REASON);
    setMode('edit');
  }, [actions]);

  const page = state.current?.results.breakdown;

  const drill = useCallback(
    (row: BreakdownRow) => {
      if (!applied || !page || !isDrillTab(page.type)) return;
      const next = drillInto(levels, { type: page.type, id: row.id, name: row.name });
      runAt({ filter: applied, levels: next, breakdown: firstPage(nextTabAfterDrill(page.type)) });
    },
    [applied, page, levels, runAt],
  );

  const goToLevel = useCallback(
    (depth: number) => {
      if (!applied) return;
      const next = levels.slice(0, depth);
      runAt({ filter: applied, levels: next, breakdown: firstPage(tabForLevels(next)) });
    },
    [applied, levels, runAt],
  );

  const refresh = useCallback(() => {
    if (applied) runAt({ filter: applied, levels, breakdown, refresh: true });
  }, [applied, levels, breakdown, runAt]);

  // spec 2 §2: a tab is disabled when its data is missing; a tab found empty stays disabled.
  useEffect(() => {
    if (page && page.search === '' && page.total === 0) setEmptyTabs((tabs) => new Set(tabs).add(page.type));
  }, [page]);

  const metrics = state.current?.results.metrics;
  const hasResults = useMemo(
    () => !!metrics && (Object.values(metrics).some((v) => v !== 0) || (page?.total ?? 0) > 0),
    [metrics, page],
  );

  // Stable between renders, so the Details card renders again only when what it shows changes.
  const isTabDisabled = useCallback(
    (type: BreakdownType) => !hasResults || emptyTabs.has(type),
    [hasResults, emptyTabs],
  );
  const setSearch = useCallback(
    (text: string) => {
      setSearchText(text);
      applySearch(text);
    },
    [applySearch],
  );
  const setTab = useCallback(
    (type: BreakdownType) => {
      applySearch.cancel();
      setSearchText('');
      changeBreakdown(firstPage(type));
    },
    [applySearch, changeBreakdown],
  );
  const setSort = useCallback(
    (key: Breakdown['sort']) => changeBreakdown({ ...breakdown, ...nextSort(breakdown, key), page: 1 }),
    [breakdown, changeBreakdown],
  );
  const setPage = useCallback(
    (n: number) => changeBreakdown({ ...breakdown, page: n }),
    [breakdown, changeBreakdown],
  );

  return {
    today,
    mode,
    draft,
    setDraft,
    applied,
    levels,
    breakdown,
    searchText,
    state,
    layout,
    hasResults,
    range: state.current?.filter.date ?? (applied ? reportRange(applied.date, today) : null),
    isTabDisabled,
    generate,
    modify,
    drill,
    goToLevel,
    refresh,
    setSearch,
    setTab,
    setSort,
    setPage,
  };
}

export type DashboardController = ReturnType<typeof useDashboard>;
