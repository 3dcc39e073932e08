// Company tools in the browser (spec 3 §2.11, §2.12): the wizard (with its confirmation before a new
// company is written), ZoomInfo enrichment, linking to Invenias, merging duplicates, DedupeAccess on
// the merge routes, and axe on the modals.

import { brand, COMPANY_MESSAGES, companyEndpoints } from '@atrium/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { asSomeone, openSignedIn } from './browser.ts';
import { seriousViolations } from './page-tools.ts';

const baseUrl = inject('baseUrl');
let context: BrowserContext;
let page: Page;
let companyId = 0;
const companyName = `Quillon Orbital ${Date.now().toString(36)}`;

beforeAll(async () => {
  ({ context, page } = await openSignedIn(baseUrl, 'admin@demo.atrium'));
});
afterAll(() => context?.close());

/** A GET of the API with the signed-in browser's cookies. */
async function apiGet<T>(path: string, query: Record<string, string> = {}): Promise<T> {
  const url = new URL(path, baseUrl);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const response = await page.request.get(url.toString());
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

async function pick(label: string, search: string, option: string | RegExp) {
  const input = page.getByRole('dialog').getByLabel(label).and(page.locator('input')).first();
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option }).first().click();
  await page.keyboard.press('Escape');
}

async function toast(message: string) {
  await page.getByText(message, { exact: true }).first().waitFor();
}

