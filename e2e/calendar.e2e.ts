// The Calendar, Quick Links and Page Viewer widgets in a real browser: the seeded
// firm calendar page, an event starting soon, each widget added in editing mode, saved and
// reloaded, the viewer's sandbox, a quick link to an unknown route name, and axe.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSignedIn } from './browser.ts';
import { addWidget, callApiOk, seriousViolations, turnEditingOn, widgetCard } from './page-tools.ts';

const baseUrl = inject('baseUrl');
const CALENDAR_PAGE = '/meridian/calendar';
const SOON_SUBJECT = 'Partner briefing (browser test)';
let context: BrowserContext;
let page: Page;

async function saveAndReload(target: Page): Promise<void> {
  await target.getByRole('button', { name: 'Save', exact: true }).click();
  await target.getByText('Saved!').waitFor();
  // The widgets' data and the route table arrive after the load event; a click before they settle
  // can land on a button that is about to be drawn again.
  await target.reload({ waitUntil: 'networkidle' });
}

/** Within the hour: after 23:30 that is tomorrow, and the widget heads its day with the date. */
const soonStart = new Date(Date.now() + 30 * 60_000);

beforeAll(async () => {
  ({ context, page } = await openSignedIn(baseUrl, 'admin@demo.atrium'));
  const start = soonStart;
  await callApiOk(page, '/api/v2/calendar/events', 'POST', {
    subject: SOON_SUBJECT,
    location: 'Board Room',
    body: '<p>Agenda: <strong>pipeline</strong></p><img src="x" alt="" onerror="window.__xss = 1">',
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 45 * 60_000).toISOString(),
  });
});
afterAll(() => context?.close());

