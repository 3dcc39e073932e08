// Two tabs refreshing with the same token at once both stay signed in, with the same new session;
// an older token, or the same one presented after the grace period, still ends the session.
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

async function signedIn() {
  const client = t.client();
  await client.login(DEMO.partner);
  return client;
}

const refreshWith = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/user/refresh',
    headers: {
      cookie: `atrium_refresh=${token}; atrium_csrf=c`,
      'x-csrf-token': 'c',
    },
  });

/** A refresh over a real connection, as a browser tab sends it; answers the status and cookies. */
async function refreshOverHttp(token: string) {
  const response = await fetch(`${origin}/api/v2/user/refresh`, {
    method: 'POST',
    headers: { cookie: `atrium_refresh=${token}; atrium_csrf=c`, 'x-csrf-token': 'c' },
  });
  const cookies = new Map(
    response.headers.getSetCookie().map((line) => {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)] as const;
    }),
  );
  return { status: response.status, cookies };
}

async function isSignedIn(accessToken: string | undefined): Promise<boolean> {
  const response = await fetch(`${origin}/api/v2/user/isLoggedIn`, {
    headers: { cookie: `atrium_session=${accessToken}` },
  });
  return ((await response.json()) as { IsLoggedIn: boolean }).IsLoggedIn;
}

describe('POST /api/v2/user/refresh', () => {
  it('keeps both tabs signed in when they refresh with one token at the same moment', async () => {
    const client = await signedIn();
    const token = client.cookies.get('atrium_refresh') as string;
    const answers = await Promise.all([refreshOverHttp(token), refreshOverHttp(token)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    // Each tab uses the access cookie it was handed: both are signed in, with the same session.
    for (const answer of answers) expect(await isSignedIn(answer.cookies.get('atrium_session'))).toBe(true);
    expect(answers[0].cookies.get('atrium_session')).toBe(answers[1].cookies.get('atrium_session'));
    expect(answers[0].cookies.get('atrium_refresh')).toBe(answers[1].cookies.get('atrium_refresh'));
    // The next refresh, with the refresh cookie either tab kept, works too.
    const next = await refreshOverHttp(answers[0].cookies.get('atrium_refresh') as string);
    expect(next.status).toBe(200);
    expect(await isSignedIn(next.cookies.get('atrium_session'))).toBe(true);
  });

  it('keeps three tabs refreshing at once signed in', async () => {
    const client = await signedIn();
    const token = client.cookies.get('atrium_refresh') as string;
    const answers = await Promise.all([
      refreshOverHttp(token),
      refreshOverHttp(token),
      refreshOverHttp(token),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    for (const answer of answers) expect(await isSignedIn(answer.cookies.get('atrium_session'))).toBe(true);
  });

  it('still treats an older token presented again as theft and ends the session', async () => {
    const client = await signedIn();
    const oldest = client.cookies.get('atrium_refresh') as string;
    const once = await refreshWith(oldest);
    const middle = once.cookies.find((c) => c.name === 'atrium_refresh')?.value as string;
    const twice = await refreshWith(middle);
    expect(twice.statusCode).toBe(200);
    expect((await refreshWith(oldest)).statusCode).toBe(401);
    const latest = twice.cookies.find((c) => c.name === 'atrium_refresh')?.value as string;
    expect((await refreshWith(latest)).statusCode).toBe(401);
  });

  it('ends the session when the token just rotated comes back after the grace period', async () => {
    const client = await signedIn();
    const token = client.cookies.get('atrium_refresh') as string;
    const first = await refreshOverHttp(token);
    expect(first.status).toBe(200);
    // Move the session's rotations ten seconds into the past: the grace period is over.
    await t.database.db.execute(sql`
      update refresh_tokens set used_at = used_at - interval '10 seconds' where used_at is not null`);
    expect((await refreshOverHttp(token)).status).toBe(401);
    expect(await isSignedIn(first.cookies.get('atrium_session'))).toBe(false);
    expect((await refreshOverHttp(first.cookies.get('atrium_refresh') as string)).status).toBe(401);
  });
});
