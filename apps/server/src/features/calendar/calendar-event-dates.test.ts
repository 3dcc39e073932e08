// The portal's own events are dated within what the database and an ISO instant can hold: an
// all-day event ends at midnight after its last day, so the last day it may cover is 9999-12-30.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login(DEMO.admin);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const lastDay = { subject: 'End of time', startsAt: '9999-12-31T00:00:00Z', endsAt: '9999-12-31T00:00:00Z' };

describe('event dates at the edge of the calendar', () => {
  it('refuses an all-day event on 9999-12-31 with the latest day it accepts', async () => {
    const created = await admin.post('/api/v2/calendar/events', { ...lastDay, isAllDay: true });
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json().message).toContain(
      'Events end by 9999-12-31; the last all-day event is on 9999-12-30.',
    );
  });

  it('refuses to move an event onto 9999-12-31 as an all-day event', async () => {
    const event = {
      subject: 'Quarter close',
      startsAt: '2031-03-31T09:00:00Z',
      endsAt: '2031-03-31T10:00:00Z',
    };
    const created = await admin.post('/api/v2/calendar/events', event);
    expect(created.statusCode, created.body).toBe(200);
    const moved = await admin.request({
      method: 'PUT',
      url: `/api/v2/calendar/events/${created.json().id}`,
      payload: { ...lastDay, isAllDay: true },
    });
    expect(moved.statusCode, moved.body).toBe(400);
    expect(moved.json().message).toContain('the last all-day event is on 9999-12-30');
  });

  it('keeps an all-day event on 9999-12-30 and a timed one on 9999-12-31', async () => {
    const allDay = await admin.post('/api/v2/calendar/events', {
      ...lastDay,
      startsAt: '9999-12-30T00:00:00Z',
      endsAt: '9999-12-30T00:00:00Z',
      isAllDay: true,
    });
    expect(allDay.statusCode, allDay.body).toBe(200);
    expect(allDay.json()).toMatchObject({
      startsAt: '9999-12-30T00:00:00.000Z',
      endsAt: '9999-12-31T00:00:00.000Z',
    });
    const timed = await admin.post('/api/v2/calendar/events', { ...lastDay, endsAt: '9999-12-31T23:00:00Z' });
    expect(timed.statusCode, timed.body).toBe(200);
  });
});
