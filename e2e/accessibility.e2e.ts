// axe on the screens people use most: no serious or critical violation may ship.
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, signIn } from './browser.ts';

const baseUrl = inject('baseUrl');
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await openBrowser();
  page = await context.newPage();
  await signIn(page, baseUrl, 'admin@demo.atrium');
});
afterAll(() => context?.close());

async function seriousViolations(target: Page) {
  // biome-ignore lint/suspicious/noExplicitAny: the builder accepts playwright-core's Page at runtime
  const results = await new AxeBuilder({ page: target as any }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ')}`,
    );
}

describe('accessibility', () => {
  it('has no serious violations on a content page', async () => {
    await page.goto(`${baseUrl}/guides/hr`);
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('has no serious violations in editing mode', async () => {
    await page.getByRole('button', { name: /^admin$/i }).click();
    await page.getByRole('button', { name: /turn editing on/i }).click();
    await page.getByRole('combobox', { name: 'Add Widget' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /turn editing off/i }).click();
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
