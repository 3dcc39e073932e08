// Preview as someone else in a real browser: an admin previews a page as a researcher of one
// office and sees that office's people widget (and not another office's), with a bar that says
// whose view it is and leaves it in one click; at 1440 px and on a 390 px phone, axe.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSignedIn } from './browser.ts';
import { seriousViolations, widgetCard } from './page-tools.ts';
import { callApi, createTopPage, lookUp, optionNamed } from './portal-api.ts';

const baseUrl = inject('baseUrl');
let context: BrowserContext;
let page: Page;
let target: { UUID: string; FullPath: string };
let londonPerson: string;

const officeRows = (office: { ID: number; Name: string }) =>
  JSON.stringify([
    { key: { Id: 'LocationId', Text: 'Office' }, value: { Id: office.ID, Text: office.Name } },
  ]);

/** A People Table View of one office's people, shown to that office only. */
const officeWidget = (uuid: string, title: string, office: { ID: number; Name: string }) => ({
  UUID: uuid,
  Title: title,
  Width: 12,
  Type: { Identifier: 'Component' },
  ComponentType: 'member-list',
  Attributes: [
    { Name: 'json', Value: officeRows(office) },
    { Name: 'audience', Value: officeRows(office) },
  ],
});

beforeAll(async () => {
  ({ context, page } = await openSignedIn(baseUrl, 'admin@demo.atrium'));
  const [london, newYork] = [
    await lookUp(page, 'location', 'London'),
    await lookUp(page, 'location', 'New York'),
  ];
  target = await createTopPage(page, 'Our offices');
  await callApi(page, 'POST', '/api/v2/page', {
    UUID: target.UUID,
    Sections: [officeWidget('-1', 'London people', london), officeWidget('-2', 'New York people', newYork)],
  });
  const people = await callApi<{ items: { lastName: string }[] }>(page, 'POST', '/api/v2/widget/memberList', {
    filter: JSON.parse(officeRows(london)),
    sort: 'Id',
    sortDirection: 'DESC',
  });
  londonPerson = people.items[0].lastName;
});
afterAll(() => context?.close());

async function startPreviewAsLondonResearcher(): Promise<void> {
  await page.getByRole('button', { name: 'Admin', exact: true }).click();
  await page.getByRole('region', { name: 'Admin tray' }).getByRole('button', { name: 'Preview as…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview as…' });
  await dialog.getByRole('button', { name: 'Start preview' }).waitFor();
  const office = dialog.getByRole('combobox', { name: 'Office' });
  await office.click();
  await office.pressSequentially('London');
  await optionNamed(page, 'London').click();
  // The picker's list stays open for more; a click on the dialog's title closes it.
  await dialog.getByRole('heading', { name: 'Preview as…' }).click();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Start preview' }).click();
  await page.getByRole('region', { name: 'Preview' }).waitFor();
}

describe('preview as someone else', () => {
  it('shows a researcher of London the London people widget, and not New York’s', async () => {
    await page.goto(`${baseUrl}${target.FullPath}`);
    await widgetCard(page, 'New York people').waitFor();
    await startPreviewAsLondonResearcher();

    const bar = page.getByRole('region', { name: 'Preview' });
    await expect.poll(() => bar.textContent()).toContain('Previewing as A researcher of London');
    const london = widgetCard(page, 'London people');
    await london.getByRole('cell', { name: londonPerson }).first().waitFor();
    expect(await widgetCard(page, 'New York people').count()).toBe(0);
    // The admin's own tools are gone while previewing: no Admin button, no editing.
    expect(await page.getByRole('button', { name: 'Admin', exact: true }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('keeps the bar and the previewed view on a 390 px phone, and leaves it in one click', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    const bar = page.getByRole('region', { name: 'Preview' });
    await bar.waitFor();
    await widgetCard(page, 'London people').waitFor();
    expect(await widgetCard(page, 'New York people').count()).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    await bar.getByRole('button', { name: 'Leave preview' }).click();
    await widgetCard(page, 'New York people').waitFor();
    expect(await page.getByRole('region', { name: 'Preview' }).count()).toBe(0);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'Admin', exact: true }).waitFor();
  });
});
