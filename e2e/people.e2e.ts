// People and places: find a colleague from the directory and open the profile; change
// your currency on Your Profile and see the dashboard's amounts follow; axe on the new screens.

import { brand } from '@atrium/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSignedIn } from './browser.ts';
import { seriousViolations } from './page-tools.ts';

const baseUrl = inject('baseUrl');
const directory = `${baseUrl}/directory/${brand.members}`;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ context, page } = await openSignedIn(baseUrl, 'partner@demo.atrium'));
});

async function chooseCurrency(code: string) {
  await page.goto(`${directory}/profile`);
  const select = page.getByRole('combobox', { name: 'Currency' });
  await select.waitFor();
  if ((await select.inputValue()) === code) return;
  await select.click();
  await select.fill(code);
  await page.getByRole('option', { name: code, exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Profile saved').waitFor();
}

async function chooseDateFormat(region: string) {
  await page.goto(`${directory}/profile`);
  const select = page.getByRole('combobox', { name: 'Date format' });
  await select.waitFor();
  if ((await select.inputValue()).endsWith(region)) return;
  await select.click();
  await page.getByRole('option', { name: new RegExp(` — ${region}$`) }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Profile saved').waitFor();
}

afterAll(async () => {
  // Other browser tests read this partner's amounts in dollars and dates in US English.
  try {
    await chooseCurrency('USD');
    await chooseDateFormat('United States');
  } finally {
    await context?.close();
  }
});

describe('the people directory', () => {
  it('finds a colleague by part of a name and opens the profile', async () => {
    await page.goto(directory);
    const table = page.getByRole('table', { name: brand.membersLabel });
    // Name links read "Last, First"; phone and e-mail links have no comma.
    const nameLinks = table.getByRole('link', { name: /^[^,]+, .+$/ });
    await nameLinks.first().waitFor();
    const sample = (await nameLinks.nth(3).textContent()) ?? '';
    const [last, first] = sample.split(', ');
    const part = `${first.slice(0, 3)} ${last.slice(0, 4)}`.toLowerCase();
    const count = page.getByText(/^[\d,]+ results?$/);
    const before = Number(((await count.textContent()) ?? '').replace(/\D/g, ''));
    await page.getByRole('textbox', { name: 'Search' }).fill(part);
    // The list narrows to the people whose name or title holds both parts, the sample among them.
    await expect
      .poll(async () => Number(((await count.textContent()) ?? '').replace(/\D/g, '')))
      .toBeLessThan(before);
    expect(Number(((await count.textContent()) ?? '').replace(/\D/g, ''))).toBeGreaterThan(0);
    await table.getByRole('link', { name: sample, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: `${first} ${last}` }).waitFor();
    await page.getByRole('heading', { name: 'Recent assignments' }).waitFor();
    expect(await page.locator('a[href^="mailto:"]').count()).toBeGreaterThan(0);
  });

  it('shows a clear state for an unknown colleague', async () => {
    await page.goto(`${directory}/987654`);
    await page.getByText('This colleague could not be found.').waitFor();
  });

  it('has no serious violations on the directory and a profile', async () => {
    await page.goto(directory);
    await page.getByRole('table', { name: brand.membersLabel }).getByRole('link').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('table', { name: brand.membersLabel }).getByRole('link').first().click();
    await page.getByRole('heading', { name: 'Contact and details' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('has no serious violations on Your Profile and the locations', async () => {
    await page.goto(`${directory}/profile`);
    await page.getByRole('combobox', { name: 'Currency' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${baseUrl}/directory/locations`);
    await page.getByText(/\d+ offices/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('Your Profile', () => {
  it('changes the currency, and the dashboard shows its amounts in it', async () => {
    await chooseCurrency('EUR');
    await page.goto(`${baseUrl}/mcl/dashboard`);
    await page.getByRole('button', { name: 'Generate Report' }).click();
    const metrics = page.getByRole('region', { name: 'Metrics' });
    await metrics.getByText('Total Billings', { exact: true }).waitFor();
    await expect.poll(() => metrics.getByText(/^€[\d,.]+/).count()).toBeGreaterThan(0);
    expect(await metrics.getByText(/^\$[\d,]+$/).count()).toBe(0);
  });

  it('changes the date format, and dates read in it', async () => {
    await chooseDateFormat('United States');
    const usDates = page.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect.poll(() => usDates.count()).toBeGreaterThan(0);
    const select = page.getByRole('combobox', { name: 'Date format' });
    await select.click();
    expect(await page.getByRole('option', { name: / — Germany$/ }).textContent()).toMatch(
      /^\d{1,2}\. [A-Z][a-zä]{2}\.? \d{4} — Germany$/,
    );
    await page.keyboard.press('Escape');
    await chooseDateFormat('United Kingdom');
    await expect.poll(() => page.getByText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/).count()).toBeGreaterThan(0);
    expect(await usDates.count()).toBe(0);
  });

  it('keeps only valid characters in a phone number', async () => {
    await page.goto(`${directory}/profile`);
    const phone = page.getByRole('textbox', { name: 'Mobile phone' });
    await phone.fill('');
    await phone.pressSequentially('+1 (555) abc-0100');
    expect(await phone.inputValue()).toBe('+1 (555) -0100');
    expect(await phone.getAttribute('placeholder')).toBe('Enter a phone number');
  });
});
