// A session ends ATRIUM_SESSION_MAX_DAYS after sign-in, however often it is refreshed: refreshing
// then answers 401 and the person signs in again.
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';

const DAY_MS = 86_400_000;

/** Moves the clock of every session of one person: as if they signed in `age` ago. */
async function ageSessions(t: TestApp, email: string, age: string): Promise<void> {
  await t.database.db.execute(sql`
    update sessions set created_at = now() - ${age}::interval
    where user_id = (select id from users where lower(email) = lower(${email}))`);
}

const refreshExpiry = (response: LightMyRequestResponse) =>
  (response.cookies as { name: string; expires?: Date }[]).find((c) => c.name === 'atrium_refresh')?.expires;

async function signedIn(t: TestApp, email: string): Promise<TestClient> {
  const client = t.client();
  await client.login(email);
  return client;
}

describe('the default absolute session lifetime (30 days)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a refresh 30 days after sign-in, and the session is over', async () => {
    const client = await signedIn(t, DEMO.partner);
    await ageSessions(t, DEMO.partner, '30 days 1 minute');
    const refreshed = await client.post('/api/v2/user/refresh');
    expect(refreshed.statusCode).toBe(401);
    expect(refreshed.json().message).toBe('Your session has ended. Please sign in again.');
    expect((await client.get('/api/v2/user/isLoggedIn')).json().IsLoggedIn).toBe(false);
    // Signing in again opens a new session.
    await client.login(DEMO.partner);
    expect((await client.get('/api/v2/user/isLoggedIn')).json().IsLoggedIn).toBe(true);
  });

  it("refreshes a 29-day-old session, but no refresh token outlives the session's 30th day", async () => {
    const client = await signedIn(t, DEMO.researcher);
    await ageSessions(t, DEMO.researcher, '29 days');
    const refreshed = await client.post('/api/v2/user/refresh');
    expect(refreshed.statusCode).toBe(200);
    const expires = refreshExpiry(refreshed)?.getTime() ?? 0;
    expect(expires).toBeLessThanOrEqual(Date.now() + DAY_MS + 60_000);
    expect(expires).toBeGreaterThan(Date.now() + DAY_MS - 60_000);
  });
});

describe('a configured lifetime (ATRIUM_SESSION_MAX_DAYS=2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ATRIUM_SESSION_MAX_DAYS: '2' });
  });
  afterAll(() => t.close());

  it('sets the refresh cookie to end with the session, and refuses the refresh after it', async () => {
    const client = await signedIn(t, DEMO.admin);
    const signIn = await client.post('/api/v2/user/refresh');
    expect(signIn.statusCode).toBe(200);
    expect(refreshExpiry(signIn)?.getTime() ?? 0).toBeLessThanOrEqual(Date.now() + 2 * DAY_MS);
    await ageSessions(t, DEMO.admin, '1 day 23 hours');
    expect((await client.post('/api/v2/user/refresh')).statusCode).toBe(200);
    await ageSessions(t, DEMO.admin, '2 days 1 second');
    expect((await client.post('/api/v2/user/refresh')).statusCode).toBe(401);
  });
});
