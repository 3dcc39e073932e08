import type { TrashItem } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, createPage, findNode, signIn } from '../../test/site-api.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, DEMO.admin);
});
afterAll(() => t.close());

const trash = async (): Promise<TrashItem[]> => (await admin.get('/api/v2/routes/trash')).json();

async function pageWithSection(parent?: { UUID: string }) {
  const page = await createPage(admin, { parent });
  const saved = await admin.post('/api/v2/page', {
    UUID: page.UUID,
    Sections: [{ UUID: '-7', Title: 'Kept', Text: '<p>Content</p>', Type: { Identifier: 'RichText' } }],
  });
  expect(saved.statusCode).toBe(200);
  return page;
}

describe('DELETE /api/v2/routes and the trash', () => {
  it('moves a page and its subtree with their content to the trash', async () => {
    const parent = await createPage(admin);
    const page = await pageWithSection({ UUID: parent.UUID });
    const child = await createPage(admin, { parent: { UUID: page.UUID } });

    const response = await admin.delete('/api/v2/routes', [page.UUID]);
    expect(response.statusCode).toBe(200);
    expect(response.json().sort()).toEqual([page.UUID, child.UUID].sort());
    for (const uuid of [page.UUID, child.UUID]) {
      expect(await findNode(admin, uuid)).toBeUndefined();
      expect((await admin.get(`/api/v2/routes/${uuid}`)).statusCode).toBe(404);
      expect((await admin.get(`/api/v2/page/${uuid}`)).statusCode).toBe(404);
    }
    const [item] = (await trash()).filter((i) => i.UUID === page.UUID);
    expect(item).toMatchObject({
      Title: page.Title,
      FullPath: page.FullPath,
      PageCount: 2,
      RestoreTo: { UUID: parent.UUID },
    });
    expect(item.DeletedBy).toBeTruthy();
    expect((await trash()).some((i) => i.UUID === child.UUID)).toBe(false);
    expect((await auditEntries(t, page.UUID)).at(-1)?.action).toBe('route.delete');

    // The name and path are free again for a new page.
    const again = await createPage(admin, {
      parent: { UUID: parent.UUID },
      VueRouterName: page.VueRouterName,
      VueRouterPath: page.VueRouterPath,
    });
    expect(again.UUID).not.toBe(page.UUID);
  });

  it('restores to the original parent with subpages and sections; a name taken since gets a suffix', async () => {
    const parent = await createPage(admin);
    const page = await pageWithSection({ UUID: parent.UUID });
    const child = await createPage(admin, { parent: { UUID: page.UUID } });
    await admin.delete('/api/v2/routes', [page.UUID]);
    const usurper = await createPage(admin, { VueRouterName: page.VueRouterName });

    const response = await admin.post('/api/v2/routes/trash/restore', [page.UUID]);
    expect(response.statusCode).toBe(200);
    const [restored] = response.json();
    expect(restored).toMatchObject({
      UUID: page.UUID,
      Parent: { UUID: parent.UUID },
      FullPath: page.FullPath,
      VueRouterName: `${page.VueRouterName}-0`,
      Children: [{ UUID: child.UUID }],
    });
    expect((await admin.get(`/api/v2/routes/${usurper.UUID}`)).json().VueRouterName).toBe(page.VueRouterName);
    const content = (await admin.get(`/api/v2/page/${page.UUID}`)).json();
    expect(content.Sections.map((s: { Title: string }) => s.Title)).toEqual(['Kept']);
    expect((await findNode(admin, child.UUID))?.FullPath).toBe(`${page.FullPath}/${child.VueRouterPath}`);
    expect((await trash()).some((i) => i.UUID === page.UUID)).toBe(false);
    expect((await auditEntries(t, page.UUID)).at(-1)?.action).toBe('route.restore');
  });

  it('restores to the root when the original parent is gone', async () => {
    const parent = await createPage(admin);
    const page = await createPage(admin, { parent: { UUID: parent.UUID } });
    await admin.delete('/api/v2/routes', [page.UUID]);
    await admin.delete('/api/v2/routes', [parent.UUID]);
    expect((await trash()).find((i) => i.UUID === page.UUID)?.RestoreTo).toBeNull();

    const [restored] = (await admin.post('/api/v2/routes/trash/restore', [page.UUID])).json();
    expect(restored).toMatchObject({ Parent: null, FullPath: `/${page.VueRouterPath}` });
    expect((await findNode(admin, page.UUID))?.FullPath).toBe(`/${page.VueRouterPath}`);
  });

  it('empties chosen items or the whole trash for good', async () => {
    const first = await pageWithSection();
    const second = await createPage(admin);
    const keep = await createPage(admin);
    await admin.delete('/api/v2/routes', [first.UUID, second.UUID]);

    const one = await admin.delete('/api/v2/routes/trash', { UUIDs: [first.UUID] });
    expect(one.json()).toEqual({ Purged: 1 });
    expect((await trash()).map((i) => i.UUID)).toContain(second.UUID);
    expect((await admin.post('/api/v2/routes/trash/restore', [first.UUID])).statusCode).toBe(404);

    const all = await admin.delete('/api/v2/routes/trash', {});
    expect(all.json().Purged).toBeGreaterThan(0);
    expect(await trash()).toEqual([]);
    expect((await admin.get(`/api/v2/routes/${keep.UUID}`)).statusCode).toBe(200);
  });

  it('answers 404 when deleting a page that does not exist', async () => {
    const response = await admin.delete('/api/v2/routes', ['00000000-0000-4000-8000-000000000003']);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('UUID not found.');
  });
});
