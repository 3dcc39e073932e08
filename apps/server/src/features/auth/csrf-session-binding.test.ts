// Signing in hands out a new CSRF token bound to the session: a token from before sign-in, from
// another session or planted as a cookie is refused with 403 csrf_failed.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const csrfCookie = (response: LightMyRequestResponse) =>
  (response.cookies as { name: string; value: string }[]).find((c) => c.name === 'atrium_csrf')?.value;

/** A state-changing call with the given session and CSRF token (cookie and header alike). */
const refreshWith = (client: ReturnType<TestApp['client']>, token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/user/refresh',
    headers: {
      cookie: `atrium_session=${client.cookies.get('atrium_session')}; atrium_refresh=${client.cookies.get('atrium_refresh')}; atrium_csrf=${token}`,
      'x-csrf-token': token,
    },
  });

describe('the CSRF token of a session', () => {
  it('is new at sign-in; the one from before sign-in is refused for the session', async () => {
    const client = t.client();
    const before = csrfCookie(await client.get('/api/v2/user/isLoggedIn')) as string;
    expect(before).toBeTruthy();
    const login = await client.login(DEMO.partner);
    const after = csrfCookie(login);
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    const refused = await refreshWith(client, before);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('csrf_failed');
    expect((await refreshWith(client, after as string)).statusCode).toBe(200);
  });

  it("refuses another session's token", async () => {
    const partner = t.client();
    await partner.login(DEMO.partner);
    const researcher = t.client();
    await researcher.login(DEMO.researcher);
    const refused = await refreshWith(partner, researcher.csrfToken as string);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('csrf_failed');
  });

  it('hands the session its own token again when the browser holds a stale one', async () => {
    const client = t.client();
    await client.login(DEMO.admin);
    const own = client.csrfToken as string;
    client.cookies.set('atrium_csrf', 'stale-token-from-before');
    const me = await client.get('/api/v2/user/isLoggedIn');
    expect(csrfCookie(me)).toBe(own);
    expect(client.csrfToken).toBe(own);
    expect((await client.post('/api/v2/user/refresh')).statusCode).toBe(200);
  });

  it('still signs in with the token handed out before sign-in', async () => {
    const client = t.client();
    const response = await client.post('/api/v2/user/login', { email: DEMO.partner, password: 'demo' });
    expect(response.statusCode).toBe(200);
  });
});
