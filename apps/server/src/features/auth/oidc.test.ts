// Single sign-on against a real OpenID Connect provider started here (oidc-provider).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestOidcProvider, type TestOidcProvider } from '../../test/oidc-test-provider.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';

const PORTAL = 'http://portal.test';
const CALLBACK = `${PORTAL}/api/v2/user/oidc/callback`;

let provider: TestOidcProvider;
let t: TestApp;

beforeAll(async () => {
  provider = await startTestOidcProvider({
    redirectUris: [CALLBACK],
    postLogoutRedirectUris: [`${PORTAL}/login`],
    accounts: [
      { login: 'admin', email: DEMO.admin.toUpperCase() },
      { login: 'partner', email: DEMO.partner, groups: ['DedupeAccess', 'No such group'] },
      { login: 'stranger', email: 'stranger@elsewhere.test' },
      { login: 'unverified', email: DEMO.researcher, emailVerified: false },
    ],
  });
  t = await createTestApp({
    ATRIUM_OIDC_ISSUER: provider.issuer,
    ATRIUM_OIDC_CLIENT_ID: provider.clientId,
    ATRIUM_OIDC_CLIENT_SECRET: provider.clientSecret,
    ATRIUM_OIDC_NAME: 'Meridian ID',
    ATRIUM_OIDC_GROUPS_CLAIM: 'groups',
    ATRIUM_PUBLIC_URL: PORTAL,
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

/** The start step: answers the provider's authorization URL. */
async function start(client: TestClient, returnUrl?: string): Promise<URL> {
  const query = returnUrl ? `?${new URLSearchParams({ returnUrl })}` : '';
  const response = await client.get(`/api/v2/user/oidc/start${query}`);
  expect(response.statusCode).toBe(302);
  return new URL(String(response.headers.location));
}

/** The portal's answer to the provider sending the browser back. */
const callback = (client: TestClient, url: URL) => client.get(`${url.pathname}${url.search}`);

async function isLoggedIn(client: TestClient) {
  return (await client.get('/api/v2/user/isLoggedIn')).json();
}

describe('single sign-on', () => {
  it('tells the sign-in screen about the button and the password form', async () => {
    const options = (await t.client().get('/api/v2/user/signInOptions')).json();
    expect(options).toEqual({
      PasswordSignIn: true,
      Sso: { Name: 'Meridian ID', StartPath: '/api/v2/user/oidc/start' },
    });
  });

  it('sends the browser to the provider with PKCE (S256), state and nonce, tied to an HttpOnly cookie', async () => {
    const client = t.client();
    const response = await client.get('/api/v2/user/oidc/start');
    const url = new URL(String(response.headers.location));
    expect(url.origin).toBe(provider.issuer);
    const params = url.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe(provider.clientId);
    expect(params.get('redirect_uri')).toBe(CALLBACK);
    expect(params.get('scope')).toContain('openid');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')?.length).toBeGreaterThanOrEqual(32);
    expect(params.get('nonce')?.length).toBeGreaterThanOrEqual(32);
    const cookie = (response.cookies as { name: string; httpOnly?: boolean; path?: string }[]).find(
      (c) => c.name === 'atrium_oidc',
    );
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/v2/user/oidc' });
    // Two starts never share state or nonce.
    const again = await start(t.client());
    expect(again.searchParams.get('state')).not.toBe(params.get('state'));
    expect(again.searchParams.get('nonce')).not.toBe(params.get('nonce'));
  });

  it('signs in a person whose verified e-mail matches an account, and lands on the page they asked for', async () => {
    const client = t.client();
    const back = await provider.signIn((await start(client, '/people?tab=2')).href, 'admin');
    expect(back.href.startsWith(CALLBACK)).toBe(true);
    const response = await callback(client, back);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/people?tab=2');
    const me = await isLoggedIn(client);
    expect(me).toMatchObject({ IsLoggedIn: true, User: { Email: DEMO.admin, SiteAdmin: true } });
    // The session is an ordinary one: it refreshes like a password sign-in's.
    expect((await client.post('/api/v2/user/refresh')).statusCode).toBe(200);
  });

  it('never sends the browser off-site after signing in', async () => {
    const client = t.client();
    const back = await provider.signIn((await start(client, 'https://evil.example/')).href, 'admin');
    expect((await callback(client, back)).headers.location).toBe('/');
  });

  it('takes the groups named in the groups claim that the portal has', async () => {
    const client = t.client();
    expect((await t.client().login(DEMO.partner)).json().User.Groups).toEqual([]);
    const back = await provider.signIn((await start(client)).href, 'partner');
    await callback(client, back);
    expect((await isLoggedIn(client)).User.Groups).toEqual(['DedupeAccess']);
  });

  it('refuses an e-mail address no account has, and opens no session', async () => {
    const client = t.client();
    const back = await provider.signIn((await start(client)).href, 'stranger');
    const response = await callback(client, back);
    expect(response.headers.location).toBe('/login?sso=unknown_user');
    expect(client.cookies.has('atrium_session')).toBe(false);
    expect((await isLoggedIn(client)).IsLoggedIn).toBe(false);
  });

  it('refuses an e-mail address the provider has not verified', async () => {
    const client = t.client();
    const back = await provider.signIn((await start(client)).href, 'unverified');
    expect((await callback(client, back)).headers.location).toBe('/login?sso=unverified_email');
    expect((await isLoggedIn(client)).IsLoggedIn).toBe(false);
  });

  it('refuses a callback whose state is not the one sent', async () => {
    const client = t.client();
    const back = await provider.signIn((await start(client)).href, 'admin');
    back.searchParams.set('state', 'forged-state-value-forged-state-value');
    expect((await callback(client, back)).headers.location).toBe('/login?sso=expired');
    expect((await isLoggedIn(client)).IsLoggedIn).toBe(false);
  });

  it('refuses a callback in a browser that did not start the sign-in, and a second use of one', async () => {
    const starter = t.client();
    const back = await provider.signIn((await start(starter)).href, 'admin');
    const other = t.client();
    expect((await callback(other, back)).headers.location).toBe('/login?sso=expired');
    expect((await isLoggedIn(other)).IsLoggedIn).toBe(false);

    const client = t.client();
    const good = await provider.signIn((await start(client)).href, 'admin');
    const cookie = client.cookies.get('atrium_oidc');
    await callback(client, good);
    client.cookies.set('atrium_oidc', cookie ?? '');
    await client.post('/api/v2/user/logout');
    expect((await callback(client, good)).headers.location).toBe('/login?sso=expired');
  });

  it('refuses an ID token whose nonce is not the one this sign-in sent', async () => {
    const client = t.client();
    const url = await start(client);
    url.searchParams.set('nonce', 'a-nonce-from-some-other-sign-in-attempt');
    const back = await provider.signIn(url.href, 'admin');
    expect((await callback(client, back)).headers.location).toBe('/login?sso=failed');
    expect((await isLoggedIn(client)).IsLoggedIn).toBe(false);
  });

  it('refuses a code exchanged without the PKCE verifier of this sign-in', async () => {
    const client = t.client();
    const url = await start(client);
    url.searchParams.set('code_challenge', 'A'.repeat(43));
    const back = await provider.signIn(url.href, 'admin');
    expect((await callback(client, back)).headers.location).toBe('/login?sso=failed');
  });

  it('signs out of the portal and hands the browser on to the provider to sign out there', async () => {
    const client = t.client();
    await callback(client, await provider.signIn((await start(client)).href, 'admin'));
    const logout = await client.post('/api/v2/user/logout');
    expect(logout.statusCode).toBe(200);
    const endSession = new URL(logout.json().EndSessionUrl);
    expect(endSession.origin).toBe(provider.issuer);
    expect(endSession.searchParams.get('id_token_hint')).toBeTruthy();
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${PORTAL}/login`);
    expect((await isLoggedIn(client)).IsLoggedIn).toBe(false);
    expect((await client.post('/api/v2/user/refresh')).statusCode).toBe(401);
  });

  it('signs a password session out without sending anyone to the provider', async () => {
    const client = t.client();
    await client.login(DEMO.researcher);
    expect((await client.post('/api/v2/user/logout')).json()).toEqual({ ok: true });
  });
});

describe('sign-in options', () => {
  it('without single sign-on: no button, and the start step sends the browser back to the sign-in screen', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.client().get('/api/v2/user/signInOptions')).json()).toEqual({
        PasswordSignIn: true,
        Sso: null,
      });
      const response = await plain.client().get('/api/v2/user/oidc/start');
      expect(response.headers.location).toBe('/login?sso=off');
    } finally {
      await plain.close();
    }
  });

  it('with password sign-in off: the password is refused with a clear message, single sign-on still works', async () => {
    const ssoOnly = await createTestApp({
      ATRIUM_OIDC_ISSUER: provider.issuer,
      ATRIUM_OIDC_CLIENT_ID: provider.clientId,
      ATRIUM_OIDC_CLIENT_SECRET: provider.clientSecret,
      ATRIUM_PUBLIC_URL: PORTAL,
      ATRIUM_PASSWORD_SIGNIN: 'off',
    });
    try {
      const client = ssoOnly.client();
      expect((await client.get('/api/v2/user/signInOptions')).json()).toMatchObject({
        PasswordSignIn: false,
        Sso: { Name: 'single sign-on' },
      });
      const refused = await client.post('/api/v2/user/login', { email: DEMO.admin, password: 'demo' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Password sign-in is switched off here. Use single sign-on.');
      const response = await client.get('/api/v2/user/oidc/start');
      const back = await provider.signIn(String(response.headers.location), 'admin');
      await client.get(`${back.pathname}${back.search}`);
      expect((await client.get('/api/v2/user/isLoggedIn')).json().IsLoggedIn).toBe(true);
    } finally {
      await ssoOnly.close();
    }
  });
});
