// The portal started as several processes (ATRIUM_WORKERS) on a PostgreSQL server: connections are
// shared evenly between the workers, a worker that dies while serving is replaced, and a portal that
// cannot serve at all stops with the reason instead of starting workers over and over.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, type LaunchedPortal, launchPortal } from '../../../../e2e/server.ts';
import { cloneTemplateDatabase, type TestDatabase, testDatabaseKind } from './test-database.ts';

const startWorkers = (env: Record<string, string>) => launchPortal({ ATRIUM_WORKERS: '2', ...env });

/** Polls until `check` stops throwing, as long as a portal's start may take. */
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 60_000, interval: 100 });

const listenOnAnyPort = (server: Server) =>
  new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });

/** The pids of the primary's worker processes (not its other children, such as the TypeScript loader's). */
function workerPids(primary: number): number[] {
  const listed = spawnSync('ps', ['-o', 'pid=,args=', '--ppid', String(primary)], {
    encoding: 'utf8',
  }).stdout;
  return (listed ?? '')
    .split('\n')
    .filter((line) => line.includes('apps/server/src/main.ts'))
    .map((line) => Number.parseInt(line.trim(), 10));
}

/** A keep-alive connection that has had one answer, so a worker holds it. */
async function answeredConnection(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('data', () => resolve());
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  });
  return socket;
}

/** How many established connections to `port` each process holds, as the kernel lists them. */
function connectionsByProcess(port: number): Map<number, number> {
  const listed = spawnSync('ss', ['-tnpH', 'state', 'established', `sport = :${port}`], {
    encoding: 'utf8',
  }).stdout;
  const counts = new Map<number, number>();
  for (const [, pid] of (listed ?? '').matchAll(/pid=(\d+)/g)) {
    counts.set(Number(pid), (counts.get(Number(pid)) ?? 0) + 1);
  }
  return counts;
}

describe.skipIf(testDatabaseKind() !== 'postgres')('several portal processes (ATRIUM_WORKERS)', () => {
  let database: TestDatabase;
  let dataDir: string;
  const running: LaunchedPortal[] = [];

  beforeAll(async () => {
    database = await cloneTemplateDatabase();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'atrium-workers-'));
    return async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    };
  });

  afterEach(async () => {
    for (const started of running.splice(0)) {
      if (started.child.exitCode === null) {
        started.child.kill('SIGTERM');
        await started.exited;
      }
    }
  });

  it('shares a burst of keep-alive connections evenly between its workers', async () => {
    const port = await freePort();
    const started = startWorkers({
      DATABASE_URL: database.url!,
      PORT: String(port),
      ATRIUM_DATA_DIR: dataDir,
    });
    running.push(started);
    await eventually(() => expect(started.output()).toContain('2 processes'));
    const sockets = await Promise.all(Array.from({ length: 10 }, () => answeredConnection(port)));
    try {
      const workers = workerPids(started.child.pid!);
      const counts = connectionsByProcess(port);
      expect(workers.map((pid) => counts.get(pid))).toEqual([5, 5]);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  }, 120_000);

  it('answers a metrics scrape with the requests of every worker added up', async () => {
    const port = await freePort();
    const started = startWorkers({
      DATABASE_URL: database.url!,
      PORT: String(port),
      ATRIUM_DATA_DIR: dataDir,
    });
    running.push(started);
    await eventually(() => expect(started.output()).toContain('2 processes'));
    // A new connection each time: the primary hands them to the workers in turn.
    for (let i = 0; i < 10; i++) {
      const answer = await fetch(`http://127.0.0.1:${port}/api/v2/user/isLoggedIn`, {
        headers: { connection: 'close' },
      });
      expect(answer.status).toBe(200);
    }
    const scrape = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { connection: 'close' } });
    expect(scrape.status).toBe(200);
    const series =
      'atrium_http_request_duration_seconds_count{method="GET",route="/api/v2/user/isLoggedIn",status="200"}';
    const line = (await scrape.text()).split('\n').find((l) => l.startsWith(`${series} `));
    expect(line).toBe(`${series} 10`);
  }, 120_000);

  it('closes a connection whose request trickles past the request timeout, in a worker too', async () => {
    const port = await freePort();
    const started = startWorkers({
      DATABASE_URL: database.url!,
      PORT: String(port),
      ATRIUM_DATA_DIR: dataDir,
      ATRIUM_REQUEST_TIMEOUT_SECONDS: '2',
    });
    running.push(started);
    await eventually(() => expect(started.output()).toContain('2 processes'));
    const socket = connect(port, '127.0.0.1');
    const begun = Date.now();
    socket.on('error', () => {});
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    const trickle = setInterval(() => socket.write('a'), 200);
    const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - begun)));
    const outcome = await Promise.race([
      closed,
      new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), 8_000)),
    ]);
    clearInterval(trickle);
    socket.destroy();
    expect(outcome).not.toBe('still open');
  }, 120_000);

  it('replaces a worker that dies while serving, and keeps answering', async () => {
    const port = await freePort();
    const started = startWorkers({
      DATABASE_URL: database.url!,
      PORT: String(port),
      ATRIUM_DATA_DIR: dataDir,
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    running.push(started);
    await eventually(() => expect(started.output()).toContain('2 processes'));
    // Whoever set REDIS_URL learns that sessions do not live there (ADR 009).
    expect(started.output()).toContain('REDIS_URL is set but not used');

    const [first] = workerPids(started.child.pid!);
    process.kill(first, 'SIGKILL');
    await eventually(() => expect(started.output()).toContain('starting another'));
    await eventually(() => {
      const workers = workerPids(started.child.pid!);
      expect(workers).toHaveLength(2);
      expect(workers).not.toContain(first);
    });
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status).toBe(200);
    expect(started.child.exitCode).toBeNull();
  }, 120_000);

  it('stops with the reason when its port is taken, instead of starting workers forever', async () => {
    const holder = createServer();
    const port = await listenOnAnyPort(holder);
    try {
      const started = startWorkers({
        DATABASE_URL: database.url!,
        PORT: String(port),
        ATRIUM_DATA_DIR: dataDir,
      });
      running.push(started);
      const code = await Promise.race([
        started.exited,
        new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 60_000)),
      ]);
      expect(code).toBe(1);
      expect(started.output()).toContain(`cannot listen on port ${port}`);
      expect(started.output()).toContain('EADDRINUSE');
      expect(started.output()).not.toContain('starting another');
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  }, 120_000);
});
