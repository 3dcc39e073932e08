// Before a process serves anyone it makes the first screens' reads once, as the first site admin:
// each read must be one the portal answers (or the first visitor pays for it again), and nothing
// may be left behind, neither an open session nor a change.
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from './db/schema/index.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { warmUp } from './warm-up.ts';

describe('the start-up warm-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const openSessionsOfAdmins = async () => {
    const [row] = await t.database.db
      .select({ open: count() })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(users.isSiteAdmin, true), isNull(sessions.revokedAt)));
    return row?.open ?? 0;
  };

  it('has every read answered as the first site admin, and signs its session out after', async () => {
    const before = await openSessionsOfAdmins();
    const answers = await warmUp(t.app, { database: t.database, config: t.config });
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    // The records the listings name first are read too: a company's, an assignment's, a colleague's.
    const urls = answers.map((a) => a.url);
    expect(urls).toContain('/api/v2/routes');
    expect(urls.some((url) => /^\/api\/v2\/company\/\d+$/.test(url))).toBe(true);
    expect(urls.some((url) => /^\/api\/v2\/assignment\/\d+$/.test(url))).toBe(true);
    expect(urls.some((url) => /^\/api\/v2\/directory\/members\/\d+$/.test(url))).toBe(true);
    expect(await openSessionsOfAdmins()).toBe(before);
  });

  it('leaves its reads out of the request metrics an operator scrapes', async () => {
    const routeCount = async () => {
      const scrape = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
      const series = 'atrium_http_request_duration_seconds_count{method="GET",route="/api/v2/routes"';
      return scrape.body.split('\n').find((line) => line.startsWith(series)) ?? 'none';
    };
    const before = await routeCount();
    const answers = await warmUp(t.app, { database: t.database, config: t.config });
    expect(answers.map((a) => a.url)).toContain('/api/v2/routes');
    expect(await routeCount()).toBe(before);
  });

  it('leaves a firm without an active site admin cold rather than reading as anyone else', async () => {
    await t.database.db.update(users).set({ statusId: 2 }).where(eq(users.isSiteAdmin, true));
    expect(await warmUp(t.app, { database: t.database, config: t.config })).toEqual([]);
  });
});
