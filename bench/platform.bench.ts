// Start-to-ready on a seeded database, and GET /api/v2/routes under load beside a bare Fastify route.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { freePort, startPortal } from '../e2e/server.ts';

const CONNECTIONS = 50;
const DURATION_SECONDS = 10;

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function signInCookie(baseUrl: string): Promise<string> {
  const probe = await fetch(`${baseUrl}/api/v2/user/isLoggedIn`);
  const csrf = /atrium_csrf=([^;]+)/.exec(probe.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const login = await fetch(`${baseUrl}/api/v2/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie: `atrium_csrf=${csrf}` },
    body: JSON.stringify({ email: 'partner@demo.atrium', password: 'demo' }),
  });
  const session = /atrium_session=([^;]+)/.exec(login.headers.getSetCookie().join(';'))?.[1];
  if (!session) throw new Error(`sign-in failed: ${login.status}`);
  return `atrium_session=${session}`;
}

export async function runPlatformBench(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-'));
  try {
    const first = await startPortal({ dataDir, timeoutMs: 600_000 });
    process.stdout.write(
      `first start (migrate + seed demo firm): ${(first.startupMs / 1000).toFixed(1)} s\n`,
    );
    await first.stop();

    const portal = await startPortal({ dataDir });
    process.stdout.write(
      `start-to-ready on the seeded database: ${(portal.startupMs / 1000).toFixed(2)} s\n`,
    );
    try {
      const cookie = await signInCookie(portal.baseUrl);
      const routes = await load(`${portal.baseUrl}/api/v2/routes`, { cookie });

      const bare = Fastify();
      bare.get('/bare', async () => ({ ok: true }));
      const port = await freePort();
      await bare.listen({ port, host: '127.0.0.1' });
      const baseline = await load(`http://127.0.0.1:${port}/bare`);
      await bare.close();

      process.stdout.write(
        `GET /api/v2/routes (${CONNECTIONS} connections, ${DURATION_SECONDS} s): ${routes.rps} req/s, p99 ${routes.p99} ms, errors ${routes.errors}\n` +
          `bare Fastify route (same run):          ${baseline.rps} req/s, p99 ${baseline.p99} ms, errors ${baseline.errors}\n`,
      );
    } finally {
      await portal.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
