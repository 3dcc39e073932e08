// npm start: install what is missing (dependencies, Chromium for PDFs), build the web app when stale,
// then run the server.
import { spawn } from 'node:child_process';
import { ensureChromium, ensureDependencies, ensureWebBuild, root } from './lib.mjs';

ensureDependencies();
// PDF printing drives the system Chromium; it is installed (or the way to install it said) before
// the portal serves, so no PDF button is the first to tell.
ensureChromium({ serving: true });
ensureWebBuild();

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
