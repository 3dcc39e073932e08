import {
  NAME_TAKEN_MESSAGE,
  PATH_TAKEN_MESSAGE,
  ROOT_MISSING_MESSAGE,
  STALE_COPY_MESSAGE,
} from '@atrium/contracts';
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

describe('POST /api/v2/routes and GET /api/v2/routes/{uuid}', () => {
  it('creates a subpage, answers a list whose first item holds the UUID, and serves its metadata', async () => {
    const root = await createPage(admin, { Title: 'Knowledge', VueRouterPath: 'knowledge-base' });
    const response = await admin.post('/api/v2/routes', {
      Title: 'Interview guides',
      VueRouterName: 'interview-guides',
      VueRouterPath: 'interview guides',
      Parent: { UUID: root.UUID },
      MetaTitle: 'Interview guides',
      MetaDescription: 'How we interview',
      DownloadBtn: 'Download file',
      PublishDate: '0000-00-00',
      ContentFilterJSON: '{"tags":[],"search":"guides"}',
    });
    expect(response.statusCode).toBe(200);
    const [created] = response.json();
    expect(created.UUID).toMatch(/^[0-9a-f-]{36}$/);

    const detail = (await admin.get(`/api/v2/routes/${created.UUID}`)).json();
    expect(detail).toMatchObject({
      UUID: created.UUID,
      Title: 'Interview guides',
      VueRouterName: 'interview-guides',
      VueRouterPath: 'interview-guides',
      FullPath: '/knowledge-base/interview-guides',
      Parent: { UUID: root.UUID },
      Status: 'active',
      PublishDate: '0000-00-00',
      ExpirationDate: '0000-00-00',
      DownloadBtn: 'Download file',
      MetaImage: { OID: null, Type: { Identifier: '' } },
      ContentFilterJSON: '{"tags":[],"search":"guides"}',
      Version: 1,
    });
    const parent = (await admin.get(`/api/v2/routes/${root.UUID}`)).json();
    expect(parent.Children).toEqual([
      { UUID: created.UUID, Title: 'Interview guides', VueRouterName: 'interview-guides' },
    ]);
    expect((await findNode(partner, created.UUID))?.FullPath).toBe('/knowledge-base/interview-guides');
  });

  it("refuses another page's internal name with 'nameTaken', on create and on update", async () => {
    const first = await createPage(admin, { VueRouterName: 'practice-energy' });
    const second = await createPage(admin);
    const create = await admin.post('/api/v2/routes', {
      Title: 'Energy again',
      VueRouterName: 'practice-energy',
      VueRouterPath: 'energy-again',
    });
    expect(create.statusCode).toBe(409);
    expect(create.json()).toEqual({ code: 'nameTaken', message: NAME_TAKEN_MESSAGE });
    const rename = await admin.post('/api/v2/routes', { ...second, VueRouterName: 'practice-energy' });
    expect(rename.json().code).toBe('nameTaken');
    // Saving a page with its own name is not a clash.
    expect((await admin.post('/api/v2/routes', { ...first, Title: 'Energy' })).statusCode).toBe(200);
  });

  it('answers the live name check: taken by another page, free for the page itself', async () => {
    const page = await createPage(admin, { VueRouterName: 'check-me' });
    const check = (body: unknown) => admin.post('/api/v2/routes/check', body).then((r) => r.json());
    expect(await check({ uuid: null, name: 'check-me' })).toBe(true);
    expect(await check({ uuid: page.UUID, name: 'check-me' })).toBe(false);
    expect(await check({ name: 'nobody-has-this-name' })).toBe(false);
  });

  it("keeps paths unique among siblings: 'This path has already been taken.'", async () => {
    const parent = await createPage(admin);
    const other = await createPage(admin);
    await createPage(admin, { parent: { UUID: parent.UUID }, VueRouterPath: 'team' });
    const clash = await admin.post('/api/v2/routes', {
      Title: 'Team 2',
      VueRouterName: 'team-two',
      VueRouterPath: 'team',
      Parent: { UUID: parent.UUID },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ code: 'pathTaken', message: PATH_TAKEN_MESSAGE });
    // The same segment under another parent is fine.
    const elsewhere = await createPage(admin, { parent: { UUID: other.UUID }, VueRouterPath: 'team' });
    expect(elsewhere.FullPath).toBe(`${other.FullPath}/team`);
  });

  it("refuses an unknown parent: 'This root does not exist.'", async () => {
    const response = await admin.post('/api/v2/routes', {
      Title: 'Orphan',
      VueRouterName: 'orphan',
      VueRouterPath: 'orphan',
      Parent: { UUID: '00000000-0000-4000-8000-000000000000' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(ROOT_MISSING_MESSAGE);
  });

  it('validates required fields and filter JSON', async () => {
    const missing = await admin.post('/api/v2/routes', {
      Title: ' ',
      VueRouterName: 'x',
      VueRouterPath: 'x',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('validation_failed');
    const badJson = await admin.post('/api/v2/routes', {
      Title: 'Bad',
      VueRouterName: 'bad-json',
      VueRouterPath: 'bad-json',
      UsersFilterJSON: '{not json',
    });
    expect(badJson.statusCode).toBe(400);
    const scriptLink = await admin.post('/api/v2/routes', {
      Title: 'Bad link',
      VueRouterName: 'bad-link',
      VueRouterPath: 'bad-link',
      RedirectLink: 'javascript:alert(1)',
    });
    expect(scriptLink.statusCode).toBe(400);
  });
});

describe('optimistic concurrency on route metadata', () => {
  it('refuses a save from an older copy with 409 unless the overwrite is confirmed', async () => {
    const page = await createPage(admin);
    const mine = (await admin.get(`/api/v2/routes/${page.UUID}`)).json();
    const theirs = (await admin.get(`/api/v2/routes/${page.UUID}`)).json();

    const first = await admin.post('/api/v2/routes', { ...theirs, MetaTitle: 'Their title' });
    expect(first.statusCode).toBe(200);
    expect(first.json()[0].Version).toBe(mine.Version + 1);

    const stale = await admin.post('/api/v2/routes', { ...mine, MetaTitle: 'My title' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: 'stale_version', message: STALE_COPY_MESSAGE });
    expect((await admin.get(`/api/v2/routes/${page.UUID}`)).json().MetaTitle).toBe('Their title');

    const forced = await admin.post('/api/v2/routes', { ...mine, MetaTitle: 'My title', Force: true });
    expect(forced.statusCode).toBe(200);
    expect(forced.json()[0]).toMatchObject({ MetaTitle: 'My title', Version: mine.Version + 2 });
  });
});

describe('visibility of disabled and scheduled pages', () => {
  it('hides disabled pages and pages outside their dates from staff; admins see them flagged', async () => {
    const disabled = await createPage(admin, { Status: 'disabled' });
    const future = await createPage(admin, { PublishDate: '2999-01-01' });
    const expired = await createPage(admin, { ExpirationDate: '2008-01-02' });
    const child = await createPage(admin, { parent: { UUID: disabled.UUID } });
    for (const page of [disabled, future, expired, child]) {
      expect((await partner.get(`/api/v2/routes/${page.UUID}`)).statusCode).toBe(404);
      expect(await findNode(partner, page.UUID)).toBeUndefined();
      const seen = (await admin.get(`/api/v2/routes/${page.UUID}`)).json();
      expect(seen.IsHidden).toBe(true);
    }
    expect((await findNode(admin, future.UUID))?.IsHidden).toBe(true);
    const live = await createPage(admin, { PublishDate: '2008-01-01' });
    expect((await partner.get(`/api/v2/routes/${live.UUID}`)).json().PublishDate).toBe('2008-01-01');
  });
});

describe('permissions and audit', () => {
  it('refuses every route change to non-admins with 403', async () => {
    const page = await createPage(admin);
    const calls = [
      () => partner.post('/api/v2/routes', { Title: 'X', VueRouterName: 'x-403', VueRouterPath: 'x-403' }),
      () => partner.post('/api/v2/routes', { ...page, Title: 'Hacked' }),
      () => partner.post('/api/v2/routes/check', { name: 'x' }),
      () => partner.delete('/api/v2/routes', [page.UUID]),
      () => partner.post('/api/v2/routes/order', [{ UUID: page.UUID, Parent: null, Position: 0 }]),
      () => partner.post(`/api/v2/routes/${page.UUID}/duplicate`),
      () => partner.get('/api/v2/routes/trash'),
      () => partner.post('/api/v2/routes/trash/restore', [page.UUID]),
      () => partner.delete('/api/v2/routes/trash', {}),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().code).toBe('forbidden');
    }
    expect((await admin.get(`/api/v2/routes/${page.UUID}`)).json().Title).toBe(page.Title);
  });

  it('writes who changed what to the audit log', async () => {
    const page = await createPage(admin);
    await admin.post('/api/v2/routes', { ...page, Title: 'Renamed' });
    const entries = await auditEntries(t, page.UUID);
    expect(entries.map((e) => e.action)).toEqual(['route.create', 'route.update']);
    expect(entries.every((e) => e.email === DEMO.admin)).toBe(true);
    expect(entries[1].detail).toMatchObject({ changed: ['title'] });
  });
});
