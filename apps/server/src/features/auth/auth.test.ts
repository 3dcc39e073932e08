import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ATRIUM_LOGIN_LIMIT: '5' });
});
afterAll(() => t.close());

describe('sign-in', () => {
  it('signs in a demo partner and reports them as logged in with currency, admin flag and groups', async () => {
    const client = t.client();
    const login = await client.login(DEMO.partner);
    expect(login.json().User).toMatchObject({ Email: DEMO.partner, Role: 'Partner', SiteAdmin: false });

    const me = (await client.get('/api/v2/user/isLoggedIn')).json();
    expect(me.IsLoggedIn).toBe(true);
    expect(me.User.Currency).toMatch(/^[A-Z]{3}$/);
    expect(me.User.Groups).toEqual([]);
    expect(me.User.Permissions.ViewFinancials).toBeTypeOf('boolean');
  });

  it('gives the demo admin SiteAdmin, DedupeAccess and every permission', async () => {
    const client = t.client();
    const { User } = (await client.login(DEMO.admin)).json();
    expect(User.SiteAdmin).toBe(true);
    expect(User.Groups).toContain('DedupeAccess');
    expect(Object.values(User.Permissions).every(Boolean)).toBe(true);
  });

  it('sets httpOnly SameSite=Lax session cookies', async () => {
    const response = await t.client().login(DEMO.researcher);
    const cookies = response.cookies as { name: string; httpOnly?: boolean; sameSite?: string }[];
    for (const name of ['atrium_session', 'atrium_refresh']) {
      const cookie = cookies.find((c) => c.name === name);
      expect(cookie?.httpOnly, name).toBe(true);
      expect(cookie?.sameSite, name).toBe('Lax');
    }
  });

  it('refuses a wrong password without saying which part was wrong', async () => {
    const response = await t
      .client()
      .post('/api/v2/user/login', { email: DEMO.researcher, password: 'nope' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'invalid_credentials' });
  });

  it('validates the request body', async () => {
    const response = await t.client().post('/api/v2/user/login', { email: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_failed');
  });

  it('reports a signed-out visitor as not logged in and hands out a CSRF cookie', async () => {
    const client = t.client();
    const response = await client.get('/api/v2/user/isLoggedIn');
    expect(response.json()).toEqual({ IsLoggedIn: false, User: null });
    const csrf = (response.cookies as { name: string; httpOnly?: boolean }[]).find(
      (c) => c.name === 'atrium_csrf',
    );
    expect(csrf).toBeDefined();
    expect(csrf?.httpOnly).toBeFalsy();
  });
});

describe('CSRF', () => {
  it('refuses a state-changing call without the header, even login', async () => {
    const client = t.client();
    await client.get('/api/v2/user/isLoggedIn');
    const response = await client.post(
      '/api/v2/user/login',
      { email: DEMO.admin, password: 'demo' },
      { csrf: false },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('csrf_failed');
  });

  it('refuses a header that does not match the cookie', async () => {
    const client = t.client();
    await client.get('/api/v2/user/isLoggedIn');
    const response = await client.request({
      method: 'POST',
      url: '/api/v2/user/login',
      payload: { email: DEMO.admin, password: 'demo' },
      headers: { 'x-csrf-token': 'forged' },
      csrf: false,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('refresh tokens', () => {
  it('rotates: the new refresh token works and a new session cookie is issued', async () => {
    const client = t.client();
    await client.login(DEMO.partner);
    const firstSession = client.cookies.get('atrium_session');
    const firstRefresh = client.cookies.get('atrium_refresh');
    const refreshed = await client.post('/api/v2/user/refresh');
    expect(refreshed.statusCode).toBe(200);
    expect(client.cookies.get('atrium_session')).not.toBe(firstSession);
    expect(client.cookies.get('atrium_refresh')).not.toBe(firstRefresh);
    expect((await client.get('/api/v2/routes')).statusCode).toBe(200);
    expect((await client.post('/api/v2/user/refresh')).statusCode).toBe(200);
  });

  it('revokes the whole family when an old refresh token is used again', async () => {
    const client = t.client();
    await client.login(DEMO.partner);
    const stolen = client.cookies.get('atrium_refresh')!;
    expect((await client.post('/api/v2/user/refresh')).statusCode).toBe(200);
    // Rotated again since: the stolen token is no longer the one just rotated.
    expect((await client.post('/api/v2/user/refresh')).statusCode).toBe(200);

    const attacker = t.client();
    attacker.cookies.set('atrium_refresh', stolen);
    const reuse = await attacker.post('/api/v2/user/refresh');
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('refresh_failed');

    // The legitimate holder is signed out too: the session is revoked.
    expect((await client.get('/api/v2/routes')).statusCode).toBe(401);
    expect((await client.post('/api/v2/user/refresh')).statusCode).toBe(401);
  });

  it('answers 401 without a refresh token', async () => {
    expect((await t.client().post('/api/v2/user/refresh')).statusCode).toBe(401);
  });

  it('asks to sign in again and clears the session cookie when the refresh token is missing', async () => {
    const client = t.client();
    await client.login(DEMO.researcher);
    client.cookies.delete('atrium_refresh');
    const response = await client.post('/api/v2/user/refresh');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'refresh_failed', message: 'Please sign in.' });
    expect(client.cookies.has('atrium_session')).toBe(false);
  });
});

describe('logout', () => {
  it('ends the session so the old cookie no longer works', async () => {
    const client = t.client();
    await client.login(DEMO.researcher);
    const session = client.cookies.get('atrium_session')!;
    expect((await client.post('/api/v2/user/logout')).statusCode).toBe(200);
    expect((await client.get('/api/v2/user/isLoggedIn')).json().IsLoggedIn).toBe(false);

    const replay = t.client();
    replay.cookies.set('atrium_session', session);
    expect((await replay.get('/api/v2/routes')).statusCode).toBe(401);
  });
});

describe('guards', () => {
  it('answers 403 when a signed-in user lacks the role (a partner on a site-admin call)', async () => {
    const client = t.client();
    await client.login(DEMO.partner);
    const response = await client.delete('/api/v2/routes', []);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('forbidden');
  });

  it('answers 401 to anonymous callers of a protected route', async () => {
    const response = await t.client().get('/api/v2/routes');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('unauthenticated');
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After after too many failed attempts for one account', async () => {
    const client = t.client();
    const email = 'nobody@demo.atrium';
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/api/v2/user/login', { email, password: 'guess' })).statusCode).toBe(401);
    }
    const limited = await client.post('/api/v2/user/login', { email, password: 'guess' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().code).toBe('rate_limited');
  });
});
