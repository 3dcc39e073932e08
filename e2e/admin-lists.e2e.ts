// The short admin lists in a real browser: a page's versions (one viewed, an older one restored),
// the trash (a deleted page listed and put back) and Calendar Admin's event rows (edit, delete).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSignedIn } from './browser.ts';
import { callApiOk, turnEditingOn } from './page-tools.ts';

const baseUrl = inject('baseUrl');
const SUFFIX = Date.now().toString(36);
let context: BrowserContext;
let page: Page;

const richText = (title: string) => ({
  UUID: '-1',
  Title: title,
  Text: `<p>${title} text</p>`,
  Width: 12,
  Type: { Identifier: 'RichText' },
});

/** A new top-level page holding one widget after each save, in order; answers its UUID and path. */
async function pageSavedAs(name: string, widgetTitles: string[]): Promise<{ uuid: string; path: string }> {
  const [created] = await callApiOk<{ UUID: string; FullPath: string }[]>(page, '/api/v2/routes', 'POST', {
    Title: name,
    VueRouterName: name,
    VueRouterPath: name,
    Parent: null,
  });
  for (const title of widgetTitles)
    await callApiOk(page, '/api/v2/page', 'POST', { UUID: created.UUID, Sections: [richText(title)] });
  return { uuid: created.UUID, path: created.FullPath };
}

beforeAll(async () => {
  ({ context, page } = await openSignedIn(baseUrl, 'admin@demo.atrium'));
});
afterAll(() => context?.close());

describe('admin lists', () => {
  it("lists a page's versions newest first and restores an older one as the page's content", async () => {
    const { path } = await pageSavedAs(`history-${SUFFIX}`, ['First draft', 'Second draft']);
    await page.goto(`${baseUrl}${path}`);
    await page.getByRole('heading', { level: 2, name: 'Second draft' }).waitFor();
    await turnEditingOn(page);
    await page.getByRole('button', { name: 'History', exact: true }).click();
    const history = page.getByRole('dialog', { name: /^History of / });
    const rows = history.getByRole('row');
    await rows.nth(1).getByText('Current').waitFor();
    const previous = rows.nth(2);
    const restore = previous.getByRole('button', { name: /^Restore version \d+$/ });
    const version = ((await restore.getAttribute('aria-label')) ?? '').replace('Restore version ', '');
    await restore.click();
    await page
      .getByRole('dialog', { name: 'Restore version' })
      .getByRole('button', { name: 'Restore' })
      .click();
    await page.getByText(`Restored version ${version}.`).waitFor();
    await page.getByRole('heading', { level: 2, name: 'First draft' }).waitFor();
  });

  it('lists a deleted page in the trash and puts it back', async () => {
    const title = `trash-${SUFFIX}`;
    const { uuid } = await pageSavedAs(title, ['Only widget']);
    await callApiOk(page, '/api/v2/routes', 'DELETE', [uuid]);
    await page.goto(`${baseUrl}/admin/routes`);
    await page.getByRole('button', { name: 'Trash', exact: true }).click();
    const trash = page.getByRole('dialog', { name: 'Trash' });
    await trash.getByRole('button', { name: `Restore ${title}` }).click();
    await page.getByText(`${title} restored.`).waitFor();
    await trash.getByRole('button', { name: `Restore ${title}` }).waitFor({ state: 'detached' });
  });

  it("edits and deletes a firm event from Calendar Admin's row buttons", async () => {
    const subject = `Offsite ${SUFFIX}`;
    const startsAt = new Date(Date.now() + 2 * 86_400_000);
    await callApiOk(page, '/api/v2/calendar/events', 'POST', {
      subject,
      location: 'Board Room',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
    });
    await page.goto(`${baseUrl}/admin/calendar`);
    await page.getByRole('button', { name: `Edit ${subject}` }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('textbox', { name: /Subject/ }).waitFor();
    expect(await form.getByRole('textbox', { name: /Subject/ }).inputValue()).toBe(subject);
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Delete ${subject}` }).click();
    await page.getByRole('dialog', { name: 'Delete event' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Event deleted').waitFor();
    await page.getByRole('button', { name: `Delete ${subject}` }).waitFor({ state: 'detached' });
  });
});
