import { type Page, type RouteNode, SECTION_CONTENT_TYPES, STALE_COPY_MESSAGE } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, createPage, findNode, flattenTree, signIn } from '../../test/site-api.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';

let t: TestApp;
let admin: TestClient;
let partner: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, DEMO.admin);
  partner = await signIn(t, DEMO.partner);
});
afterAll(() => t.close());

const getPage = async (client: TestClient, uuid: string): Promise<Page> =>
  (await client.get(`/api/v2/page/${uuid}`)).json();

const richText = (uuid: string, title: string, text = `<p>${title}</p>`) => ({
  UUID: uuid,
  Title: title,
  Text: text,
  Width: 12,
  Type: { Identifier: 'RichText' },
});

describe('GET /api/v2/page/{uuid}', () => {
  it('answers the sections with the four filters and what the ancestors pass down', async () => {
    const top = await createPage(admin, {
      ContentFilterJSON: JSON.stringify({ tags: [{ Id: 1, Text: 'Energy' }], search: '' }),
      UsersFilterJSON: JSON.stringify([{ key: { Id: 'LocationId' }, value: { Id: 3 } }]),
    });
    const mid = await createPage(admin, {
      parent: { UUID: top.UUID },
      UsersFilterJSON: '[{"key":{"Id":"RegionId"}}]',
    });
    const page = await createPage(admin, {
      parent: { UUID: mid.UUID },
      CompaniesFilterJSON: '{"companyId": 9}',
    });
    await admin.post('/api/v2/page', {
      UUID: page.UUID,
      Sections: [
        {
          UUID: '-42',
          Title: 'Recent assignments',
          Width: 6,
          Type: { Identifier: 'Component' },
          ComponentType: 'recent-assignments',
          Attributes: [
            { Name: 'take', Value: 5 },
            { Name: 'json', Value: [{ key: { Id: 'RegionId' }, value: { Id: 2 } }] },
          ],
        },
      ],
    });

    const result = await getPage(partner, page.UUID);
    expect(result).toMatchObject({
      UUID: page.UUID,
      VueRouterName: page.VueRouterName,
      FullPath: page.FullPath,
      IsHidden: false,
      ContentFilter: null,
      UsersFilter: null,
      CompaniesFilter: { companyId: 9 },
      Parent: {
        UUID: mid.UUID,
        ContentFilter: { tags: [{ Id: 1, Text: 'Energy' }], search: '' },
        UsersFilter: [{ key: { Id: 'RegionId' } }],
        AssignmentsFilter: null,
        CompaniesFilter: null,
      },
    });
    const [section] = result.Sections;
    expect(section).toMatchObject({
      DOID: null,
      Title: 'Recent assignments',
      Width: 6,
      Type: { Identifier: 'Component' },
      ComponentType: 'recent-assignments',
      ToVueRouterName: '',
      IsDrawer: false,
      // Attribute values are text; JSON values travel serialised (spec 1 §3).
      Attributes: [
        { Name: 'take', Value: '5' },
        { Name: 'json', Value: '[{"key":{"Id":"RegionId"},"value":{"Id":2}}]' },
      ],
    });
    expect(section.OID).toBeGreaterThan(0);
  });

  it('hides disabled pages from staff, and shows them to admins flagged as hidden', async () => {
    const page = await createPage(admin, { Status: 'disabled' });
    const staff = await partner.get(`/api/v2/page/${page.UUID}`);
    expect(staff.statusCode).toBe(404);
    expect(staff.json().code).toBe('not_found');
    expect((await getPage(admin, page.UUID)).IsHidden).toBe(true);
    expect((await partner.get('/api/v2/page/00000000-0000-4000-8000-000000000009')).statusCode).toBe(404);
  });
});

