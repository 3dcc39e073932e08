// Helpers for the two commands; plain Node so they run before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    process.stderr.write(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).\n`);
    process.exit(result.status ?? 1);
  }
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

function newestIn(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestIn(path.join(target, entry)));
  }
  return newest;
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(marker) && mtime(marker) >= mtime(lock)) return;
  process.stdout.write('Installing dependencies (first run)…\n');
  // `npm install` (not `npm ci`) so platform-specific optional packages missing from the lockfile
  // are still resolved for this machine; locked versions are kept.
  run('npm', ['install', '--no-audit', '--no-fund']);
}

/** Builds the web app when its sources (or the shared contracts) changed since the last build. */
export function ensureWebBuild() {
  const built = mtime(path.join(root, 'apps/web/dist/index.html'));
  const sources = Math.max(
    newestIn(path.join(root, 'apps/web/src')),
    newestIn(path.join(root, 'apps/web/index.html')),
    newestIn(path.join(root, 'apps/web/vite.config.ts')),
    newestIn(path.join(root, 'packages/contracts/src')),
    mtime(path.join(root, 'package-lock.json')),
  );
  if (built >= sources) return;
  process.stdout.write('Building the web app…\n');
  run('npm', ['run', 'build', '--silent', '-w', 'apps/web']);
}

export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Makes sure the system Chromium exists: installs Debian's package as root, otherwise says how.
 * Browser tests cannot run without it; the portal can, with PDF printing off, so `serving` only warns.
 */
export function ensureChromium({ serving = false } = {}) {
  const binary = chromiumPath();
  if (existsSync(binary)) return binary;
  const need = serving ? 'PDF printing needs' : 'Browser tests need';
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get') && !process.env.CHROMIUM_PATH) {
    process.stdout.write(
      `Installing Chromium for ${serving ? 'PDF printing' : 'browser tests'} (apt-get install chromium)…\n`,
    );
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const steps = [
      ['apt-get', ['update', '-qq']],
      ['apt-get', ['install', '-y', '-qq', 'chromium']],
    ];
    for (const [command, args] of steps) {
      const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
      if (result.status !== 0) break;
    }
    if (existsSync(binary)) return binary;
  }
  process.stderr.write(
    `\n${need} Chromium at ${binary}.\n` +
      '  On Debian/Ubuntu:  sudo apt-get install -y chromium\n' +
      '  Elsewhere: install Chromium and set CHROMIUM_PATH=/path/to/chromium\n' +
      (serving ? 'The portal starts now; its PDF buttons work once Chromium is installed.\n\n' : ''),
  );
  if (!serving) process.exit(1);
  return undefined;
}
