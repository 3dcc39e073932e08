// npm run test:unit: the inner loop — unit and API tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set) and the web app's tests, without building the app or opening Chromium.
// Arguments narrow the run as vitest's do: `npm run test:unit -- apps/server/src/features/site`.
import { ensureDependencies, run } from './lib.mjs';

ensureDependencies();
const vitest = ['vitest', 'run', '--reporter=dot'];
const only = process.argv.slice(2);
const webOnly = only.filter((f) => f.startsWith('apps/web/')).map((f) => f.slice('apps/web/'.length));
const rest = only.filter((f) => !f.startsWith('apps/web/'));
if (only.length === 0 || rest.length > 0) run('npx', [...vitest, ...rest]);
if (only.length === 0 || webOnly.length > 0) run('npx', [...vitest, '--root', 'apps/web', ...webOnly]);
