// Billings reach only staff with ViewFinancials (docs/permissions.md): a researcher sees the
// assignment list without a Billings column, an assignment without its invoices and total, and a
// partner's colleagues without the teaming value — no empty column, no "$0"; a partner sees them all.
// Screenshots of each screen at 1440 and 390 px go to <tmp>/atrium-screens/money-fields/ to look at.
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSignedIn } from './browser.ts';

const baseUrl = inject('baseUrl');
const shots = path.join(os.tmpdir(), 'atrium-screens', 'money-fields');
const contexts: BrowserContext[] = [];
let partner: Page;
let researcher: Page;
/** The partner's biggest billed assignment, and a profile from its team. */
let assignmentHref = '';
let profileHref = '';

async function pageAs(email: string): Promise<Page> {
  const { context, page } = await openSignedIn(baseUrl, email);
  contexts.push(context);
  return page;
}

/** A picture of the screen at desktop and phone width, to look at. */
async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

beforeAll(async () => {
  partner = await pageAs('partner@demo.atrium');
  researcher = await pageAs('researcher@demo.atrium');
}, 120_000);
afterAll(async () => {
  for (const context of contexts) await context.close();
});

describe('the assignment list', () => {
  it('shows a partner the Billings column, sortable, largest first', async () => {
    await partner.goto(`${baseUrl}/mcl/assignments/all`);
    const table = partner.getByRole('table', { name: 'All Assignments' });
    await table.getByRole('row').nth(1).waitFor();
    await table.getByRole('button', { name: /Billings/ }).click();
    await expect.poll(() => table.getAttribute('aria-busy')).toBeNull();
    const firstTitle = table.getByRole('row').nth(1).getByRole('link').first();
    await expect.poll(() => firstTitle.getAttribute('href')).toMatch(/assignments\/\d+/);
    assignmentHref = (await firstTitle.getAttribute('href')) ?? '';
    const billings = await table.getByRole('row').nth(1).getByRole('cell').last().textContent();
    expect(billings).toMatch(/[$€£]\s?[\d,]+/);
    await screenshot(partner, 'assignments-partner');
  });

  it('shows a researcher every other column and no Billings, nor a way to sort by it', async () => {
    await researcher.goto(`${baseUrl}/mcl/assignments/all`);
    const table = researcher.getByRole('table', { name: 'All Assignments' });
    await table.getByRole('row').nth(1).waitFor();
    await expect.poll(() => table.getByRole('columnheader').allTextContents()).toContain('Client');
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(headers.join(' ')).not.toMatch(/Billings/);
    expect(await table.getByRole('button', { name: /Billings/ }).count()).toBe(0);
    expect(await table.getByText(/^\$0$|^\$0\.00$/).count()).toBe(0);
    await screenshot(researcher, 'assignments-researcher');
  });
});

describe('an assignment', () => {
  it('shows a partner its total billings and the invoices with each split', async () => {
    expect(assignmentHref).not.toBe('');
    await partner.goto(new URL(assignmentHref, baseUrl).toString());
    await partner.getByRole('heading', { name: 'Invoices' }).waitFor();
    await expect.poll(() => partner.getByText('Total billings').count()).toBeGreaterThan(0);
    expect(
      await partner.getByRole('list', { name: 'Invoices' }).getByRole('listitem').count(),
    ).toBeGreaterThan(0);
    const teamLink = partner
      .getByRole('heading', { name: 'Team' })
      .locator('xpath=../..')
      .getByRole('link')
      .first();
    profileHref = (await teamLink.getAttribute('href')) ?? '';
    await screenshot(partner, 'assignment-partner');
  });

  it('shows a researcher the summary and team without billings or invoices', async () => {
    await researcher.goto(new URL(assignmentHref, baseUrl).toString());
    await researcher.getByRole('heading', { name: 'Team' }).waitFor();
    await researcher.getByText('Time to fill').waitFor();
    expect(await researcher.getByText('Total billings').count()).toBe(0);
    expect(await researcher.getByRole('heading', { name: 'Invoices' }).count()).toBe(0);
    expect(await researcher.getByText(/No invoices/).count()).toBe(0);
    await screenshot(researcher, 'assignment-researcher');
  });
});

describe("a partner's profile", () => {
  it('lists the colleagues they team with most, with the teaming value for a partner', async () => {
    expect(profileHref).not.toBe('');
    await partner.goto(new URL(profileHref, baseUrl).toString());
    await partner.getByRole('heading', { name: 'Teams most with' }).waitFor();
    await partner
      .getByText(/shared assignments? · Teaming value/)
      .first()
      .waitFor();
    await screenshot(partner, 'profile-partner');
  });

  it('lists the same colleagues to a researcher, without the value', async () => {
    await researcher.goto(new URL(profileHref, baseUrl).toString());
    await researcher.getByRole('heading', { name: 'Teams most with' }).waitFor();
    await researcher
      .getByText(/^\d+ shared assignments?$/)
      .first()
      .waitFor();
    expect(await researcher.getByText(/Teaming value/).count()).toBe(0);
    await screenshot(researcher, 'profile-researcher');
  });
});
