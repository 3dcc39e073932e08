// axe on the screens people use most: no serious or critical violation may ship.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, openSignedIn } from './browser.ts';
import { seriousViolations, turnEditingOn } from './page-tools.ts';

const baseUrl = inject('baseUrl');
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ context, page } = await openSignedIn(baseUrl, 'admin@demo.atrium'));
});
afterAll(() => context?.close());

describe('accessibility', () => {
  it('has no serious violations on a content page', async () => {
    await page.goto(`${baseUrl}/guides/hr`);
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('has no serious violations in editing mode', async () => {
    // From the saved page: a draft another suite left would come back as unsaved changes, and
    // leaving the page would then ask first.
    await turnEditingOn(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /turn editing off/i }).click();
    await page.getByRole('combobox', { name: 'Add Widget' }).waitFor({ state: 'detached' });
  });

  it('has no serious violations on the route manager', async () => {
    await page.goto(`${baseUrl}/admin/routes`);
    await page.getByRole('tree').or(page.getByRole('list')).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('has no serious violations on the dashboard with a report', async () => {
    await page.goto(`${baseUrl}/mcl/dashboard`);
    await page.getByRole('button', { name: 'Generate Report' }).click();
    await page.getByRole('table', { name: 'Region breakdown' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('has no serious violations on the sign-in screen', async () => {
    const fresh = await openBrowser();
    try {
      const login = await fresh.newPage();
      await login.goto(`${baseUrl}/login`);
      await login.getByRole('button', { name: /sign in/i }).waitFor();
      expect(await seriousViolations(login)).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});
