// Report subscriptions end to end, through the outbox to a real SMTP server started here: each
// recipient's copy computed as that recipient, the workbook attached, the unsubscribe link, the
// owner told of a failure, the admin's lists, and (on PostgreSQL) one send between two processes.
import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { ParsedMail } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/sql-rows.ts';
import { type SmtpRelay, startSmtpRelay } from '../../test/smtp-relay.ts';
import {
  createTestApp,
  createTwinTestApps,
  DEMO,
  type TestApp,
  type TestClient,
} from '../../test/test-app.ts';
import { testDatabaseKind } from '../../test/test-database.ts';
import { waitUntil } from '../../test/wait-until.ts';
import { enqueueDueReportJobs } from './report-scheduler.ts';

const FAST = { pollMs: 50, backoffBaseMs: 20, backoffCapMs: 200 };
const filter = { type: 'activity', date: { selection: '1Y' }, keys: [] };
const weekly = { frequency: 'weekly', dayOfWeek: 1, time: '08:00', timeZone: 'Europe/London' };

let t: TestApp | undefined;
let relay: SmtpRelay | undefined;
afterEach(async () => {
  await t?.close();
  await relay?.close();
  t = undefined;
  relay = undefined;
});

async function signIn(app: TestApp, email: string): Promise<{ client: TestClient; id: number }> {
  const client = app.client();
  await client.login(email);
  return { client, id: (await client.get('/api/v2/user/isLoggedIn')).json().User.ID };
}

/** The partner's saved report, subscribed weekly for the partner and the researcher. */
async function subscribe(app: TestApp, options: { attachExcel?: boolean; attachPdf?: boolean } = {}) {
  const partner = await signIn(app, DEMO.partner);
  const researcher = await signIn(app, DEMO.researcher);
  const report = (
    await partner.client.post('/api/v2/report/saved', { name: 'Whole firm, one year', filter })
  ).json();
  const created = await partner.client.post('/api/v2/report/subscriptions', {
    reportId: report.Id,
    schedule: weekly,
    recipients: [researcher.id],
    attachExcel: options.attachExcel ?? true,
    attachPdf: options.attachPdf ?? false,
  });
  expect(created.statusCode).toBe(200);
  return { partner, researcher, report, subscription: created.json() };
}

const mailTo = (mails: ParsedMail[], email: string) =>
  mails.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === email);

