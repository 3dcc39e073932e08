// Starts the real portal (`apps/server/src/main.ts`) on a free port with its own data folder.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');

export interface RunningPortal {
  baseUrl: string;
  /** The portal's process (the primary when it runs several). */
  pid: number;
  stop(): Promise<void>;
  startupMs: number;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface LaunchedPortal {
  child: ChildProcess;
  /** All it has printed so far, standard output and error together. */
  output: () => string;
  /** Resolves with its exit code once it has ended. */
  exited: Promise<number | null>;
}

/** Starts `apps/server/src/main.ts` with these settings on top of the environment, without waiting. */
export function launchPortal(env: Record<string, string>): LaunchedPortal {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export async function startPortal(
  options: { env?: Record<string, string>; dataDir?: string; timeoutMs?: number } = {},
): Promise<RunningPortal> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'atrium-e2e-'));
  const startedAt = performance.now();
  const { child, output } = launchPortal({
    PORT: String(port),
    ATRIUM_DATA_DIR: dataDir,
    ...options.env,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 150_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`portal exited early:\n${output()}`);
    // The ready line comes once every process listens; /readyz answers from the first one.
    const isReady =
      output().includes('is ready at') &&
      (await fetch(`${baseUrl}/readyz`)
        .then((r) => r.ok)
        .catch(() => false));
    if (isReady) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  if (Date.now() >= deadline) {
    child.kill('SIGKILL');
    throw new Error(`portal did not become ready:\n${output()}`);
  }
  const startupMs = performance.now() - startedAt;
  return {
    baseUrl,
    pid: child.pid ?? 0,
    startupMs,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