describe('company tools', () => {
  it('creates a company through the three wizard steps', async () => {
    await page.goto(`${baseUrl}/mcl/companies/1/admin`);
    await page.getByRole('button', { name: 'New company' }).click();
    const zoomInfo = page.getByRole('dialog');
    await zoomInfo.getByText('New Company').waitFor();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await zoomInfo.getByRole('button', { name: 'Enter Manually' }).click();

    const wizard = page.getByRole('dialog', { name: 'New company' });
    await wizard.waitFor();
    await wizard.getByLabel('Name').fill(companyName);
    await wizard.getByLabel('City').fill('Reykjavik');
    await pick('Countries', 'Canada', 'Canada');
    await wizard.getByLabel('Global revenue').click();
    await page.getByRole('option', { name: '< $1B' }).click();
    await wizard.getByLabel('Web address').fill('quillon-orbital.example');
    await wizard.getByLabel('Web address').blur();
    expect(await wizard.getByLabel('Web address').inputValue()).toBe('https://quillon-orbital.example');
    expect(await wizard.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await wizard.getByRole('button', { name: 'Next' }).click();

    // Step 2 refuses to move on without an industry.
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByText('Choose at least one industry.').waitFor();
    await pick('Industries', 'Software', /Software/);
    await wizard.getByRole('button', { name: 'Next' }).click();

    await wizard.getByRole('radio', { name: 'Parent company' }).check();
    await wizard.getByRole('button', { name: 'Save' }).click();
    await wizard.getByText('Tick this box to save a parent company.').waitFor();
    await wizard.getByRole('checkbox', { name: COMPANY_MESSAGES.parentCertainty }).check();
    await wizard.getByRole('button', { name: 'Save' }).click();
    await wizard.getByText(COMPANY_MESSAGES.confirmCreateInvenias).waitFor();
    await wizard.getByRole('button', { name: 'Create company' }).click();
    await toast(COMPANY_MESSAGES.saved);
    await page.waitForURL(
      (url) => /\/mcl\/companies\/\d+\/admin$/.test(url.pathname) && !url.pathname.includes('/1/'),
    );
    companyId = Number(new URL(page.url()).pathname.split('/')[3]);
    await page.getByRole('heading', { level: 1, name: companyName }).waitFor();
    await page.getByText('Reykjavik').waitFor();
  });

  it('enriches it from ZoomInfo and shows the changed fields', async () => {
    const records = await apiGet<
      {
        ZI_C_ID: string;
        ZI_C_COMPANY_NAME: string;
        ZI_C_CITY: string | null;
        LinkedCompanyID: number | null;
      }[]
    >(companyEndpoints.zoominfoSearch.path, { companyName: 'Labs' });
    const record = records.find((r) => r.LinkedCompanyID === null && r.ZI_C_CITY);
    expect(record).toBeDefined();
    if (!record) return;

    await page.getByRole('button', { name: 'ZoomInfo Enrichment' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByLabel('Company name').fill(record.ZI_C_COMPANY_NAME);
    await modal.getByLabel('Web address').fill('');
    await modal.getByLabel('Country').fill('');
    await modal.getByRole('button', { name: 'Search' }).click();
    await modal.getByRole('table', { name: 'ZoomInfo results' }).waitFor();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await modal
      .getByRole('button', { name: `Select ${record.ZI_C_COMPANY_NAME}` })
      .first()
      .click();

    await page.getByText(`Review ${companyName}`).waitFor();
    const changes = modal.getByRole('table', { name: 'Changes from ZoomInfo' });
    await changes.waitFor();
    await changes.getByRole('cell', { name: 'City', exact: true }).waitFor();
    await modal.getByRole('button', { name: 'Enrich' }).click();
    await modal.getByText(COMPANY_MESSAGES.confirmEnrich).waitFor();
    await modal.getByRole('button', { name: 'Proceed' }).click();
    await modal.waitFor({ state: 'hidden' });
    await page
      .getByText(record.ZI_C_CITY ?? '', { exact: true })
      .first()
      .waitFor();
    const company = await apiGet<{ City: string; ZoomInfoId: string | null }>(
      companyEndpoints.get.path.replace(':id', String(companyId)),
    );
    expect(company.City).toBe(record.ZI_C_CITY);
    expect(company.ZoomInfoId).toBe(record.ZI_C_ID);
  });

  it('links it to Invenias as the admin (DedupeAccess)', async () => {
    const records = await apiGet<
      {
        ItemId: string;
        DisplayName: string;
        LinkedCompanyID: number | null;
        ExternalId3: { cannotLink?: boolean } | null;
      }[]
    >(companyEndpoints.inveniasSearch.path, { companyName: 'Ventures' });
    const record = records.find((r) => r.LinkedCompanyID === null && !r.ExternalId3?.cannotLink);
    expect(record).toBeDefined();
    if (!record) return;

    await page.getByRole('button', { name: 'Open company card' }).click();
    const card = page.getByRole('dialog', { name: companyName });
    await card.getByText('Not linked to Invenias.').waitFor();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await card.getByRole('button', { name: 'Link to Invenias' }).click();

    const link = page.getByRole('dialog', { name: 'Link to Invenias' });
    await link.getByLabel('Company name in Invenias').fill(record.DisplayName);
    expect(await link.getByRole('button', { name: 'Link', exact: true }).isDisabled()).toBe(true);
    await link.getByRole('button', { name: 'Search' }).click();
    await link.getByRole('tab', { name: /Results/, selected: true }).waitFor();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await link
      .getByRole('radio', { name: new RegExp(record.DisplayName) })
      .first()
      .check();
    await link.getByRole('button', { name: 'Link', exact: true }).click();
    await toast(COMPANY_MESSAGES.linkedToInvenias);
    await card.getByRole('button', { name: 'Unlink from Invenias' }).waitFor();
    await page.keyboard.press('Escape');
  });

  it('merges two duplicates', async () => {
    const pairs = await apiGet<
      { first: { ID: number; Name: string }; second: { ID: number; Name: string } }[]
    >(companyEndpoints.duplicates.path);
    const pair = pairs[0];
    expect(pair).toBeDefined();
    if (!pair) return;
    await page.goto(
      `${baseUrl}/mcl/companies/${pair.first.ID}/${brand.tracking}/dedupe?duplicate=${pair.second.ID}`,
    );
    await page.getByRole('heading', { name: /^Fields/ }).waitFor();
    await page.getByRole('button', { name: `Merge ${pair.second.Name} into ${pair.first.Name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Merge' }).click();
    await toast(COMPANY_MESSAGES.merged);
    await page.getByRole('link', { name: 'Open the surviving company' }).waitFor();

    // The audit record reads back on the surviving company's admin page.
    await page.goto(`${baseUrl}/mcl/companies/${pair.first.ID}/admin`);
    const history = page.getByRole('list', { name: 'Merges into this company' });
    await history.getByText(`${pair.second.Name} (#${pair.second.ID}) merged into this company`).waitFor();
    expect(await history.getByText(/^Moved |^Nothing else moved over\.$/).count()).toBe(1);
  });

  it('sends a partner without DedupeAccess from the dedupe routes to /noaccess', async () => {
    await asSomeone(baseUrl, 'partner@demo.atrium', async (partnerPage) => {
      await partnerPage.goto(`${baseUrl}/mcl/companies/${brand.tracking}/dedupe`);
      await partnerPage.waitForURL((url) => url.pathname === '/noaccess');
      await partnerPage.goto(`${baseUrl}/mcl/companies/1/${brand.tracking}/dedupe`);
      await partnerPage.waitForURL((url) => url.pathname === '/noaccess');
    });
  });
});
