// Page drafts: an admin's unpublished sections are kept per page and author, read back only by
// admins, gone once published, and never seen by staff, the route tree, search or share cards.
import type { Draft, DraftSummary, Page } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser } from '../../db/seed/index.ts';
import { createPage, findNode, signIn } from '../../test/site-api.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';
import { waitUntil } from '../../test/wait-until.ts';

let t: TestApp;
let admin: TestClient;
let otherAdmin: TestClient;
let otherAdminName: string;
let researcher: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, DEMO.admin);
  researcher = await signIn(t, DEMO.researcher);
  const other = await seedUser(t.database.db, {
    isSiteAdmin: true,
    password: 'secret-pass',
    firstName: 'Robin',
  });
  otherAdminName = `${other.firstName} ${other.lastName}`;
  otherAdmin = t.client();
  await otherAdmin.login(other.email, 'secret-pass');
});
afterAll(() => t.close());

const richText = (uuid: string, title: string, text = `<p>${title}</p>`) => ({
  OID: 0,
  DOID: null,
  UUID: uuid,
  Title: title,
  Text: text,
  Width: 12,
  Type: { UUID: null, Identifier: 'RichText' },
  IsDrawer: false,
  ComponentType: '',
  ToVueRouterName: '',
  Attributes: [],
});

const putDraft = (client: TestClient, uuid: string, body: unknown) =>
  client.request({ method: 'PUT', url: `/api/v2/page/${uuid}/draft`, payload: body as object });

