// A portal started with ATRIUM_COOKIE_SECURE=on, in a real browser: the session's cookies are the
// `__Host-` ones a browser keeps only when Secure, without Domain and on Path=/ (docs/security.md).
// Chromium treats http://127.0.0.1 as a secure context, so it keeps them without TLS.
import type { BrowserContext, Cookie, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, signIn } from './browser.ts';
import { turnEditingOn } from './page-tools.ts';
import { type RunningPortal, startPortal } from './server.ts';

let portal: RunningPortal;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  portal = await startPortal({ env: { ATRIUM_DEMO_SCALE: '0.05', ATRIUM_COOKIE_SECURE: 'on' } });
  context = await openBrowser();
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await portal?.stop();
});

/** What a person's browser holds for the portal: each cookie's name and the attributes that matter. */
async function portalCookies(): Promise<Record<string, Omit<Cookie, 'value' | 'expires'>>> {
  const cookies = await context.cookies(portal.baseUrl);
  return Object.fromEntries(
    cookies.map(({ value: _value, expires: _expires, ...rest }) => [rest.name, rest]),
  );
}

const hostCookie = (name: string, { httpOnly }: { httpOnly: boolean }) => ({
  name,
  // No Domain attribute: the browser reports the host itself, without a leading dot.
  domain: '127.0.0.1',
  path: '/',
  secure: true,
  httpOnly,
  sameSite: 'Lax',
});

describe('a portal served with secure cookies', () => {
  it('says Strict-Transport-Security on its pages', async () => {
    const response = await page.goto(`${portal.baseUrl}/login`);
    expect(response?.headers()['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('signs in through the sign-in screen with __Host- cookies that are Secure, on / and without Domain', async () => {
    await signIn(page, portal.baseUrl, 'admin@demo.atrium');
    await page.getByRole('navigation', { name: /main/i }).waitFor();

    expect(await portalCookies()).toEqual({
      '__Host-atrium_session': hostCookie('__Host-atrium_session', { httpOnly: true }),
      '__Host-atrium_refresh': hostCookie('__Host-atrium_refresh', { httpOnly: true }),
      // The web app reads this one to echo it in the X-CSRF-Token header.
      '__Host-atrium_csrf': hostCookie('__Host-atrium_csrf', { httpOnly: false }),
    });
  });

  it('saves a change, the CSRF header matching the __Host- cookie', async () => {
    await page.goto(`${portal.baseUrl}/guides/hr`);
    await page.getByRole('heading', { level: 1, name: 'HR guides' }).waitFor();
    await turnEditingOn(page);
    await page.getByRole('combobox', { name: 'Add Widget' }).click();
    await page.getByRole('option', { name: 'Rich Text', exact: true }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill('Secure notes');
    await form.locator('.ProseMirror').click();
    await page.keyboard.type('Kept over a secure session.');
    await form.getByRole('button', { name: 'Apply' }).click();
    await form.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved!').waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Secure notes' }).waitFor();
    expect(await page.getByText('Kept over a secure session.').count()).toBe(1);
  });

  it('signs out, leaving the browser without the session cookies', async () => {
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/login'));

    // Only the CSRF cookie stays, for the next sign-in's double-submit.
    expect(Object.keys(await portalCookies())).toEqual(['__Host-atrium_csrf']);
    const isLoggedIn = await (await page.request.get(`${portal.baseUrl}/api/v2/user/isLoggedIn`)).json();
    expect(isLoggedIn.IsLoggedIn).toBe(false);
  });
});
