import {
  CONTENT_HEALTH_PAGE_SIZE,
  type ContentHealth,
  type ContentHealthFinding,
  type RouteDetail,
} from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPage, signIn } from '../../test/site-api.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';
import { createPageWith, promoSection, quickLinkSection, richTextSection } from './link-fixtures.ts';

let t: TestApp;
let admin: TestClient;
let health: ContentHealth;

const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const longAgo = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);

const pageWith = (section: object) => createPageWith(admin, section);

const planted: Record<string, RouteDetail> = {};
const findingsOf = (page: RouteDetail): ContentHealthFinding[] =>
  health.Findings.filter((f) => f.Page.UUID === page.UUID);
const kindsOf = (page: RouteDetail) => findingsOf(page).map((f) => f.Kind);

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, DEMO.admin);
  const live = await createPage(admin);
  const trashed = await createPage(admin);
  const disabled = await createPage(admin, { Status: 'disabled' });
  planted.expired = await createPage(admin, { ExpirationDate: yesterday });
  await admin.delete('/api/v2/routes', [trashed.UUID]);

  planted.richTextToTrash = await pageWith(
    richTextSection(`<p><a href="${trashed.FullPath}">Old news</a></p>`),
  );
  planted.quickLinkToDisabled = await pageWith(
    quickLinkSection({ title: 'Hidden', routeName: disabled.VueRouterName }),
  );
  planted.promoOfTrash = await pageWith(promoSection(trashed.UUID));
  planted.imageWithoutAlt = await pageWith(
    richTextSection('<p>Team</p><p><img src="/api/v2/cms/metaImage/3"></p>'),
  );
  planted.emptyRichText = await pageWith(richTextSection('<p>&nbsp;</p>'));
  planted.linksToExpired = await pageWith(
    richTextSection(`<p><a href="${planted.expired.FullPath}">Offer</a></p>`),
  );
  planted.healthy = await pageWith(
    richTextSection(
      `<p><a href="${live.FullPath}">More</a> <img src="/api/v2/cms/metaImage/3" alt="The team"></p>`,
    ),
  );
  planted.linksToScreens = await pageWith(quickLinkSection({ title: 'People', routeName: '_members' }));
  planted.richTextToScreen = await pageWith(
    richTextSection('<p><a href="/mcl/companies/2917?tab=people">A client</a></p>'),
  );
  planted.pastReview = await createPage(admin);
  await admin.post(`/api/v2/page/${planted.pastReview.UUID}/review`, { IntervalMonths: 3 });
  await t.database.db.execute(
    sql`update page_reviews set reviewed_at = ${longAgo}
        where route_id = (select id from routes where uuid = ${planted.pastReview.UUID})`,
  );

  planted.unopened = await createPage(admin);
  planted.openedLongAgoMade = await createPage(admin);
  await t.database.db.execute(
    sql`update routes set created_at = now() - interval '200 days'
        where uuid in (${planted.unopened.UUID}, ${planted.openedLongAgoMade.UUID})`,
  );
  const partner = await signIn(t, DEMO.partner);
  expect((await partner.get(`/api/v2/page/${planted.openedLongAgoMade.UUID}`)).statusCode).toBe(200);
  // The analytics list writes this process's counted reads before it answers.
  expect((await admin.get('/api/v2/admin/analytics?days=7')).statusCode).toBe(200);
  planted.outOfNavigation = await createPage(admin, { ExcludeFromNav: true });
  planted.outOfNavigationLinked = await createPage(admin, { ExcludeFromNav: true });
  planted.linksToHidden = await pageWith(
    richTextSection(`<p><a href="${planted.outOfNavigationLinked.FullPath}">Photos</a></p>`),
  );

  // Every page of the list, so the planted findings are found wherever they sort.
  for (let page = 1; ; page += 1) {
    const response = await admin.get(`/api/v2/admin/content-health?page=${page}`);
    expect(response.statusCode, response.body).toBe(200);
    const answer: ContentHealth = response.json();
    health = page === 1 ? answer : { ...answer, Findings: [...health.Findings, ...answer.Findings] };
    if (page * CONTENT_HEALTH_PAGE_SIZE >= answer.Total) break;
  }
  expect(health.Findings).toHaveLength(health.Total);
});
afterAll(() => t.close());

