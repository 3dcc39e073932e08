import type { RouteNode } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const flatten = (nodes: RouteNode[]): RouteNode[] => nodes.flatMap((n) => [n, ...flatten(n.Children)]);

describe('GET /api/v2/routes', () => {
  it('gives staff the seeded tree with every top-level section of the intranet', async () => {
    const client = t.client();
    await client.login(DEMO.partner);
    const tree: RouteNode[] = (await client.get('/api/v2/routes')).json();
    const topLevel = tree.map((n) => n.VueRouterPath);
    for (const path of ['apps', 'meridian', 'mcl', 'directory', 'practices', 'guides', 'initiatives']) {
      expect(topLevel).toContain(path);
    }
    const all = flatten(tree);
    expect(all.every((n) => n.FullPath.startsWith('/'))).toBe(true);
    expect(all.some((n) => n.Children.some((c) => c.Children.length > 0))).toBe(true);
  });

  it('hides disabled pages from staff but shows them to admins with a flag', async () => {
    const partner = t.client();
    await partner.login(DEMO.partner);
    const admin = t.client();
    await admin.login(DEMO.admin);
    const staffPages = flatten((await partner.get('/api/v2/routes')).json());
    const adminPages = flatten((await admin.get('/api/v2/routes')).json());
    const hidden = adminPages.filter((n) => n.IsHidden);
    expect(hidden.length).toBeGreaterThan(0);
    const staffIds = new Set(staffPages.map((n) => n.UUID));
    for (const page of hidden) expect(staffIds.has(page.UUID)).toBe(false);
    expect(staffPages.some((n) => n.IsHidden)).toBe(false);
  });
});

describe('route tree freshness', () => {
  it('shows every change once every process has heard it, whichever code path made it', async () => {
    const admin = t.client();
    await admin.login(DEMO.admin);
    const titleOf = async (uuid: string) =>
      flatten((await admin.get('/api/v2/routes')).json()).find((n) => n.UUID === uuid)?.Title;
    const [created] = (
      await admin.post('/api/v2/routes', {
        Title: 'Fresh page',
        VueRouterName: 'fresh-page',
        VueRouterPath: 'fresh-page',
      })
    ).json();
    expect(await titleOf(created.UUID)).toBe('Fresh page');
    await t.database.db.execute(sql`update routes set title = 'Renamed in SQL' where uuid = ${created.UUID}`);
    // A change made outside a request is seen once every process has heard of it.
    await t.database.reachEveryProcess();
    expect(await titleOf(created.UUID)).toBe('Renamed in SQL');
  });
});
