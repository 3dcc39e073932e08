import type { RouteDetail, RouteImpact } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPage, signIn } from '../../test/site-api.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';
import { createPageWith, promoSection, quickLinkSection, richTextSection } from './link-fixtures.ts';

let t: TestApp;
let admin: TestClient;
let target: RouteDetail;
let child: RouteDetail;
let newHome: RouteDetail;
const from: Record<string, RouteDetail> = {};

const partnersOnly = [
  { key: { Id: 'Role' as const, Text: 'Role' }, value: { Id: 'Partner', Text: 'Partner' } },
];

const pageWith = (section: object) => createPageWith(admin, section);

async function impactOf(query: string): Promise<RouteImpact> {
  const response = await admin.get(`/api/v2/routes/${target.UUID}/impact?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const viaOf = (impact: RouteImpact) =>
  Object.fromEntries(impact.Links.map((l) => [l.From.UUID, { via: l.Via, breaks: l.Breaks }]));

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, DEMO.admin);
  target = await createPage(admin, { Title: 'Travel policy' });
  child = await createPage(admin, { Title: 'Travel booking', parent: { UUID: target.UUID } });
  newHome = await createPage(admin, { Title: 'Partners area', Audience: partnersOnly });
  from.richText = await pageWith(
    richTextSection(`<p>See <a href="${target.FullPath}">the travel policy</a>.</p>`),
  );
  from.quickLink = await pageWith(quickLinkSection({ title: 'Travel', routeName: target.VueRouterName }));
  from.promo = await pageWith(promoSection(target.UUID));
  from.redirect = await createPage(admin, { Title: 'Old travel page', RedirectLink: child.FullPath });
});
afterAll(() => t.close());

describe('GET /api/v2/routes/{uuid}/impact', () => {
  it('names the rich-text link, quick link, promo and redirect link that point at a page about to move', async () => {
    const impact = await impactOf(`change=move&parent=${newHome.UUID}`);
    expect(viaOf(impact)).toEqual({
      [from.richText.UUID]: { via: 'rich text', breaks: false },
      [from.quickLink.UUID]: { via: 'quick link', breaks: false },
      [from.promo.UUID]: { via: 'promo', breaks: false },
      [from.redirect.UUID]: { via: 'redirect link', breaks: false },
    });
    expect(impact.Links.find((l) => l.Via === 'redirect link')?.To.UUID).toBe(child.UUID);
  });

  it('lists the redirects a move makes and the navigation entries that move, children included', async () => {
    const impact = await impactOf(`change=move&parent=${newHome.UUID}`);
    const movedTo = `${newHome.FullPath}/${target.VueRouterPath}`;
    expect(impact.Redirects).toEqual([
      { From: target.FullPath, To: movedTo },
      { From: child.FullPath, To: `${movedTo}/${child.VueRouterPath}` },
    ]);
    expect(impact.Navigation.map((n) => [n.Title, n.To])).toEqual([
      ['Travel policy', movedTo],
      ['Travel booking', `${movedTo}/${child.VueRouterPath}`],
    ]);
  });

  it('names the audience the page and its children would inherit under a limited parent', async () => {
    const impact = await impactOf(`change=move&parent=${newHome.UUID}`);
    const audiences = impact.Inherited.filter((i) => i.What === 'audience');
    expect(audiences.map((a) => a.UUID)).toEqual([target.UUID, child.UUID]);
    expect(audiences[0].Before).toBe('Everyone');
    expect(audiences[0].After).toContain('Role: Partner');
    expect((await impactOf('change=move&parent=root')).Inherited).toEqual([]);
  });

  it('shows that a new internal name breaks the quick link that uses the old one', async () => {
    const impact = await impactOf('change=rename&name=travel-rules');
    expect(viaOf(impact)[from.quickLink.UUID]).toEqual({ via: 'quick link', breaks: true });
    expect(viaOf(impact)[from.richText.UUID]).toEqual({ via: 'rich text', breaks: false });
    expect(impact.Redirects).toEqual([]);
  });

  it('shows every link breaking when the page is deleted or disabled, and the entries leaving the navigation', async () => {
    for (const change of ['delete', 'disable']) {
      const impact = await impactOf(`change=${change}`);
      expect(impact.Links).toHaveLength(4);
      expect(impact.Links.every((l) => l.Breaks)).toBe(true);
      expect(impact.Navigation.every((n) => n.To === null)).toBe(true);
      expect(impact.Redirects).toEqual([]);
    }
  });

  it('refuses a move beneath the page itself, an unknown parent, and people who are not site admins', async () => {
    const beneath = await admin.get(`/api/v2/routes/${target.UUID}/impact?change=move&parent=${child.UUID}`);
    expect(beneath.statusCode).toBe(400);
    const unknown = await admin.get(
      `/api/v2/routes/${target.UUID}/impact?change=move&parent=${crypto.randomUUID()}`,
    );
    expect(unknown.statusCode).toBe(404);
    expect((await admin.get(`/api/v2/routes/${target.UUID}/impact?change=move`)).statusCode).toBe(400);
    const partner = await signIn(t, DEMO.partner);
    expect((await partner.get(`/api/v2/routes/${target.UUID}/impact?change=delete`)).statusCode).toBe(403);
  });
});
