// Creating calls sent again with the same Idempotency-Key: the retry is answered the first reply and
// nothing is created twice; a different request, a request still running or stopped unanswered, a
// server failure, another caller, an expired key and a malformed key are each told apart.
import { CalendarEventSchema, IntakeSubmissionSchema } from '@atrium/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signIn } from '../test/site-api.ts';
import { createTestApp, createTwinTestApps, DEMO, type TestApp, type TestClient } from '../test/test-app.ts';
import { testDatabaseKind } from '../test/test-database.ts';

const EVENTS = '/api/v2/calendar/events';
const FORM = '/api/v2/widget/forms/intake-form';
const DAY = 86_400_000;

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, DEMO.admin);
});
afterAll(() => t?.close());

let counter = 0;
const freshKey = () => `key-${process.pid}-${++counter}-${Math.random().toString(36).slice(2)}`;

/** An event whose subject no other test uses, so its copies can be counted. */
function newEvent(overrides: Record<string, unknown> = {}) {
  const start = Date.now() + 5 * DAY;
  return {
    subject: `Keyed offsite ${++counter} ${Math.random().toString(36).slice(2, 8)}`,
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + 3_600_000).toISOString(),
    ...overrides,
  };
}

const createEvent = (client: TestClient, body: unknown, key?: string) =>
  client.request({
    method: 'POST',
    url: EVENTS,
    payload: body as Record<string, unknown>,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });

/** How many events of this subject the admin screen lists. */
async function eventsNamed(subject: string): Promise<number> {
  const response = await admin.get(EVENTS);
  expect(response.statusCode, response.body).toBe(200);
  return z
    .array(CalendarEventSchema)
    .parse(response.json())
    .filter((e) => e.subject === subject).length;
}

const isReplayed = (response: LightMyRequestResponse) => response.headers['idempotent-replayed'] === 'true';

