// `npm run bench [-- <suite>…]`: prints figures; never part of `npm test`.
import os from 'node:os';
import { runEventLoopBench } from './event-loop.bench.ts';
import { runPeopleBench } from './people.bench.ts';
import { runPageViewsBench, runPlatformBench } from './platform.bench.ts';
import { runReportsBench } from './reports.bench.ts';
import { runScreenTimes } from './screen-times.ts';
import { runSearchBench } from './search.bench.ts';
import { runSubscriptionSendBench } from './subscription-send.bench.ts';
import { runWebBench } from './web.bench.ts';

const suites: Record<string, () => Promise<void>> = {
  platform: runPlatformBench,
  'page-views': runPageViewsBench,
  reports: runReportsBench,
  people: runPeopleBench,
  web: async () => {
    await runWebBench();
    await runScreenTimes();
  },
  screens: runScreenTimes,
  search: runSearchBench,
  'event-loop': runEventLoopBench,
  mail: runSubscriptionSendBench,
};

// The same code measures differently on another machine or Node release: each run says which.
const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
process.stdout.write(`Node ${process.version}, ${os.availableParallelism()} cores (${cpu})\n`);

const requested = process.argv.slice(2).filter((a) => !a.startsWith('-'));
// The page-views figures are part of the platform suite; their own name runs only them.
const names = requested.length ? requested : Object.keys(suites).filter((name) => name !== 'page-views');
for (const name of names) {
  const suite = suites[name];
  if (!suite) {
    process.stderr.write(`Unknown bench suite "${name}". Known: ${Object.keys(suites).join(', ')}\n`);
    process.exit(2);
  }
  process.stdout.write(`\n== ${name} ==\n`);
  await suite();
}
