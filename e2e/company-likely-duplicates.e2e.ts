// Before the wizard writes a new company (spec 3 §5) it lists the existing companies the new one
// would likely duplicate — here one of a similar name on the same web domain — each with a link to
// its page, and nothing is written until the person confirms.
import { COMPANY_MESSAGES, type CompanySummary, companyEndpoints } from '@atrium/contracts';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSignedIn } from './browser.ts';
import { callApi, seriousViolations } from './page-tools.ts';

const baseUrl = inject('baseUrl');
const EXISTING = 'Northwind Holdings';
const NEW_NAME = 'Northwind Holding';
let context: BrowserContext;
let page: Page;
let existingId = 0;

async function firstOptionId(kind: string, query: string): Promise<number> {
  const { body } = await callApi<{ ID: number }[]>(
    page,
    `/api/v2/${kind}/filter?query=${encodeURIComponent(query)}`,
  );
  const id = body[0]?.ID;
  if (!id) throw new Error(`no ${kind} option for ${query}`);
  return id;
}

/** The portal's companies called Northwind, by name, as the API lists them. */
async function northwindNames(): Promise<string[]> {
  const path = `${companyEndpoints.search.path}?companyName=Northwind`;
  const { body } = await callApi<CompanySummary[]>(page, path);
  return body.map((c) => c.Name).sort();
}

beforeAll(async () => {
  ({ context, page } = await openSignedIn(baseUrl, 'admin@demo.atrium'));
  const saved = await callApi<{ company: { ID: number } }>(
    page,
    `${companyEndpoints.save.path}?recache=true`,
    'POST',
    {
      Name: EXISTING,
      City: 'Seattle',
      WebAddress: 'https://northwind.example',
      GlobalRevenue: 2,
      CompanyCountries: [{ CountryID: await firstOptionId('country', 'Canada') }],
      CompanyIndustries: [{ IndustryID: await firstOptionId('industry', 'Software') }],
      Relationship: 1,
      IsCertain: true,
    },
  );
  expect(saved.status).toBe(200);
  existingId = saved.body.company.ID;
});
afterAll(() => context?.close());

async function pick(wizard: Locator, label: string, search: string | RegExp) {
  const input = wizard.getByLabel(label).and(page.locator('input')).first();
  await input.click();
  await input.fill(typeof search === 'string' ? search : 'Software');
  await page.getByRole('option', { name: search }).first().click();
  await page.keyboard.press('Escape');
}

/** Opens the wizard from the MCL admin screen and fills its three steps for the new company. */
async function fillWizard(): Promise<Locator> {
  await page.goto(`${baseUrl}/mcl/companies/1/admin`);
  await page.getByRole('button', { name: 'New company' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Enter Manually' }).click();
  const wizard = page.getByRole('dialog', { name: 'New company' });
  await wizard.getByLabel('Name').fill(NEW_NAME);
  await wizard.getByLabel('City').fill('Portland');
  await pick(wizard, 'Countries', 'Canada');
  await wizard.getByLabel('Global revenue').click();
  await page.getByRole('option', { name: '< $1B' }).click();
  await wizard.getByLabel('Web address').fill('northwind.example');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await pick(wizard, 'Industries', /Software/);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('radio', { name: 'Parent company' }).check();
  await wizard.getByRole('checkbox', { name: COMPANY_MESSAGES.parentCertainty }).check();
  await wizard.getByRole('button', { name: 'Save' }).click();
  await wizard.getByText(COMPANY_MESSAGES.confirmCreateInvenias).waitFor();
  return wizard;
}

const overflowingParts = (target: Locator) =>
  target.evaluate((el) => {
    const overflowing = [el, ...el.querySelectorAll('*')].filter((e) => e.scrollWidth > e.clientWidth + 1);
    return overflowing.map((e) => `${e.tagName}.${e.className}`.slice(0, 80));
  });

describe('creating a company that likely exists already', () => {
  it('lists the existing company by name and domain, with a link to its page', async () => {
    const wizard = await fillWizard();
    const duplicates = wizard.getByRole('list', { name: 'Existing companies like this one' });
    await duplicates.waitFor();
    const item = duplicates.getByRole('listitem');
    expect(await item.count()).toBe(1);
    expect(await item.textContent()).toBe(
      `${EXISTING} Seattle · https://northwind.example — Same name, Same web domain`,
    );
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    // The warning fits a desktop dialog and a phone's full-screen one.
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const alert = wizard.getByRole('alert', { name: 'This company may already exist' });
      expect(await overflowingParts(wizard.getByRole('region', { name: 'Before creating' }))).toEqual([]);
      const box = await alert.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    const [companyPage] = await Promise.all([
      context.waitForEvent('page'),
      duplicates.getByRole('link', { name: EXISTING }).click(),
    ]);
    await companyPage.waitForURL((url) => url.pathname === `/mcl/companies/${existingId}/admin`);
    await companyPage.getByRole('heading', { level: 1, name: EXISTING }).waitFor();
    await companyPage.close();
  });

  it('writes nothing when the person goes back and closes the wizard', async () => {
    const wizard = page.getByRole('dialog', { name: 'New company' });
    await wizard.getByRole('button', { name: 'Back' }).click();
    await wizard.getByRole('button', { name: 'Close' }).click();
    await wizard.waitFor({ state: 'hidden' });
    expect(await northwindNames()).toEqual([EXISTING]);
  });

  it('creates the company once the person confirms', async () => {
    const wizard = await fillWizard();
    await wizard.getByRole('list', { name: 'Existing companies like this one' }).waitFor();
    await wizard.getByRole('button', { name: 'Create company' }).click();
    await page.getByText(COMPANY_MESSAGES.saved, { exact: true }).first().waitFor();
    await page.getByRole('heading', { level: 1, name: NEW_NAME }).waitFor();
    expect(await northwindNames()).toEqual([NEW_NAME, EXISTING]);
  });
});
