// Single sign-on in a real browser: a portal of its own, started with the OIDC settings pointing at
// a real OpenID Connect provider started here, and the provider's own sign-in form.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestOidcProvider, type TestOidcProvider } from '../apps/server/src/test/oidc-test-provider.ts';
import { openBrowser } from './browser.ts';
import { seriousViolations } from './page-tools.ts';
import { freePort, type RunningPortal, startPortal } from './server.ts';

let portal: RunningPortal;
let provider: TestOidcProvider;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  // The portal discovers the provider on first use, so it can start first and tell the provider
  // its callback address.
  const providerPort = await freePort();
  portal = await startPortal({
    env: {
      ATRIUM_DEMO_SCALE: '0.05',
      ATRIUM_OIDC_ISSUER: `http://127.0.0.1:${providerPort}`,
      ATRIUM_OIDC_CLIENT_ID: 'atrium-portal',
      ATRIUM_OIDC_CLIENT_SECRET: 'atrium-test-secret',
      ATRIUM_OIDC_NAME: 'Meridian ID',
    },
  });
  provider = await startTestOidcProvider({
    port: providerPort,
    redirectUris: [`${portal.baseUrl}/api/v2/user/oidc/callback`],
    postLogoutRedirectUris: [`${portal.baseUrl}/login`],
    accounts: [
      { login: 'admin', email: 'admin@demo.atrium' },
      { login: 'stranger', email: 'stranger@elsewhere.test' },
    ],
  });
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await provider?.close();
  await portal?.stop();
});

async function newPage(): Promise<Page> {
  const context = await openBrowser();
  contexts.push(context);
  // The provider's pages ask for a web font; nothing leaves this machine.
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => route.abort(),
  );
  return context.newPage();
}

/** At the provider: its development form takes any password. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.waitForURL((url) => url.origin === provider.issuer);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

const isLoggedIn = async (page: Page) =>
  (await (await page.request.get(`${portal.baseUrl}/api/v2/user/isLoggedIn`)).json()).IsLoggedIn as boolean;

describe('single sign-on', () => {
  it('signs in with the provider from the sign-in screen, lands on the page asked for, and signs out', async () => {
    const page = await newPage();
    await page.goto(`${portal.baseUrl}/login?returnUrl=${encodeURIComponent('/directory/meridians')}`);
    const button = page.getByRole('link', { name: 'Sign in with Meridian ID' });
    await button.focus();
    await page.keyboard.press('Enter');
    await signInAtProvider(page, 'admin');

    await page.waitForURL((url) => url.origin === portal.baseUrl && url.pathname === '/directory/meridians');
    await page.getByRole('navigation', { name: /main/i }).waitFor();
    expect(await isLoggedIn(page)).toBe(true);

    // Signing out ends the portal session, then the provider's, which sends the browser back.
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await page.waitForURL((url) => url.origin === provider.issuer);
    expect(await isLoggedIn(page)).toBe(false);
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await page.waitForURL((url) => url.origin === portal.baseUrl && url.pathname === '/login');
    await page.getByRole('link', { name: 'Sign in with Meridian ID' }).waitFor();
    expect(await isLoggedIn(page)).toBe(false);
  });

  it('shows the reason on the sign-in screen when the provider vouches for an e-mail no account has', async () => {
    const page = await newPage();
    await page.goto(`${portal.baseUrl}/login`);
    await page.getByRole('link', { name: 'Sign in with Meridian ID' }).click();
    await signInAtProvider(page, 'stranger');

    await page.waitForURL((url) => url.origin === portal.baseUrl && url.pathname === '/login');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(
      'No Atrium account uses the e-mail address Meridian ID gave.',
    );
    expect(await isLoggedIn(page)).toBe(false);
    // The password form is still there for those who have one.
    await page.getByLabel('E-mail').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
