// The in-process session cache: a session that ends, or a user that changes, is seen at once in
// this process and within a second in every other process on the same database.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../platform/database.ts';
import { enableReplyChecks } from '../../platform/http.ts';
import type { AuthUser } from '../../platform/session.ts';
import { createTestApp, DEMO, type TestApp, TestClient } from '../../test/test-app.ts';
import { PG_TEMPLATE_NAME, testDatabaseKind, withDatabaseName } from '../../test/test-database.ts';
import { SessionCache } from './session-cache.ts';

/** Polls until `check` holds or a second has passed; answers how long it took. */
async function withinOneSecond(check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 1000) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('not seen within 1 s');
}

const isLoggedIn = async (client: TestClient) => (await client.get('/api/v2/user/isLoggedIn')).json();

/** A client that carries another client's cookies (the same browser, or a stolen cookie). */
function copyOf(app: TestApp['app'], source: TestClient): TestClient {
  const copy = new TestClient(app);
  for (const [name, value] of source.cookies) copy.cookies.set(name, value);
  return copy;
}

describe('session cache in one process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers repeated calls without a database round trip', async () => {
    const client = t.client();
    await client.login(DEMO.partner);
    expect((await isLoggedIn(client)).IsLoggedIn).toBe(true);
    const recording = t.database.recordStatements();
    expect((await isLoggedIn(client)).IsLoggedIn).toBe(true);
    expect(recording.stop()).toEqual([]);
  });

  it('refuses the session cookie immediately after sign-out', async () => {
    const client = t.client();
    await client.login(DEMO.partner);
    const stolen = copyOf(t.app, client);
    expect((await isLoggedIn(stolen)).IsLoggedIn).toBe(true);
    expect((await client.post('/api/v2/user/logout')).statusCode).toBe(200);
    expect((await isLoggedIn(stolen)).IsLoggedIn).toBe(false);
    expect((await stolen.get('/api/v2/routes')).statusCode).toBe(401);
  });

  it('refuses the old access token after a refresh, and the whole session after refresh reuse', async () => {
    const client = t.client();
    await client.login(DEMO.partner);
    const before = copyOf(t.app, client);
    expect((await isLoggedIn(before)).IsLoggedIn).toBe(true);
    expect((await client.post('/api/v2/user/refresh')).statusCode).toBe(200);
    expect((await isLoggedIn(before)).IsLoggedIn).toBe(false);
    expect((await isLoggedIn(client)).IsLoggedIn).toBe(true);

    // A second rotation ends the short grace of the token `before` holds (two tabs refreshing at
    // once); presenting that older token again is reuse, and revokes the session.
    expect((await client.post('/api/v2/user/refresh')).statusCode).toBe(200);
    expect((await before.post('/api/v2/user/refresh')).statusCode).toBe(401);
    expect((await isLoggedIn(client)).IsLoggedIn).toBe(false);
  });

  it('hears a session ended by any code path (the trigger) within a second', async () => {
    const client = t.client();
    await client.login(DEMO.researcher);
    expect((await isLoggedIn(client)).IsLoggedIn).toBe(true);
    await t.database.exec(
      `update sessions set revoked_at = now() where revoked_at is null and user_id =
        (select id from users where email = '${DEMO.researcher}')`,
    );
    await withinOneSecond(async () => !(await isLoggedIn(client)).IsLoggedIn);
  });

  it('shows a changed currency, permission or group within a second', async () => {
    const client = t.client();
    await client.login(DEMO.admin);
    const me = (await isLoggedIn(client)).User;
    expect(me.Groups).toContain('DedupeAccess');
    const currency = me.Currency === 'JPY' ? 'CHF' : 'JPY';
    await t.database.exec(`update users set currency = '${currency}' where email = '${DEMO.admin}'`);
    await withinOneSecond(async () => (await isLoggedIn(client)).User.Currency === currency);
    await t.database.exec(
      `delete from user_groups where user_id = (select id from users where email = '${DEMO.admin}')`,
    );
    await withinOneSecond(async () => !(await isLoggedIn(client)).User.Groups.includes('DedupeAccess'));
    await t.database.exec(`update users set status_id = 2 where email = '${DEMO.admin}'`);
    await withinOneSecond(async () => !(await isLoggedIn(client)).IsLoggedIn);
  });
});

