// People widgets: an admin places a People Tile View and a Colleague Finder on a page;
// after saving and reloading, staff see real colleagues, and the finder narrows to a skill.
import { brand } from '@atrium/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSignedIn } from './browser.ts';
import { addWidget, turnEditingOn, widgetCard } from './page-tools.ts';

const baseUrl = inject('baseUrl');
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ context, page } = await openSignedIn(baseUrl, 'admin@demo.atrium'));
});
afterAll(() => context?.close());

/** Adds a widget with the given title and its default settings, then saves the page. */
async function addWidgetAndSave(displayName: string, title: string): Promise<void> {
  const form = await addWidget(page, displayName, title);
  await form.getByRole('button', { name: 'Apply' }).click();
  await form.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Saved!').waitFor();
}

const profileLink = new RegExp(`/directory/${brand.members}/(\\d+)$`);

describe('people widgets on a content page', () => {
  it('adds a People Tile View that shows colleagues with their profiles after a reload', async () => {
    await page.goto(`${baseUrl}/${brand.firmNode}/our-firm/history`);
    await page.getByRole('heading', { level: 1, name: 'History' }).waitFor();
    await turnEditingOn(page);
    await addWidgetAndSave('People Tile View', 'Meet the partners');

    await page.reload();
    const tiles = widgetCard(page, 'Meet the partners');
    await tiles.waitFor();
    const links = tiles.getByRole('link').filter({ hasText: /\w/ });
    await links.first().waitFor();
    const hrefs = await links.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href') ?? ''));
    expect(hrefs.filter((h) => profileLink.test(h)).length).toBeGreaterThan(0);
  });

  it('narrows a Colleague Finder to a skill, and each colleague found has it', async () => {
    await page.goto(`${baseUrl}/${brand.firmNode}/our-firm/leadership`);
    await page.getByRole('heading', { level: 1, name: 'Leadership' }).waitFor();
    await turnEditingOn(page);
    await addWidgetAndSave('Colleague Finder', 'Find a colleague');
    await page.reload();

    const finder = widgetCard(page, 'Find a colleague');
    await finder.getByRole('list', { name: 'Top results' }).waitFor();
    // The filters start open.
    await finder.getByRole('button', { name: 'Hide filters' }).waitFor();
    const skill = finder.getByRole('combobox', { name: 'Skill' });
    await skill.click();
    const firstOption = page.getByRole('option').first();
    await firstOption.waitFor();
    const skillName = (await firstOption.textContent())?.trim() ?? '';
    expect(skillName).not.toBe('');
    await firstOption.click();
    await page.keyboard.press('Escape');

    // The results follow the filter; every colleague listed has the skill on their profile.
    const results = finder.getByRole('list', { name: 'Top results' });
    const visits = results.getByRole('link', { name: 'Visit profile' });
    await expect
      .poll(
        async () => {
          const ids = await visits.evaluateAll((nodes) =>
            nodes.map((n) => /(\d+)$/.exec(n.getAttribute('href') ?? '')?.[1]).filter(Boolean),
          );
          if (ids.length === 0) return false;
          for (const id of ids) {
            const profile = await page.request.get(`${baseUrl}/api/v2/directory/members/${id}`);
            const skills = ((await profile.json()).skills ?? []) as { Name: string }[];
            if (!skills.some((s) => s.Name === skillName)) return false;
          }
          return true;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
  });
});
