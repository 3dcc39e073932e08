// Content Promotion, Promos Admin, Groups Admin and the intake form in a real browser:
// the manual promo picker (pick, Select disabled, remove), the tile display after save and reload,
// a brief sent and read back, creating and renaming a group, adding a group member, a partner sent
// to /noaccess, and axe on the new screens.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { asSomeone, openSignedIn } from './browser.ts';
import { seriousViolations, turnEditingOn } from './page-tools.ts';

const baseUrl = inject('baseUrl');
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ context, page } = await openSignedIn(baseUrl, 'admin@demo.atrium'));
});
afterAll(() => context?.close());

describe('Content Promotion', () => {
  it('picks pages by hand once each, removes one, and shows the rest as tiles after saving', async () => {
    await page.goto(`${baseUrl}/guides/it`);
    await page.getByRole('heading', { level: 1, name: 'IT guides' }).waitFor();
    await turnEditingOn(page);
    await page.getByRole('combobox', { name: 'Add Widget' }).click();
    await page.getByRole('option', { name: 'Content Promotion', exact: true }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill('Featured programmes');
    await form.getByText('Manual', { exact: true }).click();

    const search = form.getByRole('textbox', { name: 'Find pages to promote' });
    await search.fill('Partner Academy');
    const selectAcademy = form.getByRole('button', { name: 'Select Partner Academy' });
    await selectAcademy.waitFor();
    await selectAcademy.click();
    await expect.poll(() => selectAcademy.isDisabled()).toBe(true);
    await form.getByRole('button', { name: 'Remove Partner Academy' }).waitFor();

    await search.fill('Net zero');
    const selectNetZero = form.getByRole('button', { name: 'Select Net zero by 2030' });
    await selectNetZero.click();
    await expect.poll(() => selectNetZero.isDisabled()).toBe(true);
    await form.getByRole('button', { name: 'Remove Net zero by 2030' }).click();
    await expect.poll(() => form.getByRole('button', { name: 'Remove Net zero by 2030' }).count()).toBe(0);
    expect(await selectNetZero.isDisabled()).toBe(false);

    await form.getByRole('combobox', { name: 'Display' }).click();
    await page.getByRole('option', { name: 'Tile', exact: true }).click();
    await form.getByRole('button', { name: 'Apply' }).click();
    await form.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved!').waitFor();

    await page.reload();
    const card = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: 'Featured programmes' }),
    });
    await card.getByRole('link', { name: 'Partner Academy', exact: true }).waitFor();
    // No share image: the tile is the text-only blurb with '- Learn more'.
    await card.getByRole('link', { name: /- Learn more/ }).waitFor();
    expect(await card.getByRole('link', { name: 'Net zero by 2030' }).count()).toBe(0);
  });

  it('shows the seeded news promos as tiles to a reader, and has no serious violations', async () => {
    await page.goto(`${baseUrl}/meridian/news`);
    const card = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: 'Latest news' }),
    });
    await card.getByRole('link', { name: 'Opening of the Riyadh office', exact: true }).waitFor();
    expect(await card.getByRole('article').count()).toBe(3);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('the executive brief intake form', () => {
  it('sends a brief that the admins then read among the submitted briefs', async () => {
    await page.goto(`${baseUrl}/mcl`);
    const form = page.getByRole('form', { name: 'Executive brief intake form' });
    await form.waitFor();
    await form.getByRole('textbox', { name: /Client company/ }).fill('Nordlicht Energie AG');
    await form.getByRole('textbox', { name: /Role title/ }).fill('Chief Financial Officer');
    await form.getByRole('combobox', { name: /Search type/ }).selectOption('Executive Search');
    await form
      .getByRole('textbox', { name: /Background and mandate/ })
      .fill('Succession for a retiring CFO.');
    await form.getByRole('button', { name: 'Submit brief' }).click();
    await page.getByText('Thank you: your brief was sent to the intake team.').waitFor();
    // The form is cleared for the next brief.
    expect(await form.getByRole('textbox', { name: /Role title/ }).inputValue()).toBe('');

    await page.getByRole('button', { name: 'Submitted briefs' }).click();
    const briefs = page.getByRole('dialog', { name: 'Submitted briefs' });
    await briefs.getByRole('button', { name: /Chief Financial Officer · Nordlicht Energie AG/ }).click();
    await briefs.getByRole('cell', { name: 'Succession for a retiring CFO.' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('Groups Admin', () => {
  it('adds a member to a group with the user picker', async () => {
    await page.goto(`${baseUrl}/admin/groups`);
    await page.getByRole('heading', { level: 1, name: 'Groups Admin' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Groups' })
      .getByRole('button', { name: /Intake Reviewers/ })
      .click();
    await page.getByRole('heading', { level: 2, name: 'Intake Reviewers' }).waitFor();
    const members = page.getByRole('table', { name: 'Members of Intake Reviewers' });
    await members.waitFor();
    const before = await members.getByRole('row').count();

    const picker = page.getByRole('combobox', { name: 'Add a member' });
    await picker.click();
    await picker.fill('a');
    const option = page.getByRole('option').first();
    await option.waitFor();
    await option.click();
    await page.getByRole('button', { name: 'Add member' }).click();
    await page.getByText(/added to Intake Reviewers/).waitFor();
    await expect.poll(() => members.getByRole('row').count()).toBe(before + 1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('creates a group, renames it and finds it under its new name after a reload', async () => {
    await page.goto(`${baseUrl}/admin/groups`);
    await page.getByRole('textbox', { name: 'New group' }).fill('Board Advisors');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Board Advisors' }).waitFor();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Board Advisers');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved!').waitFor();

    await page.reload();
    const groups = page.getByRole('navigation', { name: 'Groups' });
    await groups.getByRole('button', { name: /Board Advisers/ }).waitFor();
    expect(await groups.getByRole('button', { name: /Board Advisors/ }).count()).toBe(0);
  });

  it("edits a page's promo fields in place on Promos Admin", async () => {
    await page.goto(`${baseUrl}/admin/promos`);
    const table = page.getByRole('table', { name: 'Promo fields of every page' });
    await table.waitFor();
    await page.getByRole('textbox', { name: 'Filter pages' }).fill('Partner Academy');
    await page.getByRole('button', { name: 'Edit Partner Academy' }).click();
    const metaTitle = page.getByRole('textbox', { name: 'Meta title of Partner Academy' });
    await metaTitle.fill('Partner Academy 2027');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save Partner Academy' }).click();
    await page.getByText('Saved!').waitFor();
    await table.getByRole('cell', { name: 'Partner Academy 2027', exact: true }).waitFor();
  });

  it('sends a partner who opens /admin/groups to /noaccess', async () => {
    await asSomeone(baseUrl, 'partner@demo.atrium', async (partner) => {
      await partner.goto(`${baseUrl}/admin/groups`);
      await partner.waitForURL(/\/noaccess/);
      expect(await partner.getByRole('heading', { name: 'Groups Admin' }).count()).toBe(0);
    });
  });
});