describe('calendar widget', () => {
  it("lists an event starting within the hour as '(Starts soon)' and opens its details", async () => {
    await page.goto(`${baseUrl}${CALENDAR_PAGE}`);
    const upcoming = widgetCard(page, 'Upcoming events');
    const event = upcoming.getByRole('button', { name: new RegExp(SOON_SUBJECT.replace(/[()]/g, '\\$&')) });
    await event.waitFor();
    expect(await event.textContent()).toContain('(Starts soon)');
    // The day heading in the browser's time zone, as the widget writes it.
    const day = await page.evaluate((iso) => {
      const start = new Date(iso);
      return start.toDateString() === new Date().toDateString()
        ? 'Today'
        : start.toLocaleDateString('en-US', { weekday: 'long', day: 'numeric', month: 'long' });
    }, soonStart.toISOString());
    expect(await upcoming.getByRole('heading', { level: 3 }).first().textContent()).toBe(day);

    await event.click();
    const modal = page.getByRole('dialog', { name: SOON_SUBJECT });
    await modal.getByText('Agenda:').waitFor();
    expect(await modal.textContent()).toContain('at Board Room');
    // an event that runs past midnight names the day it ends on before its end time
    expect(await modal.textContent()).toMatch(/\d{1,2}:\d{2}[ap] – (\w+, \w+ \d{1,2}, )?\d{1,2}:\d{2}[ap]/);
    expect(await modal.textContent()).toContain('Times in your time zone');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await seriousViolations(page)).toEqual([]);
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await modal.waitFor({ state: 'hidden' });
  });

  it('shows the month grid with today in bold and the event on its day', async () => {
    const month = widgetCard(page, 'This month');
    const today = month.locator('td[aria-current="date"]');
    await today.waitFor();
    expect(await today.locator('[data-today]').evaluate((el) => getComputedStyle(el).fontWeight)).toBe('800');
    // Sunday first.
    expect(await month.locator('thead th').first().textContent()).toBe('Sun');
    // In a month's last half hour the event starts in the next month, and shows on that month's grid.
    const nextMonth = await page.evaluate(
      (iso) => new Date(iso).getMonth() !== new Date().getMonth(),
      soonStart.toISOString(),
    );
    if (nextMonth) await month.getByRole('button', { name: 'Next month' }).click();
    const chip = month.getByRole('button', { name: new RegExp(SOON_SUBJECT.replace(/[()]/g, '\\$&')) });
    await chip.first().waitFor();
    expect(await chip.first().textContent()).toMatch(/^\d{1,2}:\d{2}[ap] /);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('is added in editing mode with its settings, saved and still there after a reload', async () => {
    await page.goto(`${baseUrl}/guides/hr`);
    await page.getByRole('heading', { level: 1, name: 'HR guides' }).waitFor();
    await turnEditingOn(page);
    const form = await addWidget(page, 'Calendar', 'Training calendar');
    const months = form.getByRole('textbox', { name: 'Limit end date in months' });
    expect(await months.getAttribute('placeholder')).toBe('6');
    expect(await form.getByRole('textbox', { name: 'Limit events' }).getAttribute('placeholder')).toBe('10');
    await form.getByText('Calendar', { exact: true }).click();
    await months.fill('3');
    await form.getByRole('button', { name: 'Apply' }).click();
    await form.waitFor({ state: 'hidden' });
    await saveAndReload(page);
    const added = widgetCard(page, 'Training calendar');
    await added.locator('table thead').waitFor();
    expect(await added.getByRole('button', { name: 'Next month' }).isVisible()).toBe(true);
  });
});

describe('page viewer', () => {
  it("runs a snippet in a sandbox that cannot read the portal's cookies or call its API", async () => {
    await page.goto(`${baseUrl}/guides/hr`);
    await page.getByRole('heading', { level: 1, name: 'HR guides' }).waitFor();
    await turnEditingOn(page);
    const form = await addWidget(page, 'Page Viewer', 'Sandbox check');
    await form.getByRole('radio', { name: /Embedded snippet/ }).check();
    await form.getByRole('textbox', { name: 'Snippet HTML' }).fill(
      `<p id="out">checking</p>
<script>
  var seen = [];
  function show(text) { seen.push(text); document.getElementById('out').textContent = seen.join(' | '); }
  try { show('cookie: ' + (document.cookie || 'empty')); } catch (e) { show('cookie: blocked'); }
  fetch('/api/v2/routes', { credentials: 'include' }).then(
    function (r) { return r.text().then(function (t) { show('api: ' + r.status + ' ' + t.slice(0, 40)); }); },
    function () { show('api: blocked'); }
  );
</script>
<script src="data:text/javascript,show('deferred ran')" defer></script>`,
    );
    await form.getByRole('button', { name: 'Apply' }).click();
    await form.waitFor({ state: 'hidden' });
    await saveAndReload(page);

    const frame = page.frameLocator('iframe[title="Sandbox check"]');
    const out = frame.locator('#out');
    await out.filter({ hasText: 'api:' }).waitFor();
    const text = (await out.textContent()) ?? '';
    expect(text).toContain('cookie: blocked');
    expect(text).toContain('api: blocked');
    expect(text).toContain('deferred ran');
    expect(text).not.toContain('atrium_');
    const sandbox = await page.locator('iframe[title="Sandbox check"]').getAttribute('sandbox');
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');
    // The frame grows to its content.
    const height = await page
      .locator('iframe[title="Sandbox check"]')
      .evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeGreaterThan(10);
    expect(height).toBeLessThan(200);
  });

  it('frames a portal page without the portal around it, and says calmly when a path leads to no page', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${baseUrl}/guides/hr`);
    await page.getByRole('heading', { level: 1, name: 'HR guides' }).waitFor();
    await turnEditingOn(page);
    let form = await addWidget(page, 'Page Viewer', 'Finance framed');
    // The hint names a page the demo firm has; it is used as the example it is.
    const hint = (await form.getByText(/^e\.g\. \//).textContent()) ?? '';
    const example = /^e\.g\. (\/\S+)/.exec(hint)?.[1] ?? '';
    expect(example).toBe('/guides/hr');
    await form.getByRole('textbox', { name: 'Path or address' }).fill('/guides/finance');
    await form.getByRole('button', { name: 'Apply' }).click();
    await form.waitFor({ state: 'hidden' });
    form = await addWidget(page, 'Page Viewer', 'Old handbook');
    await form.getByRole('textbox', { name: 'Path or address' }).fill('/files/handbook.html');
    await form.getByRole('button', { name: 'Apply' }).click();
    await form.waitFor({ state: 'hidden' });
    const missing = widgetCard(page, 'Old handbook');
    await missing.getByText('There is no page at /files/handbook.html.', { exact: false }).waitFor();
    expect(await missing.locator('iframe').count()).toBe(0);
    await saveAndReload(page);

    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ]) {
      await page.setViewportSize({ width, height });
      const frame = page.frameLocator('iframe[title="Finance framed"]');
      await frame.getByRole('heading', { level: 1, name: 'Finance guides' }).waitFor();
      // The page alone: no sidebar, no phone header, no skip link of the portal's shell.
      expect(await frame.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
      expect(await frame.getByRole('button', { name: 'Open navigation' }).count()).toBe(0);
      expect(await frame.getByRole('link', { name: 'Skip to content' }).count()).toBe(0);
      await widgetCard(page, 'Old handbook').getByText('This content is not available.').waitFor();
      expect(await seriousViolations(page, 'main')).toEqual([]);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('shows the seeded world clocks snippet on the calendar page', async () => {
    await page.goto(`${baseUrl}${CALENDAR_PAGE}`);
    await page.frameLocator('iframe[title="Office times"]').getByText('Singapore').waitFor();
  });
});

describe('quick links', () => {
  it("says 'No matching route found' for a link to an unknown route name", async () => {
    await page.goto(`${baseUrl}/guides/hr`);
    await page.getByRole('heading', { level: 1, name: 'HR guides' }).waitFor();
    await turnEditingOn(page);
    const form = await addWidget(page, 'Quick Links', 'Useful links');
    await form.getByRole('button', { name: 'Add link' }).click();
    await form.getByRole('textbox', { name: 'Title', exact: true }).nth(1).fill('Old handbook');
    const url = form.getByRole('textbox', { name: 'URL' });
    expect(await form.getByText('Internal name, mailto: or https://<URL>').count()).toBe(1);
    await url.fill('old-handbook-page');
    expect(await form.getByRole('textbox', { name: 'Link text' }).inputValue()).toBe('Open');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await form.getByRole('button', { name: 'Add link' }).click();
    await form.getByRole('textbox', { name: 'Title', exact: true }).nth(1).fill('Offices');
    await form.getByRole('textbox', { name: 'URL' }).fill('/directory/locations');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await form.getByRole('button', { name: 'Apply' }).click();
    await form.waitFor({ state: 'hidden' });
    await saveAndReload(page);

    const links = widgetCard(page, 'Useful links');
    await links.getByRole('button', { name: 'Open: Old handbook' }).click();
    await page.getByText('No matching route found for "old-handbook-page"').waitFor();
    await links.getByRole('link', { name: 'Open: Offices' }).click();
    await page.waitForURL(`${baseUrl}/directory/locations`);
  });

  it('has no serious accessibility violations on the calendar page or the calendar admin', async () => {
    await page.goto(`${baseUrl}${CALENDAR_PAGE}`);
    await widgetCard(page, 'Quick links').getByRole('link').first().waitFor();
    await widgetCard(page, 'This month').locator('table').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${baseUrl}/admin/calendar`);
    await page.getByRole('cell', { name: SOON_SUBJECT, exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
