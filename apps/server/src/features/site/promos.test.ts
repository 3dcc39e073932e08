// Content promotion: dynamic promos by a content filter (the page's or the widget's own), manual
// promos in the picked order, the picker's candidates, and the Promos Admin table with its
// stale-copy rule; who may call what.
import {
  type PromoAdminRow,
  PromoAdminRowSchema,
  PromoCandidateSchema,
  PromoSchema,
} from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditEntries, createPage, signIn } from '../../test/site-api.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';

let t: TestApp;
let admin: TestClient;
let partner: TestClient;
const TAG = `Zq${process.pid.toString(36)}`;
const pages: Record<string, { UUID: string; VueRouterName: string }> = {};

async function savePromo(uuid: string, changes: Partial<PromoAdminRow> & { Tags?: string[] }, force = false) {
  const list = z.array(PromoAdminRowSchema).parse((await admin.get('/api/v2/admin/promos')).json());
  const row = list.find((r) => r.UUID === uuid);
  if (!row) throw new Error('no such row');
  return admin.post(`/api/v2/admin/promos/${uuid}`, {
    Kind: changes.Kind ?? row.Kind,
    MetaTitle: changes.MetaTitle ?? row.MetaTitle,
    MetaDescription: changes.MetaDescription ?? row.MetaDescription,
    MetaImageOid: row.MetaImage.OID,
    Tags: changes.Tags ?? row.Tags,
    Version: changes.Version ?? row.Version,
    ...(force ? { Force: true } : {}),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t);
  partner = await signIn(t, DEMO.partner);
  const parent = await createPage(admin, { Title: `${TAG} Insights` });
  pages.parent = parent;
  for (const [key, title, publish] of [
    ['old', `${TAG} Boards in transition`, '2024-01-10'],
    ['mid', `${TAG} The interim CFO market`, '2024-06-01'],
    ['new', `${TAG} Succession planning in family firms`, '2025-02-01'],
    ['other', `${TAG} Office move in Lisbon`, '2025-03-01'],
  ] as const) {
    pages[key] = await createPage(admin, { Title: title, MetaTitle: title, PublishDate: publish, parent });
  }
  pages.hidden = await createPage(admin, { Title: `${TAG} Draft piece`, Status: 'disabled', parent });
  for (const key of ['old', 'mid', 'new', 'hidden']) {
    expect(
      (await savePromo(pages[key].UUID, { Tags: [`${TAG}-insight`], Kind: 'SitesPageBlogPost' })).statusCode,
    ).toBe(200);
  }
  expect(
    (await savePromo(pages.other.UUID, { Tags: [`${TAG}-offices`], Kind: 'SitesPageEvent' })).statusCode,
  ).toBe(200);
});

afterAll(async () => {
  await t?.close();
});

const promosOf = async (client: TestClient, body: unknown) => {
  const response = await client.post('/api/v2/widget/promos', body);
  expect(response.statusCode, response.body).toBe(200);
  return z.array(PromoSchema).parse(response.json());
};

describe('dynamic promos', () => {
  it('lists the pages carrying a tag of the filter, newest first, up to the limit of 2 by default', async () => {
    const promos = await promosOf(partner, {
      filter: { tags: [{ Id: 0, Text: `${TAG}-insight` }], search: '' },
    });
    expect(promos.map((p) => p.title)).toEqual([
      `${TAG} Succession planning in family firms`,
      `${TAG} The interim CFO market`,
    ]);
    expect(promos[0]).toMatchObject({
      type: { Identifier: 'SitesPageBlogPost' },
      VueRouterName: pages.new.VueRouterName,
      uuid: pages.new.UUID,
    });
    expect(promos[0].pageURL).toMatch(/\/page-/);
  });

  it('takes a larger limit, leaves out the page the widget sits on and pages staff cannot open', async () => {
    const promos = await promosOf(partner, {
      filter: { tags: [{ Id: 0, Text: `${TAG}-insight` }], search: '' },
      limit: 10,
      exclude: pages.mid.UUID,
    });
    expect(promos.map((p) => p.uuid)).toEqual([pages.new.UUID, pages.old.UUID]);
  });

  it('filters by search words as a page filter would (tags and search)', async () => {
    const promos = await promosOf(partner, { filter: { tags: [], search: `${TAG} lisbon` }, limit: 5 });
    expect(promos.map((p) => p.uuid)).toEqual([pages.other.UUID]);
    expect(promos[0].type.Identifier).toBe('SitesPageEvent');
  });

  it('answers an empty list when nothing matches', async () => {
    expect(
      await promosOf(partner, { filter: { tags: [{ Id: 0, Text: `${TAG}-none` }], search: '' } }),
    ).toEqual([]);
  });

  it('refuses a limit out of bounds', async () => {
    const response = await partner.post('/api/v2/widget/promos', { limit: 1000 });
    expect(response.statusCode).toBe(400);
  });
});

