import type { DueReview, PageReview, RouteDetail } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/sql-rows.ts';
import { createPage, signIn } from '../../test/site-api.ts';
import { type SmtpRelay, startSmtpRelay } from '../../test/smtp-relay.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';
import { waitUntil } from '../../test/wait-until.ts';
import { addDays, addMonths, todayIso } from './review-dates.ts';
import { runReviewNotices } from './review-notices.job.ts';

let t: TestApp;
let relay: SmtpRelay;
let admin: TestClient;
let researcherId: number;

beforeAll(async () => {
  relay = await startSmtpRelay();
  t = await createTestApp(
    { SMTP_URL: relay.url },
    { jobTuning: { pollMs: 50, backoffBaseMs: 20, backoffCapMs: 200 } },
  );
  admin = await signIn(t, DEMO.admin);
  [{ id: researcherId }] = rows<{ id: number }>(
    await t.database.db.execute(sql`select id from users where email = ${DEMO.researcher}`),
  );
});
afterAll(async () => {
  await t.close();
  await relay.close();
});

const review = async (uuid: string): Promise<PageReview> =>
  (await admin.get(`/api/v2/page/${uuid}/review`)).json();
const due = async (): Promise<DueReview[]> => (await admin.get('/api/v2/admin/reviews')).json();
/** Makes the page look last reviewed on this day. */
const reviewedOn = (page: RouteDetail, day: string) =>
  t.database.db.execute(
    sql`update page_reviews set reviewed_at = ${day} where route_id = (select id from routes where uuid = ${page.UUID})`,
  );
const status = async (page: RouteDetail) =>
  rows<{ status: string }>(
    await t.database.db.execute(sql`select status from routes where uuid = ${page.UUID}`),
  )[0].status;

describe('owners and reviews', () => {
  it('ships the demo site with a policy past its review', async () => {
    expect((await due()).map((d) => d.Title)).toContain('Code of conduct');
  });

  it('makes the creator the owner, with no review interval, until set otherwise', async () => {
    const page = await createPage(admin);
    const fresh = await review(page.UUID);
    expect(fresh.Owner?.FullName).toBe('Avery Lindqvist');
    expect(fresh).toMatchObject({ IntervalMonths: 0, DueOn: null, IsDue: false, History: [] });

    const saved = await admin.post(`/api/v2/page/${page.UUID}/review`, {
      OwnerID: researcherId,
      IntervalMonths: 6,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      Owner: { ID: researcherId },
      IntervalMonths: 6,
      DueOn: addMonths(todayIso(), 6),
    });
  });

  it('refuses an interval it does not offer', async () => {
    const page = await createPage(admin);
    expect((await admin.post(`/api/v2/page/${page.UUID}/review`, { IntervalMonths: 5 })).statusCode).toBe(
      400,
    );
  });

  it('lists a page past its review, and "Reviewed" starts the clock again and is kept', async () => {
    const page = await createPage(admin, { Title: `Past review ${process.pid}` });
    await admin.post(`/api/v2/page/${page.UUID}/review`, { IntervalMonths: 3 });
    await reviewedOn(page, addMonths(todayIso(), -4));
    expect((await review(page.UUID)).IsDue).toBe(true);
    expect((await due()).map((d) => d.UUID)).toContain(page.UUID);

    const done = await admin.post(`/api/v2/page/${page.UUID}/review/done`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      ReviewedAt: todayIso(),
      DueOn: addMonths(todayIso(), 3),
      IsDue: false,
    });
    expect(done.json().History).toHaveLength(1);
    expect(done.json().History[0].ReviewedBy.FullName).toBe('Avery Lindqvist');
    expect((await due()).map((d) => d.UUID)).not.toContain(page.UUID);
  });

  it('mails the owner a week before and on the day, once each', async () => {
    const page = await createPage(admin, { Title: `Owner mail ${process.pid}` });
    await admin.post(`/api/v2/page/${page.UUID}/review`, { OwnerID: researcherId, IntervalMonths: 12 });
    const dueOn = addMonths(todayIso(), 12);
    const warnDay = addDays(dueOn, -7);
    const mine = (sent: { uuid: string; notice: string }[]) =>
      sent.filter((s) => s.uuid === page.UUID).map((s) => s.notice);
    expect(mine(await runReviewNotices(t.database.db, { today: addDays(warnDay, -1) }))).toEqual([]);
    expect(mine(await runReviewNotices(t.database.db, { today: warnDay }))).toEqual(['warn']);
    expect(mine(await runReviewNotices(t.database.db, { today: addDays(warnDay, 1) }))).toEqual([]);
    expect(mine(await runReviewNotices(t.database.db, { today: dueOn }))).toEqual(['due']);
    expect(mine(await runReviewNotices(t.database.db, { today: dueOn }))).toEqual([]);
    const mails = await waitUntil(
      async () => relay.received.filter((m) => m.subject?.endsWith(page.Title)),
      (found) => found.length === 2,
    );
    expect(mails.map((m) => m.subject).sort()).toEqual([
      `Review due in a week: ${page.Title}`,
      `Review due today: ${page.Title}`,
    ]);
    expect(JSON.stringify(mails[0].to)).toContain(DEMO.researcher);
  });

  it('hides a page set to do so once far past its review, and tells its owner', async () => {
    const page = await createPage(admin, { Title: `Auto hide ${process.pid}` });
    await admin.post(`/api/v2/page/${page.UUID}/review`, {
      OwnerID: researcherId,
      IntervalMonths: 3,
      AutoDisable: true,
    });
    await reviewedOn(page, addMonths(todayIso(), -5));
    const sent = await runReviewNotices(t.database.db, {});
    expect(sent.filter((s) => s.uuid === page.UUID).map((s) => s.notice)).toEqual(['disabled']);
    expect(await status(page)).toBe('disabled');
    await waitUntil(
      async () => relay.received.filter((m) => m.subject === `Hidden for want of review: ${page.Title}`),
      (found) => found.length === 1,
    );
  });
});
