// No browser or proxy keeps a copy of a personal or financial reply; the route tree and page copies,
// cached on purpose, are revalidated with their ETag on every use.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../test/test-app.ts';
import { rows } from './sql-rows.ts';

let t: TestApp;
let admin: TestClient;
let partner: TestClient;
let companyId: number;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login(DEMO.admin);
  partner = t.client();
  await partner.login(DEMO.partner);
  [{ id: companyId }] = rows<{ id: number }>(
    await t.database.db.execute(sql`select min(id) as id from companies`),
  );
  [{ id: userId }] = rows<{ id: number }>(
    await t.database.db.execute(sql`select id from users where email = ${DEMO.partner}`),
  );
});
afterAll(() => t.close());

describe('Cache-Control of API replies', () => {
  it('is no-store on the profile, the directory, a company and a financial report', async () => {
    const replies = {
      profile: await partner.get('/api/v2/user/profile'),
      colleague: await admin.get(`/api/v2/directory/members/${userId}`),
      directory: await admin.get('/api/v2/directory/members'),
      company: await admin.get(`/api/v2/company/${companyId}`),
      report: await admin.post('/api/v2/financial/report', {
        type: 'Financial',
        filter: { type: 'activity', date: { selection: '1Y' }, keys: [] },
        breakdown: { type: 'fullName' },
      }),
    };
    for (const [name, reply] of Object.entries(replies)) {
      expect(reply.statusCode, name).toBe(200);
      expect(reply.headers['cache-control'], name).toBe('no-store');
    }
  });

  it('is no-store on refusals too', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v2/user/profile' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });

  it('keeps the route tree revalidated with its ETag, private to the browser', async () => {
    const tree = await admin.get('/api/v2/routes');
    expect(tree.statusCode).toBe(200);
    expect(tree.headers['cache-control']).toBe('private, no-cache');
    expect(tree.headers.etag).toBeTruthy();
  });
});
