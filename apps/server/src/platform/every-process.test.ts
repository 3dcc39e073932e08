// Which answers wait until every process has heard the change: those of calls that changed
// something. Reads, POSTs that only read and refused calls are answered without asking.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPage, signIn } from '../test/site-api.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../test/test-app.ts';
import { testDatabaseKind, withDatabaseName } from '../test/test-database.ts';
import { PEERS_CHANNEL } from './server-listener.ts';
import { rows } from './sql-rows.ts';

describe.skipIf(testDatabaseKind() !== 'postgres')('answers that wait for every process', () => {
  let t: TestApp;
  let admin: TestClient;
  /** Hears every ask sent on the test database, without being a process that must answer. */
  let overhearing: pg.Client;
  const heard: string[] = [];
  /** What was heard up to a marker sent now: every ask committed before it arrives first. */
  const heardUntilMarker = async (marker: string) => {
    await overhearing.query('select pg_notify($1, $2)', [PEERS_CHANNEL, marker]);
    await expect.poll(() => heard.includes(marker)).toBe(true);
    return heard.splice(0, heard.indexOf(marker) + 1).slice(0, -1);
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t, DEMO.admin);
    const [{ name }] = rows<{ name: string }>(
      await t.database.db.execute(sql`select current_database() as name`),
    );
    overhearing = new pg.Client({
      connectionString: withDatabaseName(process.env.TEST_DATABASE_URL ?? '', name),
    });
    await overhearing.connect();
    overhearing.on('notification', (message) => {
      if (message.payload?.startsWith('ask ') || message.payload?.startsWith('marker'))
        heard.push(message.payload);
    });
    await overhearing.query(`LISTEN ${PEERS_CHANNEL}`);
  });
  afterAll(async () => {
    await overhearing?.end();
    await t?.close();
  });

  it('asks for a change, and not for reads, POSTs that only read or refused calls', async () => {
    await heardUntilMarker('marker before');
    expect((await admin.get('/api/v2/routes')).statusCode).toBe(200);
    const report = await admin.post('/api/v2/financial/report', {
      type: 'Financial',
      filter: { type: 'activity', date: { selection: '1Y' }, keys: [] },
      breakdown: { type: 'fullName' },
    });
    expect(report.statusCode).toBe(200);
    expect((await admin.post('/api/v2/page', { UUID: 'not-a-page' })).statusCode).toBe(400);
    expect(await heardUntilMarker('marker after the reads')).toEqual([]);

    await createPage(admin, { Title: 'Asked for' });
    const asked = await heardUntilMarker('marker after the change');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/^ask /);
  });
});
