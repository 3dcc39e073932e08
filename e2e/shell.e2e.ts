import { brand } from '@atrium/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { asSomeone, openBrowser, signIn } from './browser.ts';

const baseUrl = inject('baseUrl');
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await openBrowser();
  page = await context.newPage();
});
afterAll(() => context?.close());

describe('the portal shell', () => {
  it("signs in to the firm's home page with the seeded top-level pages in the sidebar", async () => {
    await signIn(page, baseUrl, 'admin@demo.atrium');
    await page.waitForURL((url) => url.pathname === `/${brand.firmNode}`);
    await page.getByRole('heading', { name: `Welcome to ${brand.firmName}` }).waitFor();
    const nav = page.getByRole('navigation', { name: /main/i });
    for (const title of ['Meridian Partners', 'MCL', 'Directory', 'Practices', 'Guides', 'Initiatives']) {
      await expect.poll(() => nav.getByRole('link', { name: title, exact: true }).count()).toBeGreaterThan(0);
    }
    // The Apps page is reached through the one Apps button, not a second entry.
    expect(await nav.getByRole('link', { name: 'Apps', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^apps$/i }).count()).toBe(1);
  });

  it('opens the Apps flyout on click and closes it with Escape', async () => {
    await page.getByRole('button', { name: /^apps$/i }).click();
    const flyout = page.getByRole('dialog', { name: /apps/i });
    await flyout.waitFor({ state: 'visible' });
    expect(await flyout.getByRole('link', { name: /invenias/i }).count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await flyout.waitFor({ state: 'hidden' });
  });

  it('leads from the Apps flyout to the Apps page', async () => {
    await page.getByRole('button', { name: /^apps$/i }).click();
    await page.getByRole('link', { name: /all apps/i }).click();
    await page.waitForURL((url) => url.pathname === '/apps');
    await page.getByRole('dialog', { name: /apps/i }).waitFor({ state: 'hidden' });
  });

  it('explains the firm words: MCL on hover, and the glossary one click from any screen, named on hover', async () => {
    const mcl = page
      .getByRole('navigation', { name: /main/i })
      .getByRole('link', { name: 'MCL', exact: true });
    expect(await mcl.getAttribute('aria-describedby')).toBeTruthy();
    const hintId = (await mcl.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${hintId}"]`).textContent()).toMatch(/assignments, client companies/i);
    const glossary = page.getByRole('link', { name: 'Glossary' });
    await glossary.hover();
    await page.getByRole('tooltip', { name: "Glossary: the firm's words explained" }).waitFor();
    await glossary.click();
    await page.getByRole('heading', { name: 'Glossary', level: 1 }).waitFor();
    await page.getByText(/^MCL — The section for client work/).waitFor();
    await page.getByText(/^Off limits — /).waitFor();
  });

  it('shows the admin tray to a site admin', async () => {
    await page.getByRole('button', { name: /^admin$/i }).click();
    await page.getByRole('button', { name: /turn editing on/i }).waitFor();
    expect(await page.getByRole('button', { name: /^routes$/i }).count()).toBe(1);
  });

  it('names the site admin\'s own screens in full on a desktop and as "Site admin" on a phone', async () => {
    await page.goto(`${baseUrl}/admin/routes`);
    const header = page.getByRole('banner');
    const firmName = header.locator('span', { hasText: brand.firmName });
    await header.getByText(`${brand.firmName} · Site admin`).waitFor();
    expect(await firmName.isVisible()).toBe(true);
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      // The firm's name gives way, so the words that say where one is are not cut off.
      await expect.poll(() => firmName.isVisible()).toBe(false);
      expect(await header.getByText('Site admin').isVisible()).toBe(true);
      expect(await header.getByRole('link', { name: 'Back to the site' }).isVisible()).toBe(true);
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });

  it('does not show the admin item to a partner', async () => {
    await asSomeone(baseUrl, 'partner@demo.atrium', async (partnerPage) => {
      await partnerPage.getByRole('navigation', { name: /main/i }).waitFor();
      expect(await partnerPage.getByRole('button', { name: /^admin$/i }).count()).toBe(0);
    });
  });

  it('sends an expired session to /login with returnUrl and back after signing in', async () => {
    const target = '/guides';
    // Plain names over HTTP, `__Host-` ones when the portal runs with ATRIUM_COOKIE_SECURE=on.
    await context.clearCookies({ name: /^(__Host-)?atrium_(session|refresh)$/ });
    await page.goto(`${baseUrl}${target}?tab=vpn`);
    await page.waitForURL((url) => url.pathname === '/login');
    const returnUrl = new URL(page.url()).searchParams.get('returnUrl');
    expect(returnUrl).toBe(`${target}?tab=vpn`);
    await page.getByLabel(/e-?mail/i).fill('admin@demo.atrium');
    await page.getByLabel(/password/i).fill('demo');
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL((url) => url.pathname === target);
    expect(new URL(page.url()).search).toBe('?tab=vpn');
  });
});
