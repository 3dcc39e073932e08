// Keeps one columnar store per app (made by buildApp), rebuilt when the database's data_version moves on. The
// store is derived data: every report checks the version in the database first, so several API
// processes never disagree for longer than one load.
import type { Database } from '../../platform/database.ts';
import { workSlices } from '../../platform/work-slices.ts';
import { loadReportSource } from './report-source.repo.ts';
import type { ReportStore } from './report-store.ts';
import { buildReportStoreInSlices } from './report-store-build.ts';

export interface LoadedStore {
  version: number;
  store: ReportStore;
  /** Milliseconds to read the tables and to build the arrays. */
  loadMs: number;
  buildMs: number;
}

export interface ReportStoreLoader {
  /** The store for `version` (the current data version), loading it when the held one is older. */
  get(version: number): Promise<LoadedStore>;
}

export function createReportStoreLoader(database: Database): ReportStoreLoader {
  let held: LoadedStore | undefined;
  let loading: Promise<LoadedStore> | undefined;

  const load = async (): Promise<LoadedStore> => {
    const started = performance.now();
    const { version, source } = await loadReportSource(database);
    const loaded = performance.now();
    const store = await buildReportStoreInSlices(source, workSlices());
    return { version, store, loadMs: loaded - started, buildMs: performance.now() - loaded };
  };

  return {
    async get(version) {
      if (held && held.version >= version) return held;
      // one load at a time; callers arriving meanwhile share it
      loading ??= load().finally(() => {
        loading = undefined;
      });
      const fresh = await loading;
      if (!held || fresh.version >= held.version) held = fresh;
      return held;
    },
  };
}
