// An advanced search's facade (spec 2 §4): fetched when the screen opens and at each run, its
// order applied to the results table; saved 2 s after a finished run or a change of order, and
// only once the run is done. Failures are only logged (spec 2 §8).
import { reportToolEndpoints } from '@atrium/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import type { DataTableSort } from '../../../ui/data-table/index.ts';
import type { ReportRunState } from '../../reports/index.ts';
import {
  buildSearchFacade,
  DEFAULT_ORDER,
  facadeReport,
  NO_LAYOUT,
  readSearchFacade,
  type SearchLayout,
} from './search-facade.ts';
import type { RunFilter, SearchKind, SearchRun } from './use-search-run.ts';

export const SEARCH_FACADE_SAVE_DELAY_MS = 2000;

interface SearchRunner {
  state: ReportRunState<SearchRun>;
  run: (filter: RunFilter, options?: { refresh?: boolean }) => Promise<unknown>;
  cancel: (reason: string) => void;
}

export function useSearchFacade(kind: SearchKind, runner: SearchRunner) {
  const [layout, setLayout] = useState<SearchLayout>(NO_LAYOUT);
  // The reader's own order, or the one the table opened with after the first run.
  const [chosen, setChosen] = useState<DataTableSort | null>(null);
  const order = chosen ?? layout.order ?? DEFAULT_ORDER[kind];

  const load = useCallback(
    (filter?: RunFilter) => {
      callEndpoint(reportToolEndpoints.facade, { body: facadeReport(kind, { filter }) })
        .then((facade) => setLayout(readSearchFacade(facade, kind)))
        .catch((error: unknown) => console.warn('The search layout could not be read.', error));
    },
    [kind],
  );
  useEffect(() => load(), [load]);

  const { run: runReport, state } = runner;
  const run = useCallback<SearchRunner['run']>(
    (filter, options) => {
      load(filter);
      return runReport(filter, options);
    },
    [load, runReport],
  );

  // The table keeps the order it opened with: a layout read later does not reorder it under the reader.
  useEffect(() => {
    if (state.status === 'done' && chosen === null) setChosen(order);
  }, [state.status, chosen, order]);

  const facade = useMemo(
    () => buildSearchFacade({ kind, status: state.status, run: state.run, order }),
    [kind, state.status, state.run, order],
  );
  useEffect(() => {
    if (!facade || !state.run) return;
    const { Id, filter } = state.run;
    // One timer: a newer run or order replaces the pending save.
    const timer = window.setTimeout(() => {
      callEndpoint(reportToolEndpoints.saveFacade, {
        body: { report: facadeReport(kind, { Id, filter }), facade },
      }).catch((error: unknown) => console.warn('The search layout was not saved.', error));
    }, SEARCH_FACADE_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [facade, kind, state.run]);

  return { runner: { ...runner, run }, layout, order, setOrder: setChosen };
}
