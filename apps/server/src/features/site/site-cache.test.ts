// The route tree and pages served from serialised copies: a validator and 304, no database round
// trip on a repeated read, every change (this process or any other) seen, permissions still checked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPage, signIn } from '../../test/site-api.ts';
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

const get = (client: TestClient, url: string, etag?: string) =>
  client.request({ method: 'GET', url, headers: etag ? { 'if-none-match': etag } : {} });

/** Polls until `check` holds or a second has passed. */
async function withinOneSecond(check: () => Promise<boolean>): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < 1000) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('not seen within 1 s');
}

describe('GET /api/v2/routes from a copy', () => {
  it('answers 304 to a caller holding the same tree, and a new tree after a change', async () => {
    const first = await get(partner, '/api/v2/routes');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await get(partner, '/api/v2/routes', etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const page = await createPage(admin, { Title: 'Fresh from the copy test' });
    const changed = await get(partner, '/api/v2/routes', etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain(page.UUID);
  });

  it('gives staff and site admins their own copy', async () => {
    const hidden = await createPage(admin, { Status: 'disabled' });
    const staff = await get(partner, '/api/v2/routes');
    const admins = await get(admin, '/api/v2/routes');
    expect(staff.body).not.toContain(hidden.UUID);
    expect(admins.body).toContain(hidden.UUID);
    expect(staff.headers.etag).not.toBe(admins.headers.etag);
    expect((await get(partner, '/api/v2/routes', String(admins.headers.etag))).statusCode).toBe(200);
  });

  it('answers a repeated tree or page read without building anything or asking the database', async () => {
    const page = await createPage(admin, {});
    await get(partner, '/api/v2/routes');
    await get(partner, `/api/v2/page/${page.UUID}`);
    const recording = t.database.recordStatements();
    expect((await get(partner, '/api/v2/routes')).statusCode).toBe(200);
    expect((await get(partner, `/api/v2/page/${page.UUID}`)).statusCode).toBe(200);
    expect(recording.stop()).toEqual([]);
  });

  it('hears a change made by any code path (a trigger NOTIFY) within a second', async () => {
    const page = await createPage(admin, { Title: 'Before the rename' });
    expect((await get(partner, '/api/v2/routes')).body).toContain('Before the rename');
    await t.database.exec(`update routes set title = 'After the rename' where uuid = '${page.UUID}'`);
    await withinOneSecond(async () =>
      (await get(partner, '/api/v2/routes')).body.includes('After the rename'),
    );
  });
});

describe('GET /api/v2/page/{uuid} from a copy', () => {
  it('answers 304 for the same version and the new sections after a save', async () => {
    const page = await createPage(admin, {});
    const first = await get(partner, `/api/v2/page/${page.UUID}`);
    const etag = String(first.headers.etag);
    expect((await get(partner, `/api/v2/page/${page.UUID}`, etag)).statusCode).toBe(304);

    const saved = await admin.post('/api/v2/page', {
      UUID: page.UUID,
      Sections: [
        { UUID: '-1', Title: 'Added', Text: '<p>Added</p>', Width: 12, Type: { Identifier: 'RichText' } },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const after = await get(partner, `/api/v2/page/${page.UUID}`, etag);
    expect(after.statusCode).toBe(200);
    expect(after.json().Sections.map((s: { Title: string }) => s.Title)).toEqual(['Added']);
  });

  it('still refuses staff a hidden page that a site admin read first', async () => {
    const page = await createPage(admin, { Status: 'disabled' });
    expect((await get(admin, `/api/v2/page/${page.UUID}`)).json().IsHidden).toBe(true);
    expect((await get(partner, `/api/v2/page/${page.UUID}`)).statusCode).toBe(404);
    expect((await get(admin, `/api/v2/page/${page.UUID}`)).statusCode).toBe(200);
  });
});