describe('report subscriptions', () => {
  it('sends now to each recipient as that recipient: the partner gets figures and the workbook, the researcher neither', async () => {
    relay = await startSmtpRelay();
    t = await createTestApp({ SMTP_URL: relay.url }, { jobTuning: FAST });
    const { partner, subscription } = await subscribe(t);
    expect(subscription).toMatchObject({ reportName: 'Whole firm, one year', attachExcel: true });
    expect(subscription.recipients).toHaveLength(2);
    expect(new Date(subscription.nextRunAt).getUTCDay()).toBe(1);

    const sent = await partner.client.post(`/api/v2/report/subscriptions/${subscription.id}/send`);
    expect(sent.json()).toEqual({ ok: true });
    const mails = await waitUntil(
      async () => relay?.received ?? [],
      (received) => received.length === 2,
      60_000,
    );
    const [toPartner] = mailTo(mails, DEMO.partner);
    expect(toPartner.subject).toMatch(/^Whole firm, one year — \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/);
    expect(toPartner.text).toMatch(/Total Billings: \$[\d,]+ [↑↓–]/);
    expect(toPartner.text).toMatch(/Assignments Taken: [\d,]+/);
    expect(toPartner.attachments).toHaveLength(1);
    const [attachment] = toPartner.attachments;
    expect(attachment.filename).toMatch(/Financial report\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(attachment.content as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toContain('Metrics');

    const [toResearcher] = mailTo(mails, DEMO.researcher);
    expect(toResearcher.text).toContain('Financial figures are not shared with you.');
    expect(toResearcher.text).not.toMatch(/Billings|Revenue|\$/);
    expect(toResearcher.attachments).toHaveLength(0);
  }, 90_000);

  it.skipIf(!existsSync(process.env.CHROMIUM_PATH || '/usr/bin/chromium'))(
    'attaches the report as a PDF printed as the recipient, and none to a recipient without the figures',
    async () => {
      relay = await startSmtpRelay();
      t = await createTestApp({ SMTP_URL: relay.url }, { jobTuning: FAST });
      const { partner, subscription } = await subscribe(t, { attachExcel: false, attachPdf: true });
      expect(subscription).toMatchObject({ attachExcel: false, attachPdf: true });
      await partner.client.post(`/api/v2/report/subscriptions/${subscription.id}/send`);
      const mails = await waitUntil(
        async () => relay?.received ?? [],
        (received) => received.length === 2,
        90_000,
      );
      const [toPartner] = mailTo(mails, DEMO.partner);
      expect(toPartner.attachments.map((a) => [a.filename, a.contentType])).toEqual([
        ['Whole firm, one year.pdf', 'application/pdf'],
      ]);
      expect(toPartner.attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-');
      expect(toPartner.text).toContain('The PDF is attached: Whole firm, one year.pdf.');
      const [toResearcher] = mailTo(mails, DEMO.researcher);
      expect(toResearcher.attachments).toHaveLength(0);
      expect(toResearcher.text).not.toContain('PDF');
    },
    120_000,
  );

  it('stops mailing a recipient who follows the unsubscribe link, and keeps mailing the rest', async () => {
    relay = await startSmtpRelay();
    t = await createTestApp({ SMTP_URL: relay.url }, { jobTuning: FAST });
    const { partner, subscription } = await subscribe(t, { attachExcel: false });
    await partner.client.post(`/api/v2/report/subscriptions/${subscription.id}/send`);
    const first = await waitUntil(
      async () => relay?.received ?? [],
      (received) => received.length === 2,
      60_000,
    );
    const link = /Unsubscribe: (\S+)/.exec(mailTo(first, DEMO.researcher)[0].text ?? '')?.[1] ?? '';
    const path = new URL(link).pathname;
    const anonymous = t.client();
    const followed = await anonymous.get(path);
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe('/my-reports?unsubscribed=Whole%20firm%2C%20one%20year');
    const listed = (await partner.client.get('/api/v2/report/subscriptions')).json();
    expect(listed.items[0].recipients.find((r: { unsubscribed: boolean }) => r.unsubscribed)).toBeTruthy();
    await partner.client.post(`/api/v2/report/subscriptions/${subscription.id}/send`);
    await waitUntil(
      async () => relay?.received ?? [],
      (received) => received.length === 3,
      60_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailTo(relay.received, DEMO.researcher)).toHaveLength(1);
    expect(mailTo(relay.received, DEMO.partner)).toHaveLength(2);
    expect((await anonymous.get('/api/v2/report/unsubscribe/not-a-token-at-all-0000')).statusCode).toBe(404);
  }, 90_000);

  it('keeps the mail in the outbox without SMTP_URL, where the admin reads it beside the delivery log', async () => {
    t = await createTestApp({}, { jobTuning: FAST });
    const { partner, subscription } = await subscribe(t, { attachExcel: false });
    await partner.client.post(`/api/v2/report/subscriptions/${subscription.id}/send`);
    const admin = await signIn(t, DEMO.admin);
    const kept = await waitUntil(
      async () => (await admin.client.get('/api/v2/admin/mail?status=kept')).json(),
      (page) => page.items.filter((m: { kind: string }) => m.kind === 'report-subscription').length === 2,
      60_000,
    );
    expect(kept.items[0].subject).toMatch(/^Whole firm, one year/);
    const log = (await admin.client.get('/api/v2/admin/report-deliveries')).json();
    expect(log.items.map((d: { email: string }) => d.email).sort()).toEqual([DEMO.partner, DEMO.researcher]);
    expect(log.items.every((d: { subscriptionId: number }) => d.subscriptionId === subscription.id)).toBe(
      true,
    );
    const all = (await admin.client.get('/api/v2/admin/report-subscriptions')).json();
    expect(all.items.map((s: { id: number }) => s.id)).toContain(subscription.id);
    expect((await partner.client.get('/api/v2/admin/report-subscriptions')).statusCode).toBe(403);
  }, 90_000);

  it('tells the owner why a send failed when the report is no longer shared with them', async () => {
    t = await createTestApp({}, { jobTuning: FAST });
    const admin = await signIn(t, DEMO.admin);
    const partner = await signIn(t, DEMO.partner);
    const report = (
      await admin.client.post('/api/v2/report/saved', {
        name: 'Lent report',
        filter,
        sharedWith: [partner.id],
      })
    ).json();
    const { id } = (
      await partner.client.post('/api/v2/report/subscriptions', { reportId: report.Id, schedule: weekly })
    ).json();
    await admin.client.request({
      method: 'PATCH',
      url: `/api/v2/report/saved/${report.Id}`,
      payload: { sharedWith: [] },
    });
    await partner.client.post(`/api/v2/report/subscriptions/${id}/send`);
    const page = await waitUntil(
      async () => (await admin.client.get('/api/v2/admin/mail')).json(),
      (mails) => mails.items.some((m: { kind: string }) => m.kind === 'report-subscription-failure'),
      60_000,
    );
    const notice = page.items.find((m: { kind: string }) => m.kind === 'report-subscription-failure');
    expect(notice.to).toEqual([DEMO.partner]);
    const message = (await admin.client.get(`/api/v2/admin/mail/${notice.id}`)).json();
    expect(message.text).toMatch(
      /The report could not be opened: No saved report of yours or shared with you/,
    );
    const mine = (await partner.client.get('/api/v2/report/subscriptions')).json();
    expect(mine.items[0].lastError).toMatch(/could not be opened/);
  }, 90_000);

  it('refuses a schedule without its day, an unknown time zone and a report not shared with you', async () => {
    t = await createTestApp({}, { jobTuning: FAST });
    const partner = await signIn(t, DEMO.partner);
    const researcher = await signIn(t, DEMO.researcher);
    const report = (await partner.client.post('/api/v2/report/saved', { name: 'Private', filter })).json();
    const noDay = await partner.client.post('/api/v2/report/subscriptions', {
      reportId: report.Id,
      schedule: { ...weekly, dayOfWeek: undefined },
    });
    expect(noDay.statusCode).toBe(400);
    expect(noDay.body).toMatch(/needs a day of the week/);
    const badZone = await partner.client.post('/api/v2/report/subscriptions', {
      reportId: report.Id,
      schedule: { ...weekly, timeZone: 'Mars/Olympus' },
    });
    expect(badZone.statusCode).toBe(400);
    const notShared = await researcher.client.post('/api/v2/report/subscriptions', {
      reportId: report.Id,
      schedule: weekly,
    });
    expect(notShared.statusCode).toBe(404);
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('a due subscription between two processes', () => {
  it('is sent exactly once when both processes find it due', async () => {
    relay = await startSmtpRelay();
    const twins = await createTwinTestApps({ SMTP_URL: relay.url }, { jobTuning: FAST });
    try {
      const { subscription } = await subscribe(twins.first, { attachExcel: false });
      await twins.first.database.db.execute(
        sql`update report_subscriptions set next_run_at = now() - interval '1 minute' where id = ${subscription.id}`,
      );
      const added = await Promise.all([
        enqueueDueReportJobs(twins.first.database.db),
        enqueueDueReportJobs(twins.second.database.db),
        enqueueDueReportJobs(twins.first.database.db),
        enqueueDueReportJobs(twins.second.database.db),
      ]);
      expect(added.reduce((a, b) => a + b, 0)).toBe(1);
      await waitUntil(
        async () => relay?.received ?? [],
        (received) => received.length >= 2,
        60_000,
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(relay.received.map((m) => (Array.isArray(m.to) ? '' : m.to?.text)).sort()).toEqual([
        DEMO.partner,
        DEMO.researcher,
      ]);
      const [next] = await queryRows<{ later: boolean }>(
        twins.first.database.db,
        sql`select next_run_at > now() as later from report_subscriptions where id = ${subscription.id}`,
      );
      expect(next.later).toBe(true);
    } finally {
      await twins.close();
    }
  }, 120_000);
});
