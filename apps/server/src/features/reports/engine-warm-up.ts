// The first report after a start ran the engine's loops cold, several times slower than every later
// one (a 1Y workbook: about 560 ms against 130). As soon as the store is loaded, one whole 1Y report
// runs in the background, in short slices of the event loop, so whoever asks first finds the
// engine warm and every breakdown's grouping built.
import { BREAKDOWN_TABS } from '@atrium/contracts';
import { workSlices } from '../../platform/work-slices.ts';
import { computeReportInSlices } from './report-compute.ts';
import type { ReportStore } from './report-store.ts';
import { engineQuery, FIRST_REGION_PAGE, normaliseFilter } from './reports.service.ts';

export async function warmUpEngine(store: ReportStore, today: string): Promise<void> {
  const filter = normaliseFilter(
    { type: 'activity', date: { selection: '1Y' }, keys: [] },
    { today, compare: false },
  );
  const pause = workSlices();
  const report = await computeReportInSlices(store, engineQuery(filter, 'USD'), FIRST_REGION_PAGE, pause);
  for (const { type } of BREAKDOWN_TABS) {
    await pause();
    await report.breakdownRows(type);
  }
}
