// `npm run bench [-- <suite>…]`: prints figures; never part of `npm test`.
import { runPlatformBench } from './platform.bench.ts';
import { runReportsBench } from './reports.bench.ts';
import { runSearchBench } from './search.bench.ts';

const suites: Record<string, () => Promise<void>> = {
  platform: runPlatformBench,
  reports: runReportsBench,
  search: runSearchBench,
};

const requested = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const names = requested.length ? requested : Object.keys(suites);
for (const name of names) {
  const suite = suites[name];
  if (!suite) {
    process.stderr.write(`Unknown bench suite "${name}". Known: ${Object.keys(suites).join(', ')}\n`);
    process.exit(2);
  }
  process.stdout.write(`\n== ${name} ==\n`);
  await suite();
}
