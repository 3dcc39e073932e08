import type { Page, PageVersion, PageVersionSummary } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, createPage, signIn } from '../../test/site-api.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, DEMO.admin);
});
afterAll(() => t.close());

const section = (title: string) => ({
  UUID: '-1',
  Title: title,
  Text: `<p>${title}</p>`,
  Type: { Identifier: 'RichText' },
});

async function save(uuid: string, sections: unknown[], extra: Record<string, unknown> = {}): Promise<Page> {
  const response = await admin.post('/api/v2/page', { UUID: uuid, Sections: sections, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('page history', () => {
  it('lists every save as a version with who and when, the page as it was before included', async () => {
    const page = await createPage(admin);
    await save(page.UUID, [section('First')]);
    await save(page.UUID, [section('Second')]);
    const versions: PageVersionSummary[] = (await admin.get(`/api/v2/page/${page.UUID}/versions`)).json();
    expect(versions.map((v) => [v.Version, v.SectionCount, v.IsCurrent])).toEqual([
      [3, 1, true],
      [2, 1, false],
      [1, 0, false],
    ]);
    expect(versions[0].CreatedBy?.FullName).toBeTruthy();
    expect(Date.parse(versions[0].CreatedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("keeps a duplicated page's copied content as its first version when the copy is saved", async () => {
    const page = await createPage(admin);
    await save(page.UUID, [section('Original')]);
    const [copy] = (await admin.post(`/api/v2/routes/${page.UUID}/duplicate`)).json();
    await save(copy.UUID, [section('Changed in the copy')]);
    const versions: PageVersionSummary[] = (await admin.get(`/api/v2/page/${copy.UUID}/versions`)).json();
    expect(versions.map((v) => [v.Version, v.IsCurrent])).toEqual([
      [2, true],
      [1, false],
    ]);
    const first: PageVersion = (await admin.get(`/api/v2/page/${copy.UUID}/versions/1`)).json();
    expect(first.Page.Sections.map((s) => s.Title)).toEqual(['Original']);
  });

  it('shows one version as it was', async () => {
    const page = await createPage(admin);
    await save(page.UUID, [section('Draft one')], { ContentFilter: { tags: [], search: 'draft' } });
    await save(page.UUID, [section('Draft two')]);
    const version: PageVersion = (await admin.get(`/api/v2/page/${page.UUID}/versions/2`)).json();
    expect(version).toMatchObject({
      Version: 2,
      IsCurrent: false,
      Page: { ContentFilter: { tags: [], search: 'draft' } },
    });
    expect(version.Page.Sections.map((s) => s.Title)).toEqual(['Draft one']);
    expect((await admin.get(`/api/v2/page/${page.UUID}/versions/99`)).statusCode).toBe(404);
  });

  it('restores a version as a new version, bringing removed sections back', async () => {
    const page = await createPage(admin);
    const v2 = await save(page.UUID, [section('Intro'), { ...section('Team'), UUID: '-2' }]);
    await save(page.UUID, [{ ...v2.Sections[1], Title: 'Team (edited)' }]);

    const response = await admin.post(`/api/v2/page/${page.UUID}/versions/2/restore`, { Version: 3 });
    expect(response.statusCode).toBe(200);
    const restored: Page = response.json();
    expect(restored.Version).toBe(4);
    expect(restored.Sections.map((s) => [s.UUID, s.Title])).toEqual([
      [v2.Sections[0].UUID, 'Intro'],
      [v2.Sections[1].UUID, 'Team'],
    ]);
    const versions: PageVersionSummary[] = (await admin.get(`/api/v2/page/${page.UUID}/versions`)).json();
    expect(versions.map((v) => v.Version)).toEqual([4, 3, 2, 1]);
    const audit = await auditEntries(t, page.UUID);
    expect(audit.at(-1)).toMatchObject({
      action: 'page.restoreVersion',
      detail: { restored: 2, version: 4 },
    });
  });

  it('refuses a restore from a stale copy unless confirmed', async () => {
    const page = await createPage(admin);
    await save(page.UUID, [section('A')]);
    await save(page.UUID, [section('B')]);
    const stale = await admin.post(`/api/v2/page/${page.UUID}/versions/2/restore`, { Version: 2 });
    expect(stale.statusCode).toBe(409);
    const forced = await admin.post(`/api/v2/page/${page.UUID}/versions/2/restore`, {
      Version: 2,
      Force: true,
    });
    expect((forced.json() as Page).Sections.map((s) => s.Title)).toEqual(['A']);
  });
});
