// npm test: unit and API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), then
// browser tests in the system Chromium against the built app.
import { ensureChromium, ensureDependencies, ensureWebBuild, run } from './lib.mjs';

ensureDependencies();
const chromium = ensureChromium();
ensureWebBuild();

const vitest = ['vitest', 'run', '--reporter=dot'];
run('npx', vitest);
run('npx', [...vitest, '--root', 'apps/web']);
run('npx', [...vitest, '--config', 'e2e/vitest.config.ts'], {
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