describe('POST /api/v2/page', () => {
  it('turns temporary negative UUIDs into real ones, keeps order, updates and removes sections', async () => {
    const page = await createPage(admin);
    const first = await admin.post('/api/v2/page', {
      UUID: page.UUID,
      Version: 1,
      Sections: [richText('-10', 'One'), richText('-20', 'Two'), { ...richText('', 'Three'), UUID: null }],
    });
    expect(first.statusCode).toBe(200);
    const saved: Page = first.json();
    expect(saved.Version).toBe(2);
    expect(saved.Sections.map((s) => s.Title)).toEqual(['One', 'Two', 'Three']);
    for (const s of saved.Sections) expect(s.UUID).toMatch(/^[0-9a-f]{8}-[0-9a-f-]{27}$/);

    const [one, two, three] = saved.Sections;
    const second = await admin.post('/api/v2/page', {
      UUID: page.UUID,
      Version: saved.Version,
      Sections: [{ ...three, Width: 4 }, richText('-99999', 'Four'), { ...one, Title: 'One, edited' }],
    });
    const after: Page = second.json();
    expect(after.Sections.map((s) => s.Title)).toEqual(['Three', 'Four', 'One, edited']);
    expect(after.Sections[0]).toMatchObject({ UUID: three.UUID, OID: three.OID, Width: 4 });
    expect(after.Sections[2].UUID).toBe(one.UUID);
    expect(after.Sections.some((s) => s.UUID === two.UUID)).toBe(false);
    expect((await getPage(partner, page.UUID)).Sections.map((s) => s.Title)).toEqual([
      'Three',
      'Four',
      'One, edited',
    ]);
  });

  it("answers 'UUID not found.' for a section that is not on the page", async () => {
    const page = await createPage(admin);
    const response = await admin.post('/api/v2/page', {
      UUID: page.UUID,
      Sections: [richText('6f1c1a36-6c8b-4d1e-9a3e-0a0b0c0d0e0f', 'Ghost')],
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('UUID not found.');
  });

  it('validates widths and widget types', async () => {
    const page = await createPage(admin);
    const tooWide = await admin.post('/api/v2/page', {
      UUID: page.UUID,
      Sections: [{ ...richText('-1', 'x'), Width: 13 }],
    });
    expect(tooWide.statusCode).toBe(400);
    const noType = await admin.post('/api/v2/page', {
      UUID: page.UUID,
      Sections: [{ UUID: '-1', Title: 'x' }],
    });
    expect(noType.statusCode).toBe(400);
  });

  it('refuses a save from an older copy with 409, and overwrites when confirmed', async () => {
    const page = await createPage(admin);
    const loaded = await getPage(admin, page.UUID);
    const other = await signIn(t, DEMO.admin);
    const theirs = await other.post('/api/v2/page', {
      UUID: page.UUID,
      Version: loaded.Version,
      Sections: [richText('-1', 'Theirs')],
    });
    expect(theirs.statusCode).toBe(200);

    const mine = { UUID: page.UUID, Version: loaded.Version, Sections: [richText('-1', 'Mine')] };
    const stale = await admin.post('/api/v2/page', mine);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: 'stale_version', message: STALE_COPY_MESSAGE });
    expect((await getPage(admin, page.UUID)).Sections.map((s) => s.Title)).toEqual(['Theirs']);

    const forced = await admin.post('/api/v2/page', { ...mine, Force: true });
    expect(forced.statusCode).toBe(200);
    expect((forced.json() as Page).Sections.map((s) => s.Title)).toEqual(['Mine']);
  });

  it('lets only one of two simultaneous saves from the same copy through', async () => {
    const page = await createPage(admin);
    const other = await signIn(t, DEMO.admin);
    const body = (title: string) => ({ UUID: page.UUID, Version: 1, Sections: [richText('-1', title)] });
    const responses = await Promise.all([
      admin.post('/api/v2/page', body('A')),
      other.post('/api/v2/page', body('B')),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = responses.find((r) => r.statusCode === 200)?.json() as Page;
    expect((await getPage(admin, page.UUID)).Sections.map((s) => s.Title)).toEqual(
      winner.Sections.map((s) => s.Title),
    );
  });

  it('saves a seeded page unchanged: its rich text survives sanitising as it is', async () => {
    const tree: RouteNode[] = (await admin.get('/api/v2/routes')).json();
    const pages = await Promise.all(flattenTree(tree).map((n) => getPage(admin, n.UUID)));
    const seeded = pages.filter((p) => p.Sections.some((s) => s.Text.includes('<')));
    expect(seeded.length).toBeGreaterThan(3);
    const types = new Set(pages.flatMap((p) => p.Sections.map((s) => s.Type.Identifier)));
    for (const type of types) expect(SECTION_CONTENT_TYPES).toContain(type);
    for (const page of seeded.slice(0, 5)) {
      const saved: Page = (
        await admin.post('/api/v2/page', { UUID: page.UUID, Version: page.Version, Sections: page.Sections })
      ).json();
      expect(saved.Sections).toEqual(page.Sections);
      expect(saved.Version).toBe(page.Version + 1);
    }
  });

  it('sanitises rich text on the server: scripts, event handlers and javascript: links go', async () => {
    const page = await createPage(admin);
    const dirty =
      '<p onmouseover="steal()">Welcome<script>alert(1)</script></p><img src="/x.png" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">click</a> <a href="https://example.org" target="_blank">ok</a>';
    const saved: Page = (
      await admin.post('/api/v2/page', { UUID: page.UUID, Sections: [richText('-1', 'Dirty', dirty)] })
    ).json();
    const text = (await getPage(partner, page.UUID)).Sections[0].Text;
    expect(text).toBe(saved.Sections[0].Text);
    expect(text).not.toMatch(/script|onmouseover|onerror|javascript:/i);
    expect(text).toContain('<p>Welcome</p>');
    expect(text).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer">ok</a>');
  });

  it('saves the page filters with the page', async () => {
    const page = await createPage(admin);
    await admin.post('/api/v2/page', {
      UUID: page.UUID,
      Sections: [],
      ContentFilter: { tags: [], search: 'energy' },
      UsersFilter: '[{"key":{"Id":"LicenseId"},"value":{"Id":4}}]',
    });
    const result = await getPage(admin, page.UUID);
    expect(result.ContentFilter).toEqual({ tags: [], search: 'energy' });
    expect(result.UsersFilter).toEqual([{ key: { Id: 'LicenseId' }, value: { Id: 4 } }]);
    const route = (await admin.get(`/api/v2/routes/${page.UUID}`)).json();
    expect(route.ContentFilterJSON).toBe('{"tags":[],"search":"energy"}');
  });

  it('refuses page changes to non-admins with 403', async () => {
    const page = await createPage(admin);
    const calls = [
      () => partner.post('/api/v2/page', { UUID: page.UUID, Sections: [] }),
      () => partner.delete('/api/v2/page', { uuid: page.UUID }),
      () => partner.get(`/api/v2/page/${page.UUID}/versions`),
      () => partner.post(`/api/v2/page/${page.UUID}/versions/1/restore`, {}),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(403);
  });

  it('writes each save to the audit log with who saved it', async () => {
    const page = await createPage(admin);
    await admin.post('/api/v2/page', { UUID: page.UUID, Sections: [richText('-1', 'Audited')] });
    await admin.post('/api/v2/page', { UUID: page.UUID, Sections: [], Force: true });
    const saves = (await auditEntries(t, page.UUID)).filter((e) => e.action === 'page.save');
    expect(saves).toHaveLength(2);
    expect(saves[0]).toMatchObject({
      email: DEMO.admin,
      detail: { version: 2, added: 1, removed: 0, total: 1, forced: false },
    });
    expect(saves[1]).toMatchObject({ detail: { version: 3, added: 0, removed: 1, total: 0, forced: true } });
  });
});

describe('DELETE /api/v2/page', () => {
  it('moves the page and its sections to the trash', async () => {
    const page = await createPage(admin);
    await admin.post('/api/v2/page', { UUID: page.UUID, Sections: [richText('-1', 'Gone')] });
    const response = await admin.delete('/api/v2/page', { uuid: page.UUID });
    expect(response.statusCode).toBe(200);
    expect((await admin.get(`/api/v2/page/${page.UUID}`)).statusCode).toBe(404);
    expect(await findNode(admin, page.UUID)).toBeUndefined();
    const trash = (await admin.get('/api/v2/routes/trash')).json();
    expect(trash.some((i: { UUID: string }) => i.UUID === page.UUID)).toBe(true);
    expect((await auditEntries(t, page.UUID)).at(-1)?.action).toBe('page.delete');
  });
});