async function myDraft(client: TestClient, uuid: string): Promise<Draft | null> {
  const response = await client.get(`/api/v2/page/${uuid}/draft`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function drafts(client: TestClient, uuid: string): Promise<DraftSummary[]> {
  const response = await client.get(`/api/v2/page/${uuid}/drafts`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function publishedPage(title: string, text: string): Promise<Page> {
  const page = await createPage(admin);
  const saved = await admin.post('/api/v2/page', {
    UUID: page.UUID,
    Version: 1,
    Sections: [{ UUID: null, Title: title, Text: text, Width: 12, Type: { Identifier: 'RichText' } }],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json();
}

const searchTitles = async (client: TestClient, word: string) => {
  const found = (await client.get(`/api/v2/search?q=${word}&type=page`)).json();
  return (found.groups[0]?.hits ?? []).map((hit: { title: { text: string }[] }) =>
    hit.title.map((part) => part.text).join(''),
  );
};

describe('page drafts', () => {
  it('keeps what an admin typed and gives it back after a reload, on any device', async () => {
    const page = await publishedPage('Welcome', '<p>Welcome</p>');
    expect(await myDraft(admin, page.UUID)).toBeNull();

    const sections = [{ ...page.Sections[0], Title: 'Welcome, edited' }, richText('-42', 'New card')];
    const saved = await putDraft(admin, page.UUID, { Sections: sections, BaseVersion: page.Version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ BaseVersion: page.Version, IsMine: true });

    const elsewhere = await signIn(t, DEMO.admin);
    const restored = await myDraft(elsewhere, page.UUID);
    expect(restored?.Sections.map((s) => s.Title)).toEqual(['Welcome, edited', 'New card']);
    expect(restored?.Sections[1].UUID).toBe('-42');
    expect(restored?.UpdatedAt).toBe(saved.json().UpdatedAt);

    const again = await putDraft(admin, page.UUID, { Sections: [sections[1]], BaseVersion: page.Version });
    expect(again.statusCode).toBe(200);
    expect((await myDraft(admin, page.UUID))?.Sections.map((s) => s.Title)).toEqual(['New card']);
  });

  it('changes nothing staff read: the page, the route tree, search and the share card', async () => {
    const page = await publishedPage('Opening hours', '<p>Open from nine, says the marmalade desk.</p>');
    await waitUntil(
      () => searchTitles(researcher, 'marmalade'),
      (titles) => titles.includes(page.Title),
    );
    const before = {
      page: (await researcher.get(`/api/v2/page/${page.UUID}`)).json(),
      node: await findNode(researcher, page.UUID),
      card: (await researcher.get(`/api/v2/page/og/${page.UUID}`)).json(),
    };

    const drafted = await putDraft(admin, page.UUID, {
      Sections: [richText('-1', 'Closed on Fridays', '<p>The zanzibarite room is closed.</p>')],
      BaseVersion: page.Version,
    });
    expect(drafted.statusCode).toBe(200);

    expect((await researcher.get(`/api/v2/page/${page.UUID}`)).json()).toEqual(before.page);
    expect((await admin.get(`/api/v2/page/${page.UUID}`)).json().Sections).toEqual(page.Sections);
    expect(await findNode(researcher, page.UUID)).toEqual(before.node);
    expect((await researcher.get(`/api/v2/page/og/${page.UUID}`)).json()).toEqual(before.card);
    expect(await searchTitles(researcher, 'zanzibarite')).toEqual([]);
    expect(await searchTitles(admin, 'zanzibarite')).toEqual([]);
    expect(await searchTitles(researcher, 'marmalade')).toEqual([page.Title]);

    // Published, the same words are found: the search above could have found them.
    const draft = await myDraft(admin, page.UUID);
    const published = await admin.post('/api/v2/page', {
      UUID: page.UUID,
      Version: page.Version,
      Sections: draft?.Sections.map((s) => ({ ...s, UUID: null })),
    });
    expect(published.statusCode, published.body).toBe(200);
    await waitUntil(
      () => searchTitles(researcher, 'zanzibarite'),
      (titles) => titles.includes(page.Title),
    );
  });

  it('is for admins only: staff are refused every draft call', async () => {
    const page = await publishedPage('Staff notice', '<p>Notice</p>');
    await putDraft(admin, page.UUID, { Sections: [], BaseVersion: page.Version });
    const adminId = (await drafts(admin, page.UUID))[0].Author.ID;
    const calls = [
      researcher.get(`/api/v2/page/${page.UUID}/draft`),
      putDraft(researcher, page.UUID, { Sections: [], BaseVersion: 1 }),
      researcher.delete(`/api/v2/page/${page.UUID}/draft`),
      researcher.get(`/api/v2/page/${page.UUID}/drafts`),
      researcher.get(`/api/v2/page/${page.UUID}/drafts/${adminId}`),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(403);
    expect(await myDraft(admin, page.UUID)).not.toBeNull();
  });

  it('shows another admin whose draft exists and from when, to open or to start their own', async () => {
    const page = await publishedPage('Benefits', '<p>Benefits</p>');
    const mine = await putDraft(admin, page.UUID, {
      Sections: [richText('-7', 'Benefits, my take')],
      BaseVersion: page.Version,
    });

    const seen = await drafts(otherAdmin, page.UUID);
    expect(seen).toEqual([
      {
        Author: { ID: expect.any(Number), FullName: 'Avery Lindqvist' },
        UpdatedAt: mine.json().UpdatedAt,
        BaseVersion: page.Version,
        IsMine: false,
      },
    ]);
    expect(await myDraft(otherAdmin, page.UUID)).toBeNull();
    const opened = await otherAdmin.get(`/api/v2/page/${page.UUID}/drafts/${seen[0].Author.ID}`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().Sections.map((s: { Title: string }) => s.Title)).toEqual(['Benefits, my take']);

    // Their own draft, begun from mine, leaves mine as it was.
    await putDraft(otherAdmin, page.UUID, {
      Sections: [...opened.json().Sections, richText('-8', 'Their addition')],
      BaseVersion: page.Version,
    });
    expect((await myDraft(admin, page.UUID))?.Sections.map((s) => s.Title)).toEqual(['Benefits, my take']);
    const both = await drafts(admin, page.UUID);
    expect(both.map((d) => [d.Author.FullName, d.IsMine])).toEqual([
      [otherAdminName, false],
      ['Avery Lindqvist', true],
    ]);
  });

  it("is gone once its author saves the page, and another admin's draft stays", async () => {
    const page = await publishedPage('Travel', '<p>Travel</p>');
    await putDraft(admin, page.UUID, {
      Sections: [richText('-1', 'Travel, mine')],
      BaseVersion: page.Version,
    });
    await putDraft(otherAdmin, page.UUID, {
      Sections: [richText('-2', 'Travel, theirs')],
      BaseVersion: page.Version,
    });

    const saved = await admin.post('/api/v2/page', {
      UUID: page.UUID,
      Version: page.Version,
      Sections: [
        { UUID: null, Title: 'Travel, mine', Text: '<p>Mine</p>', Type: { Identifier: 'RichText' } },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await myDraft(admin, page.UUID)).toBeNull();
    expect((await myDraft(otherAdmin, page.UUID))?.Sections.map((s) => s.Title)).toEqual(['Travel, theirs']);
    expect((await drafts(otherAdmin, page.UUID)).map((d) => d.Author.FullName)).toEqual([otherAdminName]);
  });

  it('is gone when discarded, and discarding nothing is no error', async () => {
    const page = await publishedPage('Parking', '<p>Parking</p>');
    await putDraft(admin, page.UUID, {
      Sections: [richText('-3', 'Parking, new')],
      BaseVersion: page.Version,
    });
    expect((await admin.delete(`/api/v2/page/${page.UUID}/draft`)).statusCode).toBe(200);
    expect(await myDraft(admin, page.UUID)).toBeNull();
    expect((await admin.delete(`/api/v2/page/${page.UUID}/draft`)).json()).toEqual({ ok: true });
  });

  it('refuses a draft it could not publish, and a page or an author with none', async () => {
    const page = await publishedPage('Limits', '<p>Limits</p>');
    const badUuid = await putDraft(admin, page.UUID, {
      Sections: [richText('not-a-uuid', 'Odd')],
      BaseVersion: page.Version,
    });
    expect(badUuid.statusCode).toBe(400);
    expect(badUuid.body).toContain('UUID not found.');
    const tooLong = await putDraft(admin, page.UUID, {
      Sections: [richText('-1', 'Long', 'x'.repeat(500_001))],
      BaseVersion: page.Version,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain("A section's text may hold at most 500,000 characters.");
    const missing = await putDraft(admin, '00000000-0000-4000-8000-000000000000', {
      Sections: [],
      BaseVersion: 1,
    });
    expect(missing.statusCode).toBe(404);
    const researcherId = (await researcher.get('/api/v2/user/isLoggedIn')).json().User.ID;
    expect((await admin.get(`/api/v2/page/${page.UUID}/drafts/${researcherId}`)).statusCode).toBe(404);
    expect(await myDraft(admin, page.UUID)).toBeNull();
  });
});
