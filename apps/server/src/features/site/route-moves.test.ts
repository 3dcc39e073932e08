import type { RouteDetail, RouteNode } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, createPage, findNode, signIn } from '../../test/site-api.ts';
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

const childrenOf = async (uuid: string) => ((await findNode(admin, uuid)) as RouteNode).Children;

describe('POST /api/v2/routes/order', () => {
  it('reorders siblings and moves pages to another parent in one call', async () => {
    const left = await createPage(admin, { VueRouterPath: 'left' });
    const right = await createPage(admin, { VueRouterPath: 'right' });
    const [a, b, c] = [
      await createPage(admin, { parent: { UUID: left.UUID }, VueRouterPath: 'a' }),
      await createPage(admin, { parent: { UUID: left.UUID }, VueRouterPath: 'b' }),
      await createPage(admin, { parent: { UUID: left.UUID }, VueRouterPath: 'c' }),
    ];
    const response = await admin.post('/api/v2/routes/order', [
      { UUID: c.UUID, Parent: { UUID: left.UUID }, Position: 0 },
      { UUID: a.UUID, Parent: { UUID: left.UUID }, Position: 1 },
      { UUID: b.UUID, Parent: { UUID: right.UUID }, Position: 0 },
    ]);
    expect(response.statusCode).toBe(200);
    expect((await childrenOf(left.UUID)).map((n) => n.VueRouterPath)).toEqual(['c', 'a']);
    expect((await childrenOf(right.UUID)).map((n) => n.FullPath)).toEqual(['/right/b']);
    const [entry] = (await auditEntries(t, '')).filter((e) => e.action === 'route.move');
    expect(entry.email).toBe(DEMO.admin);
  });

  it('keeps old paths working: a moved page and its descendants redirect to their new paths', async () => {
    const from = await createPage(admin, { VueRouterPath: 'old-home' });
    const to = await createPage(admin, { VueRouterPath: 'new-home' });
    const page = await createPage(admin, { parent: { UUID: from.UUID }, VueRouterPath: 'handbook' });
    const sub = await createPage(admin, { parent: { UUID: page.UUID }, VueRouterPath: 'chapter-1' });
    await admin.post('/api/v2/routes/order', [{ UUID: page.UUID, Parent: { UUID: to.UUID }, Position: 0 }]);

    const redirect = (path: string) =>
      partner.get(`/api/v2/routes/redirect?path=${encodeURIComponent(path)}`);
    expect((await redirect('/old-home/handbook')).json()).toEqual({
      UUID: page.UUID,
      FullPath: '/new-home/handbook',
      VueRouterName: page.VueRouterName,
    });
    expect((await redirect('/old-home/handbook/chapter-1/')).json().FullPath).toBe(
      '/new-home/handbook/chapter-1',
    );
    expect((await redirect('/old-home/handbook/chapter-1')).json().UUID).toBe(sub.UUID);
    expect((await redirect('/never/was')).statusCode).toBe(404);

    // A new page at the old address takes it over.
    const newcomer = await createPage(admin, { parent: { UUID: from.UUID }, VueRouterPath: 'handbook' });
    expect((await redirect('/old-home/handbook')).json().UUID).toBe(newcomer.UUID);
  });

  it('records redirects when a save changes the path or the parent', async () => {
    const parent = await createPage(admin, { VueRouterPath: 'offices-2020' });
    const child = await createPage(admin, { parent: { UUID: parent.UUID }, VueRouterPath: 'london' });
    const saved = await admin.post('/api/v2/routes', { ...parent, VueRouterPath: 'offices' });
    expect(saved.json()[0].FullPath).toBe('/offices');
    const redirect = await partner.get('/api/v2/routes/redirect?path=/offices-2020/london');
    expect(redirect.json()).toMatchObject({ UUID: child.UUID, FullPath: '/offices/london' });

    // Moving back makes the old address a live page again, and the newer one redirects to it.
    const current: RouteDetail = (await admin.get(`/api/v2/routes/${parent.UUID}`)).json();
    await admin.post('/api/v2/routes', { ...current, VueRouterPath: 'offices-2020' });
    expect((await partner.get('/api/v2/routes/redirect?path=/offices-2020/london')).json()).toMatchObject({
      UUID: child.UUID,
      FullPath: '/offices-2020/london',
    });
    expect((await partner.get('/api/v2/routes/redirect?path=/offices/london')).json().FullPath).toBe(
      '/offices-2020/london',
    );
  });

  it('refuses to put a page beneath itself, and changes nothing', async () => {
    const top = await createPage(admin);
    const mid = await createPage(admin, { parent: { UUID: top.UUID } });
    const response = await admin.post('/api/v2/routes/order', [
      { UUID: mid.UUID, Parent: null, Position: 0 },
      { UUID: top.UUID, Parent: { UUID: mid.UUID }, Position: 0 },
      { UUID: mid.UUID, Parent: { UUID: top.UUID }, Position: 0 },
    ]);
    expect(response.statusCode).toBe(400);
    expect((await findNode(admin, mid.UUID))?.FullPath).toBe(`${top.FullPath}/${mid.VueRouterPath}`);
  });

  it('refuses a move that would give two siblings the same path, in one transaction', async () => {
    const one = await createPage(admin);
    const two = await createPage(admin);
    const x = await createPage(admin, { parent: { UUID: one.UUID }, VueRouterPath: 'same' });
    const y = await createPage(admin, { parent: { UUID: two.UUID }, VueRouterPath: 'same' });
    const z = await createPage(admin, { parent: { UUID: two.UUID }, VueRouterPath: 'z' });
    const response = await admin.post('/api/v2/routes/order', [
      { UUID: z.UUID, Parent: { UUID: one.UUID }, Position: 0 },
      { UUID: y.UUID, Parent: { UUID: one.UUID }, Position: 1 },
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('pathTaken');
    expect((await childrenOf(one.UUID)).map((n) => n.UUID)).toEqual([x.UUID]);
    expect((await childrenOf(two.UUID)).map((n) => n.UUID)).toEqual([y.UUID, z.UUID]);
  });

  it('reports unknown pages and parents', async () => {
    const page = await createPage(admin);
    const ghost = '00000000-0000-4000-8000-000000000001';
    const unknownPage = await admin.post('/api/v2/routes/order', [
      { UUID: ghost, Parent: null, Position: 0 },
    ]);
    expect(unknownPage.statusCode).toBe(404);
    const unknownParent = await admin.post('/api/v2/routes/order', [
      { UUID: page.UUID, Parent: { UUID: ghost }, Position: 0 },
    ]);
    expect(unknownParent.json().message).toBe('This root does not exist.');
  });
});

describe('POST /api/v2/routes/{uuid}/duplicate', () => {
  it("copies a page beside the original: ' Copy' title, -0, -1 suffixes, new UUID, no children", async () => {
    const parent = await createPage(admin);
    const original = await createPage(admin, {
      parent: { UUID: parent.UUID },
      Title: 'Board services',
      VueRouterName: 'board-services',
      VueRouterPath: 'board',
      MetaDescription: 'Boards',
    });
    const after = await createPage(admin, { parent: { UUID: parent.UUID } });
    await createPage(admin, { parent: { UUID: original.UUID } });
    const page = (await admin.get(`/api/v2/page/${original.UUID}`)).json();
    const saved = await admin.post('/api/v2/page', {
      UUID: original.UUID,
      Version: page.Version,
      Sections: [
        { UUID: '-1', Title: 'Intro', Text: '<p>Boards</p>', Width: 6, Type: { Identifier: 'RichText' } },
      ],
    });

    const first = await admin.post(`/api/v2/routes/${original.UUID}/duplicate`);
    expect(first.statusCode).toBe(200);
    const [copy] = first.json();
    expect(copy).toMatchObject({
      Title: 'Board services Copy',
      VueRouterName: 'board-services-0',
      VueRouterPath: 'board-0',
      MetaDescription: 'Boards',
      Parent: { UUID: parent.UUID },
      Children: [],
      Version: 1,
    });
    expect(copy.UUID).not.toBe(original.UUID);
    const [second] = (await admin.post(`/api/v2/routes/${original.UUID}/duplicate`)).json();
    expect(second).toMatchObject({ VueRouterName: 'board-services-1', VueRouterPath: 'board-1' });

    // Copies sit right after the original; its sections come along with new UUIDs.
    expect((await childrenOf(parent.UUID)).map((n) => n.UUID)).toEqual([
      original.UUID,
      second.UUID,
      copy.UUID,
      after.UUID,
    ]);
    const copied = (await admin.get(`/api/v2/page/${copy.UUID}`)).json();
    expect(copied.Sections).toHaveLength(1);
    expect(copied.Sections[0]).toMatchObject({ Title: 'Intro', Text: '<p>Boards</p>', Width: 6 });
    expect(copied.Sections[0].UUID).not.toBe(saved.json().Sections[0].UUID);
    expect((await auditEntries(t, copy.UUID)).map((e) => e.action)).toEqual(['route.duplicate']);
  });

  it('answers 404 for a page that does not exist', async () => {
    const response = await admin.post('/api/v2/routes/00000000-0000-4000-8000-000000000002/duplicate');
    expect(response.statusCode).toBe(404);
  });
});