describe('a creating call retried with the same Idempotency-Key', () => {
  it('is answered the first reply, marked replayed, and the event is created once', async () => {
    const key = freshKey();
    const event = newEvent();
    const first = await createEvent(admin, event, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(isReplayed(first)).toBe(false);

    const retry = await createEvent(admin, event, key);
    expect(retry.statusCode).toBe(200);
    expect(isReplayed(retry)).toBe(true);
    expect(retry.headers['content-type']).toBe(first.headers['content-type']);
    expect(retry.json()).toEqual(first.json());
    expect(await eventsNamed(event.subject)).toBe(1);
  });

  it('stores an upload once: the retried multipart attachment is answered the first reply', async () => {
    const created = await createEvent(admin, newEvent());
    const event = CalendarEventSchema.parse(created.json());
    const key = freshKey();
    // A browser makes a new boundary for each send of the same form.
    const upload = (boundary: string) =>
      admin.request({
        method: 'POST',
        url: `${EVENTS}/${event.id}/attachments`,
        payload: Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Agenda.txt"\r\nContent-Type: text/plain\r\n\r\nNine o'clock.\r\n--${boundary}--\r\n`,
        ),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'idempotency-key': key },
      });
    const first = await upload('----formboundaryaaaa');
    expect(first.statusCode, first.body).toBe(200);
    const retry = await upload('----formboundarybbbb');
    expect(retry.statusCode).toBe(200);
    expect(isReplayed(retry)).toBe(true);
    const listed = z.array(CalendarEventSchema).parse((await admin.get(EVENTS)).json());
    expect(listed.find((e) => e.id === event.id)?.attachments).toHaveLength(1);
  });

  it('keeps a refusal too: the same invalid request is answered the same 400 again', async () => {
    const key = freshKey();
    const backwards = newEvent({ endsAt: new Date(Date.now()).toISOString() });
    const first = await createEvent(admin, backwards, key);
    expect(first.statusCode).toBe(400);
    const retry = await createEvent(admin, backwards, key);
    expect(retry.statusCode).toBe(400);
    expect(isReplayed(retry)).toBe(true);
    expect(retry.json()).toEqual(first.json());
  });

  it('refuses the same key on a different request with 422, creating nothing', async () => {
    const key = freshKey();
    const event = newEvent();
    expect((await createEvent(admin, event, key)).statusCode).toBe(200);
    const other = newEvent();
    const reused = await createEvent(admin, other, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({
      code: 'idempotency_key_reused',
      message: 'This Idempotency-Key was used for a different request.',
    });
    expect(await eventsNamed(other.subject)).toBe(0);
    expect(await eventsNamed(event.subject)).toBe(1);
  });

  it('lets one of several requests sent at once with one key create; the others are told it is running or replayed', async () => {
    const key = freshKey();
    const event = newEvent();
    const replies = await Promise.all(Array.from({ length: 4 }, () => createEvent(admin, event, key)));
    const created = replies.filter((r) => r.statusCode === 200 && !isReplayed(r));
    expect(created).toHaveLength(1);
    for (const reply of replies) {
      if (reply === created[0]) continue;
      if (reply.statusCode === 409) {
        expect(reply.json()).toEqual({
          code: 'idempotency_key_in_progress',
          message: 'A request with this Idempotency-Key is still being processed.',
        });
      } else {
        expect(reply.statusCode).toBe(200);
        expect(isReplayed(reply)).toBe(true);
        expect(reply.json()).toEqual(created[0].json());
      }
    }
    expect(await eventsNamed(event.subject)).toBe(1);
  });

  it('does not keep a server failure: the retry runs again and creates', async () => {
    const key = freshKey();
    const event = newEvent();
    // The database refuses the write for a moment: a fault of the server's own, answered 500.
    await t.database.exec(
      `alter table calendar_events add constraint idempotency_test_refusal check (subject <> '${event.subject}')`,
    );
    try {
      const failed = await createEvent(admin, event, key);
      expect(failed.statusCode).toBe(500);
    } finally {
      await t.database.exec('alter table calendar_events drop constraint idempotency_test_refusal');
    }
    expect(await eventsNamed(event.subject)).toBe(0);
    const retry = await createEvent(admin, event, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(isReplayed(retry)).toBe(false);
    // That reply is the one kept now.
    const again = await createEvent(admin, event, key);
    expect(isReplayed(again)).toBe(true);
    expect(again.json()).toEqual(retry.json());
    expect(await eventsNamed(event.subject)).toBe(1);
  });

  it('keeps each caller’s keys apart: two people sending the same key both submit', async () => {
    const partner = await signIn(t, DEMO.partner);
    const researcher = await signIn(t, DEMO.researcher);
    const key = freshKey();
    const brief = {
      Fields: {
        clientCompany: 'Harbour Logistics plc',
        roleTitle: 'Chief Financial Officer',
        searchType: 'Executive Search',
        mandate: 'A listed-company CFO with M&A experience.',
        confidential: 'yes',
      },
    };
    const send = (client: TestClient) =>
      client.request({ method: 'POST', url: FORM, payload: brief, headers: { 'idempotency-key': key } });
    const fromPartner = await send(partner);
    const fromResearcher = await send(researcher);
    expect(fromPartner.statusCode, fromPartner.body).toBe(200);
    expect(fromResearcher.statusCode, fromResearcher.body).toBe(200);
    expect(isReplayed(fromResearcher)).toBe(false);
    const partnerBrief = IntakeSubmissionSchema.parse(fromPartner.json());
    const researcherBrief = IntakeSubmissionSchema.parse(fromResearcher.json());
    expect(researcherBrief.ID).not.toBe(partnerBrief.ID);
    expect(researcherBrief.SubmittedBy?.Email).toBe(DEMO.researcher);
    const partnerRetry = await send(partner);
    expect(isReplayed(partnerRetry)).toBe(true);
    expect(IntakeSubmissionSchema.parse(partnerRetry.json()).ID).toBe(partnerBrief.ID);
  });

  it('runs again once the key has expired (24 hours)', async () => {
    const key = freshKey();
    const event = newEvent();
    expect((await createEvent(admin, event, key)).statusCode).toBe(200);
    expect(isReplayed(await createEvent(admin, event, key))).toBe(true);
    await t.database.exec(
      `update idempotency_keys set created_at = now() - interval '25 hours' where key = '${key}'`,
    );
    const later = await createEvent(admin, event, key);
    expect(later.statusCode).toBe(200);
    expect(isReplayed(later)).toBe(false);
    expect(await eventsNamed(event.subject)).toBe(2);
  });

  it('does not run again when the first request stopped unanswered: its outcome is unknown (409)', async () => {
    const key = freshKey();
    const event = newEvent();
    expect((await createEvent(admin, event, key)).statusCode).toBe(200);
    // As a process stopped after committing and before keeping the reply leaves the key.
    await t.database.exec(
      `update idempotency_keys set status = null, body = null, created_at = now() - interval '1 hour' where key = '${key}'`,
    );
    const retry = await createEvent(admin, event, key);
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toEqual({
      code: 'idempotency_key_in_progress',
      message:
        'A request with this Idempotency-Key did not finish; whether it took effect is unknown. Check, then send it with a new key.',
    });
    expect(await eventsNamed(event.subject)).toBe(1);
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['longer than 255 characters', 'k'.repeat(256)],
    ['not ASCII', 'clé-1'],
  ])('refuses a key that is %s with 400, creating nothing', async (_name, key) => {
    const event = newEvent();
    const refused = await createEvent(admin, event, key);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'validation_failed',
      message: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
    });
    expect(await eventsNamed(event.subject)).toBe(0);
  });

  it('accepts a key of 255 characters', async () => {
    const key = `${freshKey()}-`.padEnd(255, 'k');
    const event = newEvent();
    expect((await createEvent(admin, event, key)).statusCode).toBe(200);
    const retry = await createEvent(admin, event, key);
    expect(isReplayed(retry)).toBe(true);
    expect(await eventsNamed(event.subject)).toBe(1);
  });

  it('is named as an optional header of creating calls in the OpenAPI document, and of no read', async () => {
    const document = (await admin.get('/api/openapi.json')).json();
    const keyParameter = (operation: { parameters: { name: string; in: string; required: boolean }[] }) =>
      operation.parameters.find((p) => p.in === 'header' && p.name === 'Idempotency-Key');
    expect(keyParameter(document.paths[EVENTS].post)).toMatchObject({ required: false });
    expect(keyParameter(document.paths['/api/v2/page'].post)).toBeDefined();
    expect(keyParameter(document.paths[EVENTS].get)).toBeUndefined();
    // The refusals a key brings are listed with it.
    expect(Object.keys(document.paths[EVENTS].post.responses)).toEqual(
      expect.arrayContaining(['409', '422']),
    );
    expect(Object.keys(document.paths[EVENTS].get.responses)).not.toContain('422');
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres')('one key sent to two processes at once', () => {
  let twins: Awaited<ReturnType<typeof createTwinTestApps>>;
  beforeAll(async () => {
    twins = await createTwinTestApps();
  });
  afterAll(() => twins?.close());

  it('creates once: the other process answers that it is running, or replays the reply', async () => {
    const onFirst = await signIn(twins.first, DEMO.admin);
    // The same browser, its next request reaching the other process.
    const onSecond = twins.second.client();
    for (const [name, value] of onFirst.cookies) onSecond.cookies.set(name, value);
    const key = freshKey();
    const event = newEvent();
    const replies = await Promise.all([
      createEvent(onFirst, event, key),
      createEvent(onSecond, event, key),
      createEvent(onFirst, event, key),
      createEvent(onSecond, event, key),
    ]);
    expect(replies.filter((r) => r.statusCode === 200 && !isReplayed(r))).toHaveLength(1);
    expect(replies.every((r) => r.statusCode === 409 || r.statusCode === 200)).toBe(true);
    const listed = z.array(CalendarEventSchema).parse((await onSecond.get(EVENTS)).json());
    expect(listed.filter((e) => e.subject === event.subject)).toHaveLength(1);
    const retry = await createEvent(onSecond, event, key);
    expect(isReplayed(retry)).toBe(true);
  });
});
