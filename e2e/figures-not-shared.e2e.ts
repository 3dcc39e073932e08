// Figures a reader may not see (docs/permissions.md): a researcher without ViewFinancials reads one
// calm line in their place — on the MCL landing page's report and top-N widgets and on a shared
// report link — with no error text, no toast and no refused call; a partner still sees the figures;
// the widget settings tell an admin which readers will not see them.
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSignedIn } from './browser.ts';
import { seriousViolations, turnEditingOn, widgetCard } from './page-tools.ts';

const baseUrl = inject('baseUrl');
const NOT_SHARED = 'Financial figures are not shared with you.';
const FAILURE_TEXTS = [
  'Report failed to run.',
  'Compare failed to run.',
  'Could not retrieve',
  'Something went wrong',
  'Try again in a moment',
];
/** The landing page's widgets whose figures need ViewFinancials. */
const FIGURE_WIDGETS = ['Last four quarters', 'Top offices', 'Top partners', 'Top practice groups'];
/** Calls that need ViewFinancials, which the web app need not make for a reader without it. */
const FINANCIAL_CALL = /\/api\/v2\/(widget\/top|financial\/|report\/)/;

/** Each test signs in and waits for whole pages of widgets, slow on a busy machine. */
const SLOW = 150_000;
const contexts: BrowserContext[] = [];

async function signedIn(email: string): Promise<Page> {
  const { context, page } = await openSignedIn(baseUrl, email);
  contexts.push(context);
  return page;
}

afterAll(() => Promise.all(contexts.map((context) => context.close())));

/** Everything a reader could take for a failure: the error texts and any toast. */
async function failuresShown(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const text = (await page.locator('body').textContent()) ?? '';
  const toasts = await page.locator('.mantine-Notification-root').allInnerTexts();
  return [...FAILURE_TEXTS.filter((failure) => text.includes(failure)), ...toasts];
}

describe('a researcher without ViewFinancials', () => {
  let page: Page;
  const financialCalls: string[] = [];

  beforeAll(async () => {
    page = await signedIn('researcher@demo.atrium');
    page.on('request', (request: Request) => {
      if (FINANCIAL_CALL.test(new URL(request.url()).pathname)) financialCalls.push(request.url());
    });
  });

  it(
    'reads on the MCL landing page that the figures are not shared, once per widget',
    async () => {
      await page.goto(`${baseUrl}/mcl`);
      for (const title of FIGURE_WIDGETS) {
        const card = widgetCard(page, title);
        await card.getByText(NOT_SHARED, { exact: true }).waitFor();
        expect(await card.getByText(NOT_SHARED, { exact: true }).count()).toBe(1);
      }
      // The rest of the page is there as ever.
      await widgetCard(page, 'Recent assignments').getByRole('link').first().waitFor();
      expect(await failuresShown(page)).toEqual([]);
      expect(financialCalls).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
    },
    SLOW,
  );

  it(
    'reads on a shared report link that the figures are not shared, not that something went wrong',
    async () => {
      const partner = await signedIn('partner@demo.atrium');
      const stub = await shareStub(partner);
      await page.goto(`${baseUrl}/report/${stub}`);
      await page.getByRole('heading', { level: 1, name: 'Shared report' }).waitFor();
      await page.getByText(NOT_SHARED.replace(/\.$/, ''), { exact: true }).waitFor();
      expect(await failuresShown(page)).toEqual([]);
      expect(await page.title()).toContain('Shared report');
      expect(await seriousViolations(page)).toEqual([]);
    },
    SLOW,
  );

  it(
    'reads on the league tables that the figures are not shared, and the screen makes no refused call',
    async () => {
      await page.goto(`${baseUrl}/mcl/league`);
      await page.getByText(NOT_SHARED.replace(/\.$/, ''), { exact: true }).waitFor();
      expect(await page.getByText('The league table could not be loaded.').count()).toBe(0);
      expect(await failuresShown(page)).toEqual([]);
      expect(financialCalls).toEqual([]);
    },
    SLOW,
  );
});

/** A partner's saved 1-year report and its share stub, as the Share button makes them. */
async function shareStub(partner: Page): Promise<string> {
  const csrf =
    (await partner.context().cookies()).find((c) => /^(__Host-)?atrium_csrf$/.test(c.name))?.value ?? '';
  const run = await partner.request.post(`${baseUrl}/api/v2/financial/report?saveReport=true`, {
    headers: { 'x-csrf-token': csrf },
    data: { Id: 0, type: 'Financial', filter: { type: 'activity', date: { selection: '1Y' }, keys: [] } },
  });
  expect(run.status()).toBe(200);
  const { Id } = (await run.json()) as { Id: number };
  const stub = await partner.request.get(`${baseUrl}/api/v2/report/${Id}/stub`);
  expect(stub.status()).toBe(200);
  return (await stub.json()) as string;
}

describe('a partner', () => {
  it(
    'sees the figures on the MCL landing page',
    async () => {
      const page = await signedIn('partner@demo.atrium');
      await page.goto(`${baseUrl}/mcl`);
      await widgetCard(page, 'Top partners').getByText('Teaming value').first().waitFor();
      for (const title of ['Top offices', 'Top practice groups']) {
        await widgetCard(page, title).getByText('Total billings').first().waitFor();
      }
      await widgetCard(page, 'Last four quarters').getByText('Total Billings').first().waitFor();
      expect(await page.getByText(NOT_SHARED).count()).toBe(0);
      expect(await failuresShown(page)).toEqual([]);
    },
    SLOW,
  );
});

describe('an admin editing a widget', () => {
  it(
    'reads which readers will not see its figures, and no such note for a widget without figures',
    async () => {
      const page = await signedIn('admin@demo.atrium');
      await page.goto(`${baseUrl}/mcl`);
      await turnEditingOn(page);
      await page.getByRole('button', { name: 'Edit Top partners' }).click();
      const form = page.getByRole('dialog');
      const note = 'Readers without the ViewFinancials permission see a note instead of these figures.';
      await form.getByText(note, { exact: true }).waitFor();
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
      await form.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Edit Recent assignments' }).click();
      await page.getByRole('dialog').getByRole('textbox', { name: 'Title', exact: true }).waitFor();
      expect(await page.getByRole('dialog').getByText(note).count()).toBe(0);
    },
    SLOW,
  );
});
