// The weekly mail of a partner's off-limits ending in the next 90 days, through the real outbox and
// an SMTP relay: an opted-in partner gets exactly the companies of their list, an opted-out one
// nothing, and a round run twice in one week mails once.
import { OffLimitsDigestSchema } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAssignment, seedCompany, seedReference, seedUser } from '../../db/seed/factories.ts';
import { rows } from '../../platform/sql-rows.ts';
import { type SmtpRelay, startSmtpRelay } from '../../test/smtp-relay.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { waitUntil } from '../../test/wait-until.ts';
import { isoWeek, runOffLimitsDigest } from './digest.job.ts';

let t: TestApp;
let relay: SmtpRelay;
const TAG = `Dg${process.pid}`;
const people: Record<string, { id: number; email: string; client: TestClient }> = {};

function inDays(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

beforeAll(async () => {
  relay = await startSmtpRelay();
  t = await createTestApp(
    { SMTP_URL: relay.url },
    { jobTuning: { pollMs: 50, backoffBaseMs: 20, backoffCapMs: 200 } },
  );
  const db = t.database.db;
  const ref = await seedReference(db);
  for (const name of ['Alma', 'Bert']) {
    const user = await seedUser(db, { firstName: name, lastName: TAG, password: `pw-${name}-1` });
    const client = t.client();
    await client.login(user.email, `pw-${name}-1`);
    people[name] = { id: user.id, email: user.email, client };
  }
  const job = async (name: string, offLimitsDate: string, partner: string) => {
    const company = await seedCompany(db, { name: `${TAG} ${name}`, offLimitsDate });
    await seedAssignment(db, {
      companyId: company.id,
      locationId: ref.location.id,
      jobTitle: `${TAG} CFO`,
      team: [{ userId: people[partner].id, role: 'D' }],
    });
  };
  await job('Soon', inDays(20), 'Alma');
  await job('Later', inDays(80), 'Alma');
  await job('Too Far', inDays(120), 'Alma');
  await job('Past', inDays(-3), 'Alma');
  await job('Bert Soon', inDays(10), 'Bert');
}, 120_000);

afterAll(async () => {
  await t?.close();
  await relay?.close();
});

const setDigest = (client: TestClient, body: unknown) =>
  client.request({ method: 'PUT', url: '/api/v2/user/offLimitsDigest', payload: body as object });

const digestMailsTo = (email: string) =>
  relay.received.filter(
    (m) => m.subject?.startsWith('Your off-limits ending') && JSON.stringify(m.to).includes(email),
  );

describe('the weekly off-limits mail', () => {
  it('is off until the partner asks for it, and on and off as they set it', async () => {
    const { client } = people.Alma;
    expect(OffLimitsDigestSchema.parse((await client.get('/api/v2/user/offLimitsDigest')).json())).toEqual({
      subscribed: false,
    });
    const on = await setDigest(client, { subscribed: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ subscribed: true });
    expect((await client.get('/api/v2/user/offLimitsDigest')).json()).toEqual({ subscribed: true });
    const bert = people.Bert.client;
    await setDigest(bert, { subscribed: true });
    expect((await setDigest(bert, { subscribed: false })).json()).toEqual({
      subscribed: false,
    });
    expect((await setDigest(bert, { subscribed: 'yes' })).statusCode).toBe(400);
  });

  it('mails an opted-in partner exactly the companies of their list, an opted-out one nothing, once a week', async () => {
    const first = await runOffLimitsDigest(t.database.db);
    expect(first).toContain(people.Alma.id);
    expect(first).not.toContain(people.Bert.id);
    expect(await runOffLimitsDigest(t.database.db)).toEqual([]);

    const [mail] = await waitUntil(
      async () => digestMailsTo(people.Alma.email),
      (found) => found.length === 1,
    );
    expect(mail.subject).toBe('Your off-limits ending in the next 90 days: 2 companies');
    const named = [...(mail.text ?? '').matchAll(new RegExp(`${TAG} ([A-Za-z ]+):`, 'g'))].map((m) => m[1]);
    expect(named).toEqual(['Soon', 'Later']);
    expect(mail.text).toContain(`off limits until ${inDays(20)}`);

    // Every send of the week has gone out: one mail to Alma, none to Bert.
    await waitUntil(
      async () =>
        rows<{ pending: number }>(
          await t.database.db.execute(
            sql`select count(*)::int as pending from jobs where kind like 'offlimits.digest-send%' and status <> 'done'
              or kind = 'mail.send' and status <> 'done'`,
          ),
        )[0].pending,
      (pending) => pending === 0,
    );
    const outbox = rows<{ to: string }>(
      await t.database.db.execute(
        sql`select "to"::text as "to" from mail_messages where kind = 'offlimits-digest'`,
      ),
    );
    expect(outbox.filter((m) => m.to.includes(people.Alma.email))).toHaveLength(1);
    expect(outbox.filter((m) => m.to.includes(people.Bert.email))).toHaveLength(0);
    expect(digestMailsTo(people.Bert.email)).toHaveLength(0);
  });

  it('names weeks as ISO 8601 does, Monday to Sunday', () => {
    expect(isoWeek('2026-11-23')).toBe('2026-W48');
    expect(isoWeek('2026-11-29')).toBe('2026-W48');
    expect(isoWeek('2026-11-30')).toBe('2026-W49');
    expect(isoWeek('2027-01-01')).toBe('2026-W53');
    expect(isoWeek('2021-01-03')).toBe('2020-W53');
  });
});