describe('GET /api/v2/admin/content-health', () => {
  it('names a rich-text link to a trashed page, and nothing else on that page', () => {
    expect(kindsOf(planted.richTextToTrash)).toEqual(['broken-link']);
    expect(findingsOf(planted.richTextToTrash)[0].Fix).toContain('in the trash');
    expect(findingsOf(planted.richTextToTrash)[0].Page.FullPath).toBe(planted.richTextToTrash.FullPath);
  });

  it('names a quick link to a disabled page', () => {
    expect(kindsOf(planted.quickLinkToDisabled)).toEqual(['broken-link']);
    expect(findingsOf(planted.quickLinkToDisabled)[0].Fix).toContain('a disabled page');
  });

  it('names a picked promo of a trashed page', () => {
    expect(kindsOf(planted.promoOfTrash)).toEqual(['broken-link']);
    expect(findingsOf(planted.promoOfTrash)[0].Fix).toMatch(/^A promo points at/);
  });

  it('names an image without alternative text', () => {
    expect(kindsOf(planted.imageWithoutAlt)).toEqual(['missing-alt']);
  });

  it('names an empty rich text', () => {
    expect(kindsOf(planted.emptyRichText)).toEqual(['empty-widget']);
  });

  it('names an expired page that is still linked, on the expired page, with who links to it', () => {
    expect(kindsOf(planted.expired)).toEqual(['expired-linked']);
    expect(findingsOf(planted.expired)[0].Fix).toContain(planted.linksToExpired.Title);
    // the day is the reader's to format: the sentence names it as {date}
    expect(findingsOf(planted.expired)[0]).toMatchObject({
      Fix: expect.stringMatching(/^Expired on \{date\}/),
      Date: yesterday,
    });
    expect(kindsOf(planted.linksToExpired)).toEqual([]);
  });

  it('names a page past its review, with the day it was due', () => {
    expect(kindsOf(planted.pastReview)).toEqual(['review-due']);
    const [finding] = findingsOf(planted.pastReview);
    expect(finding.Fix).toMatch(/^Review was due on \{date\}/);
    expect(finding.Date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('finds nothing on a page whose links lead to live pages and whose images are described', () => {
    expect(kindsOf(planted.healthy)).toEqual([]);
  });

  it('names a page made long ago that nobody opened in 90 days, not one somebody opened', () => {
    expect(kindsOf(planted.unopened)).toEqual(['unopened']);
    expect(kindsOf(planted.openedLongAgoMade)).toEqual([]);
  });

  it('names a page kept out of the navigation that nothing links to, not one a page links to', () => {
    expect(kindsOf(planted.outOfNavigation)).toEqual(['orphan']);
    expect(kindsOf(planted.outOfNavigationLinked)).toEqual([]);
  });

  it("finds nothing on links to the app's own screens, by internal name or by path", () => {
    expect(kindsOf(planted.linksToScreens)).toEqual([]);
    expect(kindsOf(planted.richTextToScreen)).toEqual([]);
  });

  it('finds on the demo firm only the page planted there for each rule that has one', () => {
    const plantedHere = new Set(Object.values(planted).map((p) => p.UUID));
    const demoFindings: Record<string, string[]> = {};
    for (const finding of health.Findings) {
      if (plantedHere.has(finding.Page.UUID)) continue;
      demoFindings[finding.Kind] = [...(demoFindings[finding.Kind] ?? []), finding.Page.Title];
    }
    expect(demoFindings).toEqual({
      'review-due': ['Code of conduct'],
      unopened: ['Intranet launch, 2019'],
      orphan: ['Summer party photos'],
    });
  });

  it('counts each kind and filters by kind', async () => {
    for (const kind of [
      'broken-link',
      'missing-alt',
      'empty-widget',
      'expired-linked',
      'review-due',
      'unopened',
      'orphan',
    ] as const)
      expect(health.Counts[kind]).toBeGreaterThanOrEqual(1);
    const only = (await admin.get('/api/v2/admin/content-health?kind=missing-alt')).json() as ContentHealth;
    expect(only.Total).toBe(health.Counts['missing-alt']);
    expect(only.Findings.every((f) => f.Kind === 'missing-alt')).toBe(true);
  });

  it('refuses an unknown kind and people who are not site admins', async () => {
    expect((await admin.get('/api/v2/admin/content-health?kind=typos')).statusCode).toBe(400);
    const partner = await signIn(t, DEMO.partner);
    expect((await partner.get('/api/v2/admin/content-health')).statusCode).toBe(403);
  });
});
