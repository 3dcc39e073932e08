// Served over HTTPS the session's cookies carry the `__Host-` prefix and `Secure`, and browsers are
// told to keep to HTTPS; over plain HTTP (development, tests) the plain names keep working.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';

interface SetCookie {
  name: string;
  value: string;
  path?: string;
  domain?: string;
  secure?: boolean;
  httpOnly?: boolean;
}

const setCookies = (response: LightMyRequestResponse) => response.cookies as SetCookie[];
const cookieNamed = (response: LightMyRequestResponse, name: string) =>
  setCookies(response).find((c) => c.name === name);

/** Signs the demo partner in and answers the sign-in reply and the first isLoggedIn reply. */
async function signIn(t: TestApp, headers: Record<string, string> = {}) {
  const client = t.client();
  const first = await client.request({ method: 'GET', url: '/api/v2/user/isLoggedIn', headers });
  const login = await client.request({
    method: 'POST',
    url: '/api/v2/user/login',
    payload: { email: DEMO.partner, password: 'demo' },
    headers,
  });
  return { client, first, login };
}

describe('served over HTTPS (ATRIUM_COOKIE_SECURE=on)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ATRIUM_COOKIE_SECURE: 'on' });
  });
  afterAll(() => t.close());

  it('names every session cookie __Host-, Secure, Path=/ and without a Domain', async () => {
    const { first, login } = await signIn(t);
    expect(login.statusCode).toBe(200);
    const csrf = cookieNamed(first, '__Host-atrium_csrf');
    const session = cookieNamed(login, '__Host-atrium_session');
    const refresh = cookieNamed(login, '__Host-atrium_refresh');
    for (const cookie of [csrf, session, refresh]) {
      expect(cookie).toMatchObject({ secure: true, path: '/' });
      expect(cookie?.domain).toBeUndefined();
    }
    expect(session?.httpOnly).toBe(true);
    expect(refresh?.httpOnly).toBe(true);
    expect(csrf?.httpOnly).toBeFalsy();
    expect(setCookies(login).some((c) => c.name.startsWith('atrium_'))).toBe(false);
  });

  it('signs the person in with the __Host- cookies, refreshes and signs out with them', async () => {
    const { client } = await signIn(t);
    expect((await client.get('/api/v2/user/isLoggedIn')).json().IsLoggedIn).toBe(true);
    const refreshed = await client.post('/api/v2/user/refresh');
    expect(refreshed.statusCode).toBe(200);
    expect(cookieNamed(refreshed, '__Host-atrium_session')?.secure).toBe(true);
    expect((await client.get('/api/v2/user/isLoggedIn')).json().IsLoggedIn).toBe(true);
    const out = await client.post('/api/v2/user/logout');
    expect(out.statusCode).toBe(200);
    expect((await client.get('/api/v2/user/isLoggedIn')).json().IsLoggedIn).toBe(false);
  });

  it('ignores a session cookie under the plain name, which any host of the domain could plant', async () => {
    const { client } = await signIn(t);
    const access = client.cookies.get('__Host-atrium_session');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v2/user/isLoggedIn',
      headers: { cookie: `atrium_session=${access}` },
    });
    expect(me.json().IsLoggedIn).toBe(false);
  });

  it('tells browsers to keep to HTTPS for a year, subdomains included', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/v2/user/isLoggedIn' });
    expect(reply.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('behind a trusted proxy that terminates HTTPS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ATRIUM_TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('uses the __Host- names when the proxy says https, and the plain ones when it says http', async () => {
    const secure = await signIn(t, { 'x-forwarded-proto': 'https' });
    expect(secure.login.statusCode).toBe(200);
    expect(cookieNamed(secure.login, '__Host-atrium_session')?.secure).toBe(true);
    expect(secure.login.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await signIn(t, { 'x-forwarded-proto': 'http' });
    expect(plain.login.statusCode).toBe(200);
    expect(cookieNamed(plain.login, 'atrium_session')?.secure).toBeFalsy();
    expect(plain.login.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('served at an https ATRIUM_PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ATRIUM_PUBLIC_URL: 'https://portal.example.com' });
  });
  afterAll(() => t.close());

  it('uses the __Host- names', async () => {
    const { login } = await signIn(t);
    expect(cookieNamed(login, '__Host-atrium_session')?.secure).toBe(true);
  });
});

describe('served over plain HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the plain names, not Secure, the refresh cookie scoped to the sign-in calls', async () => {
    const { first, login, client } = await signIn(t);
    expect(cookieNamed(first, 'atrium_csrf')?.secure).toBeFalsy();
    expect(cookieNamed(login, 'atrium_session')).toMatchObject({ path: '/' });
    expect(cookieNamed(login, 'atrium_refresh')).toMatchObject({ path: '/api/v2/user' });
    expect(login.headers['strict-transport-security']).toBeUndefined();
    expect((await client.get('/api/v2/user/isLoggedIn')).json().IsLoggedIn).toBe(true);
  });

  it('forbids <base> elements in the Content Security Policy', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/v2/user/isLoggedIn' });
    expect(reply.headers['content-security-policy']).toContain("base-uri 'none'");
  });
});