describe('manual promos', () => {
  it('answers the picked pages in the picked order, dropping pages staff cannot open', async () => {
    const promos = await promosOf(partner, {
      uuids: [pages.other.UUID, pages.hidden.UUID, pages.old.UUID],
    });
    expect(promos.map((p) => p.uuid)).toEqual([pages.other.UUID, pages.old.UUID]);
  });

  it('offers candidates by keyword for the picker', async () => {
    const response = await partner.get(
      `/api/v2/widget/promos?keyword=${encodeURIComponent(`${TAG} planning`)}`,
    );
    expect(response.statusCode).toBe(200);
    const candidates = z.array(PromoCandidateSchema).parse(response.json());
    expect(candidates.map((c) => c.uuid)).toEqual([pages.new.UUID]);
    expect(candidates[0].type).toEqual({
      Identifier: 'SitesPageBlogPost',
      Title: 'Blog post',
      UUID: 'SitesPageBlogPost',
    });
  });

  it("gives each promo's share card, with the meta description", async () => {
    await savePromo(pages.new.UUID, { MetaDescription: 'Three generations, one board seat.' });
    const card = (await partner.get(`/api/v2/page/og/${pages.new.UUID}`)).json();
    expect(card).toMatchObject({ description: 'Three generations, one board seat.', image: null });
  });
});

describe('Promos Admin', () => {
  it("lists every page's promo fields with its tags", async () => {
    const rows = z.array(PromoAdminRowSchema).parse((await admin.get('/api/v2/admin/promos')).json());
    const row = rows.find((r) => r.UUID === pages.other.UUID);
    expect(row).toMatchObject({ Kind: 'SitesPageEvent', Tags: [`${TAG}-offices`] });
    expect(rows.find((r) => r.UUID === pages.hidden.UUID)).toBeDefined();
  });

  it('saves kind, meta title and tags, audits the change, and shows them in the page metadata', async () => {
    const response = await savePromo(pages.other.UUID, {
      Kind: 'SitesPageCaseStudy',
      MetaTitle: `${TAG} Lisbon, new address`,
      Tags: [`${TAG}-offices`, `${TAG}-Europe`, `${TAG}-europe`],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      Kind: 'SitesPageCaseStudy',
      MetaTitle: `${TAG} Lisbon, new address`,
      Tags: [`${TAG}-Europe`, `${TAG}-offices`],
    });
    const detail = (await admin.get(`/api/v2/routes/${pages.other.UUID}`)).json();
    expect(detail).toMatchObject({ Kind: 'SitesPageCaseStudy', MetaTitle: `${TAG} Lisbon, new address` });
    const audit = await auditEntries(t, pages.other.UUID);
    expect(audit.at(-1)).toMatchObject({ action: 'page.promo', email: DEMO.admin });
  });

  it('refuses to overwrite a newer copy unless told to, like page saves', async () => {
    const rows = z.array(PromoAdminRowSchema).parse((await admin.get('/api/v2/admin/promos')).json());
    const stale = rows.find((r) => r.UUID === pages.old.UUID) as PromoAdminRow;
    expect((await savePromo(pages.old.UUID, { MetaTitle: 'First' })).statusCode).toBe(200);
    const refused = await savePromo(pages.old.UUID, { MetaTitle: 'Second', Version: stale.Version });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'stale_version',
      message: 'There are recent changes to this page that will be overwritten. Continue?',
    });
    const forced = await savePromo(pages.old.UUID, { MetaTitle: 'Second', Version: stale.Version }, true);
    expect(forced.statusCode).toBe(200);
    expect(forced.json().MetaTitle).toBe('Second');
  });

  it('refuses an unknown kind and too many tags', async () => {
    expect((await savePromo(pages.old.UUID, { Kind: 'Nope' as never })).statusCode).toBe(400);
    const tags = Array.from({ length: 21 }, (_, i) => `t${i}`);
    expect((await savePromo(pages.old.UUID, { Tags: tags })).statusCode).toBe(400);
  });
});

describe('who may call', () => {
  it('answers 401 without a session', async () => {
    const anonymous = t.client();
    expect((await anonymous.post('/api/v2/widget/promos', {})).statusCode).toBe(401);
    expect((await anonymous.get('/api/v2/widget/promos?keyword=a')).statusCode).toBe(401);
    expect((await anonymous.get('/api/v2/admin/promos')).statusCode).toBe(401);
  });

  it('answers 403 to staff on the Promos Admin calls', async () => {
    expect((await partner.get('/api/v2/admin/promos')).statusCode).toBe(403);
    const response = await partner.post(`/api/v2/admin/promos/${pages.old.UUID}`, {
      Kind: 'OlympusWebPage',
      MetaTitle: 'x',
      MetaDescription: '',
      MetaImageOid: null,
      Tags: [],
      Version: 1,
    });
    expect(response.statusCode).toBe(403);
  });
});