// Two app instances on one PostgreSQL database are two processes as far as the cache is concerned.
describe.skipIf(testDatabaseKind() !== 'postgres')('session cache across processes', () => {
  const url = process.env.TEST_DATABASE_URL ?? '';
  const name = `atrium_test_${process.pid}_sessions_${Math.random().toString(36).slice(2, 8)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: withDatabaseName(url, 'postgres') });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  const instances: { app: TestApp['app']; close: () => Promise<void> }[] = [];

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_NAME}`);
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ kind: 'postgres', url: withDatabaseName(url, name) });
      const config = loadConfig({ LOG_LEVEL: 'silent', ATRIUM_DATA_DIR: '.test-data' });
      const app = await buildApp({ config, database, serveWeb: false });
      enableReplyChecks(app);
      await app.ready();
      instances.push({ app, close: () => app.close().then(() => database.close()) });
    }
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('shares a session, and a sign-out on one is refused by the other within a second', async () => {
    const [one, two] = instances;
    const client = new TestClient(one.app);
    await client.login(DEMO.partner);
    const elsewhere = copyOf(two.app, client);
    expect((await isLoggedIn(elsewhere)).IsLoggedIn).toBe(true);
    expect((await client.post('/api/v2/user/logout')).statusCode).toBe(200);
    await withinOneSecond(async () => !(await isLoggedIn(elsewhere)).IsLoggedIn);
  });

  it('shows a profile change made through one instance on the other within a second', async () => {
    const [one, two] = instances;
    const client = new TestClient(one.app);
    await client.login(DEMO.researcher);
    const elsewhere = copyOf(two.app, client);
    const before = (await isLoggedIn(elsewhere)).User.Currency;
    const currency = before === 'JPY' ? 'CHF' : 'JPY';
    const database = await openDatabase({ kind: 'postgres', url: withDatabaseName(url, name) });
    await database.exec(`update users set currency = '${currency}' where email = '${DEMO.researcher}'`);
    await database.close();
    await withinOneSecond(async () => (await isLoggedIn(elsewhere)).User.Currency === currency);
  });
});

describe('SessionCache', () => {
  const user = (sessionId: string) => ({ sessionId }) as AuthUser;
  const far = new Date(Date.now() + 3_600_000);

  it('keeps an entry for its lifetime, never past the access token expiry', async () => {
    let now = 1_000;
    const cache = new SessionCache({ lifetimeMs: 30_000, maxEntries: 10, now: () => now });
    let lookUps = 0;
    const lookUp = async () => {
      lookUps++;
      return { user: user('s1'), accessExpiresAt: new Date(now + 5_000) };
    };
    await cache.resolve('h1', lookUp);
    now += 4_000;
    await cache.resolve('h1', lookUp);
    expect(lookUps).toBe(1);
    now += 2_000;
    await cache.resolve('h1', lookUp);
    expect(lookUps).toBe(2);
  });

  it('shares one look-up between concurrent callers and stays within its size', async () => {
    const cache = new SessionCache({ lifetimeMs: 30_000, maxEntries: 2 });
    let lookUps = 0;
    const lookUp = async () => {
      lookUps++;
      return { user: user('s'), accessExpiresAt: far };
    };
    await Promise.all([cache.resolve('a', lookUp), cache.resolve('a', lookUp)]);
    expect(lookUps).toBe(1);
    await cache.resolve('b', lookUp);
    await cache.resolve('c', lookUp);
    expect(cache.size).toBe(2);
  });

  it('does not keep a look-up that an invalidation overtook', async () => {
    const cache = new SessionCache({ lifetimeMs: 30_000, maxEntries: 10 });
    let release = () => {};
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const pending = cache.resolve('a', async () => {
      await slow;
      return { user: user('s1'), accessExpiresAt: far };
    });
    cache.handleNotification('session:s1');
    release();
    await pending;
    expect(cache.size).toBe(0);
  });

  it('caches nothing while notifications may be missed', async () => {
    const cache = new SessionCache({ lifetimeMs: 30_000, maxEntries: 10 });
    cache.setTrusted(false);
    await cache.resolve('a', async () => ({ user: user('s1'), accessExpiresAt: far }));
    expect(cache.size).toBe(0);
    cache.setTrusted(true);
    await cache.resolve('a', async () => ({ user: user('s1'), accessExpiresAt: far }));
    expect(cache.size).toBe(1);
  });
});
