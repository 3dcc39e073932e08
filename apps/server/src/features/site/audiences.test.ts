import {
  type Audience,
  FileEntrySchema,
  type Page,
  type RouteDetail,
  type SearchResult,
} from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/sql-rows.ts';
import { createPage, findNode, signIn, uploadPortalFile } from '../../test/site-api.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';

// The demo researcher works in London, the demo partner in New York: an audience of the London
// office holds the first and not the second.
let t: TestApp;
let admin: TestClient;
let partner: TestClient;
let researcher: TestClient;
let londonOnly: Audience;
let limitedPage: RouteDetail;
let openPage: RouteDetail;
let fileUrl: string;
const word = `zanzibar${process.pid}`;
const widgetWord = `quokka${process.pid}`;

const richText = (uuid: string, title: string, attributes: { Name: string; Value: unknown }[] = []) => ({
  UUID: uuid,
  Title: title,
  Text: `<p>${title}</p>`,
  Width: 12,
  Type: { Identifier: 'RichText' },
  Attributes: attributes,
});

beforeAll(async () => {
  t = await createTestApp();
  [admin, partner, researcher] = await Promise.all([
    signIn(t, DEMO.admin),
    signIn(t, DEMO.partner),
    signIn(t, DEMO.researcher),
  ]);
  const [london] = rows<{ id: number; name: string }>(
    await t.database.db.execute(
      sql`select l.id, l.name from users u join locations l on l.id = u.location_id where u.email = ${DEMO.researcher}`,
    ),
  );
  londonOnly = [{ key: { Id: 'LocationId', Text: 'Office' }, value: { Id: london.id, Text: london.name } }];

  const uploaded = FileEntrySchema.parse(
    (
      await uploadPortalFile(admin, {
        name: `Office notes ${process.pid}.pdf`,
        bytes: Buffer.from('%PDF-1.4 notes'),
      })
    ).json(),
  );
  fileUrl = `/api/v2/box/file/${uploaded.id}/download`;
  limitedPage = await createPage(admin, {
    Title: `London ${word}`,
    Audience: londonOnly,
    HasFile: true,
    FileJSON: JSON.stringify({ id: uploaded.id, name: uploaded.name }),
    File: uploaded.name,
  });
  openPage = await createPage(admin, { Title: `Everyone ${process.pid}` });
  const saved = await admin.post('/api/v2/page', {
    UUID: openPage.UUID,
    Sections: [
      richText('-1', `For London ${widgetWord}`, [{ Name: 'audience', Value: londonOnly }]),
      richText('-2', 'For everyone'),
    ],
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t.close());

const search = async (client: TestClient, q: string): Promise<SearchResult> =>
  (await client.get(`/api/v2/search?q=${encodeURIComponent(q)}`)).json();
const foundPages = (result: SearchResult) => result.groups.find((g) => g.type === 'page')?.hits ?? [];

describe('a page limited to an audience', () => {
  it('keeps its audience in its metadata', async () => {
    const detail: RouteDetail = (await admin.get(`/api/v2/routes/${limitedPage.UUID}`)).json();
    expect(detail.Audience).toEqual(londonOnly);
  });

  it('is in the route tree of a member and of admins (with its audience), not of anyone else', async () => {
    expect(await findNode(partner, limitedPage.UUID)).toBeUndefined();
    expect(await findNode(researcher, limitedPage.UUID)).toMatchObject({ UUID: limitedPage.UUID });
    expect((await findNode(researcher, limitedPage.UUID))?.Audience).toBeUndefined();
    expect((await findNode(admin, limitedPage.UUID))?.Audience).toEqual(londonOnly);
  });

  it('is not found for someone outside it, and opens for a member', async () => {
    expect((await partner.get(`/api/v2/page/${limitedPage.UUID}`)).statusCode).toBe(404);
    expect((await partner.get(`/api/v2/routes/${limitedPage.UUID}`)).statusCode).toBe(404);
    expect((await researcher.get(`/api/v2/page/${limitedPage.UUID}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/v2/page/${limitedPage.UUID}`)).statusCode).toBe(200);
  });

  it('is found by search and the palette for a member only', async () => {
    expect(foundPages(await search(partner, word))).toEqual([]);
    expect((await search(partner, word)).counts.page).toBe(0);
    expect(foundPages(await search(researcher, word)).map((h) => h.id)).toHaveLength(1);
    const oid = foundPages(await search(researcher, word))[0].id;
    expect((await partner.get(`/api/v2/search/page/${oid}`)).statusCode).toBe(404);
    expect((await researcher.get(`/api/v2/search/page/${oid}`)).json()).toEqual({ UUID: limitedPage.UUID });
  });

  it('gives its share card and its file to members only', async () => {
    expect((await partner.get(`/api/v2/page/og/${limitedPage.UUID}`)).statusCode).toBe(404);
    expect((await researcher.get(`/api/v2/page/og/${limitedPage.UUID}`)).statusCode).toBe(200);
    expect((await partner.get(fileUrl)).statusCode).toBe(404);
    expect((await researcher.get(fileUrl)).statusCode).toBe(200);
  });

  it('is promoted to members only', async () => {
    const promos = async (client: TestClient) =>
      (await client.post('/api/v2/widget/promos', { uuids: [limitedPage.UUID] })).json();
    expect(await promos(partner)).toEqual([]);
    expect(await promos(researcher)).toHaveLength(1);
  });

  it('hides the pages beneath it too', async () => {
    const child = await createPage(admin, { parent: { UUID: limitedPage.UUID } });
    expect((await partner.get(`/api/v2/page/${child.UUID}`)).statusCode).toBe(404);
    expect((await researcher.get(`/api/v2/page/${child.UUID}`)).statusCode).toBe(200);
  });

  it('opens to everyone again when its audience is cleared', async () => {
    const page = await createPage(admin, { Audience: londonOnly });
    expect((await partner.get(`/api/v2/page/${page.UUID}`)).statusCode).toBe(404);
    const saved = await admin.post('/api/v2/routes', {
      UUID: page.UUID,
      Title: page.Title,
      VueRouterName: page.VueRouterName,
      VueRouterPath: page.VueRouterPath,
      Audience: [],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await partner.get(`/api/v2/page/${page.UUID}`)).statusCode).toBe(200);
  });

  it('refuses an audience key it does not know', async () => {
    const response = await admin.post('/api/v2/routes', {
      Title: 'Bad audience',
      VueRouterName: `bad-audience-${process.pid}`,
      VueRouterPath: `bad-audience-${process.pid}`,
      Audience: [{ key: { Id: 'Shoe size' }, value: { Id: 42 } }],
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('a widget limited to an audience', () => {
  const titles = async (client: TestClient) =>
    ((await client.get(`/api/v2/page/${openPage.UUID}`)).json() as Page).Sections.map((s) => s.Title);

  it('is left out of the page for someone outside it, and shown to members and admins', async () => {
    expect(await titles(partner)).toEqual(['For everyone']);
    expect(await titles(researcher)).toEqual([`For London ${widgetWord}`, 'For everyone']);
    expect(await titles(admin)).toEqual([`For London ${widgetWord}`, 'For everyone']);
  });

  it('is not found by search for someone outside it', async () => {
    expect(foundPages(await search(partner, widgetWord))).toEqual([]);
  });

  it('narrows by each key and widens within one', async () => {
    const page = await createPage(admin);
    const rowsOf = (...pairs: [string, string | number][]) =>
      pairs.map(([key, id]) => ({ key: { Id: key }, value: { Id: id } }));
    const london = londonOnly[0].value.Id;
    await admin.post('/api/v2/page', {
      UUID: page.UUID,
      Sections: [
        richText('-1', 'London researchers', [
          { Name: 'audience', Value: rowsOf(['LocationId', london], ['Role', 'Researcher']) },
        ]),
        richText('-2', 'London partners', [
          { Name: 'audience', Value: rowsOf(['LocationId', london], ['Role', 'Partner']) },
        ]),
        richText('-3', 'Partners or researchers', [
          { Name: 'audience', Value: rowsOf(['Role', 'Partner'], ['Role', 'Researcher']) },
        ]),
        richText('-4', 'Unreadable', [{ Name: 'audience', Value: '{not json' }]),
      ],
    });
    const sections = async (client: TestClient) =>
      ((await client.get(`/api/v2/page/${page.UUID}`)).json() as Page).Sections.map((s) => s.Title);
    expect(await sections(researcher)).toEqual(['London researchers', 'Partners or researchers']);
    expect(await sections(partner)).toEqual(['Partners or researchers']);
    expect(await sections(admin)).toHaveLength(4);
  });
});
