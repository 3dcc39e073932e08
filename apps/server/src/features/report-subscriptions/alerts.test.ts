// Alerts on a saved report's KPI: mailed once when the condition begins to hold, not again while it
// holds, and again only after it has stopped holding and holds anew; checks enqueued once an hour.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/sql-rows.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';
import { ParsedResults } from '../reports/parsed-results.ts';
import { createReportStoreLoader } from '../reports/report-store-loader.ts';
import { WorkbookWriters } from '../reports/report-xlsx.ts';
import { checkAlert } from './alerts.service.ts';
import { enqueueDueReportJobs } from './report-scheduler.ts';
import type { SystemReportContext } from './send-subscription.job.ts';

let t: TestApp;
let partner: TestClient;
let researcher: TestClient;
let system: SystemReportContext;
let reportId = 0;
let taken = 0;

const alertMails = () =>
  queryRows<{ subject: string }>(
    t.database.db,
    sql`select subject from mail_messages where kind = 'report-alert' order by id`,
  );
const setThreshold = (id: number, threshold: number) =>
  t.database.db.execute(sql`update report_alerts set threshold = ${threshold} where id = ${id}`);

beforeAll(async () => {
  t = await createTestApp();
  system = {
    db: t.database.db,
    stores: createReportStoreLoader(t.database),
    parsedResults: new ParsedResults(),
    keptRuns: new Set(),
    recentResults: new Map(),
    writers: new WorkbookWriters(),
    today: () => new Date().toISOString().slice(0, 10),
    publicUrl: '',
  };
  partner = t.client();
  await partner.login(DEMO.partner);
  researcher = t.client();
  await researcher.login(DEMO.researcher);
  const filter = { type: 'activity', date: { selection: '2Y' }, keys: [] };
  reportId = (await partner.post('/api/v2/report/saved', { name: 'Firm takes', filter })).json().Id;
  taken = (await partner.post(`/api/v2/report/saved/${reportId}/run`)).json().kpis.assignmentsTaken.value;
});
afterAll(() => t.close());

describe('report alerts', () => {
  it('mails once when a KPI crosses its value, and again only when it crosses anew', async () => {
    expect(taken).toBeGreaterThan(1);
    const created = await partner.post('/api/v2/report/alerts', {
      reportId,
      metric: 'assignmentsTaken',
      condition: 'above',
      threshold: taken - 1,
    });
    expect(created.statusCode).toBe(200);
    const { id } = created.json();
    expect(await checkAlert(system, { alertId: id })).toBe(true);
    expect(await checkAlert(system, { alertId: id })).toBe(false);
    expect(await alertMails()).toEqual([{ subject: `Firm takes: Assignments Taken is above ${taken - 1}` }]);

    await setThreshold(id, taken + 1);
    expect(await checkAlert(system, { alertId: id })).toBe(false);
    const listed = (await partner.get('/api/v2/report/alerts')).json();
    expect(listed.items[0]).toMatchObject({ id, isMet: false });

    await setThreshold(id, taken - 1);
    expect(await checkAlert(system, { alertId: id })).toBe(true);
    expect(await alertMails()).toHaveLength(2);
  });

  it('fires on a change by a percentage against the compare period', async () => {
    const { id } = (
      await partner.post('/api/v2/report/alerts', {
        reportId,
        metric: 'totalBillings',
        condition: 'risesBy',
        threshold: -1000,
      })
    ).json();
    expect(await checkAlert(system, { alertId: id })).toBe(true);
    const [mail] = await queryRows<{ text: string }>(
      t.database.db,
      sql`select text_body as text from mail_messages where kind = 'report-alert' order by id desc limit 1`,
    );
    expect(mail.text).toMatch(/Total Billings: \$[\d,]+/);
  });

  it('enqueues each alert’s check once an hour however often the scheduler looks', async () => {
    const { id } = (
      await partner.post('/api/v2/report/alerts', {
        reportId,
        metric: 'assignmentsFilled',
        condition: 'above',
        threshold: 0,
      })
    ).json();
    const now = new Date();
    expect(await enqueueDueReportJobs(t.database.db, now)).toBe(1);
    expect(await enqueueDueReportJobs(t.database.db, now)).toBe(0);
    const jobs = await queryRows<{ payload: unknown }>(
      t.database.db,
      sql`select payload from jobs where kind = 'report-alert.check'`,
    );
    expect(jobs).toEqual([{ payload: { alertId: id } }]);
  });

  it('is for readers of the figures only, and for your own alerts', async () => {
    const refused = await researcher.post('/api/v2/report/alerts', {
      reportId,
      metric: 'assignmentsTaken',
      condition: 'above',
      threshold: 1,
    });
    expect(refused.statusCode).toBe(403);
    const { id } = (
      await partner.post('/api/v2/report/alerts', {
        reportId,
        metric: 'timeToFill',
        condition: 'below',
        threshold: 5,
      })
    ).json();
    const admin = t.client();
    await admin.login(DEMO.admin);
    expect((await admin.delete(`/api/v2/report/alerts/${id}`)).statusCode).toBe(404);
    expect((await partner.delete(`/api/v2/report/alerts/${id}`)).json()).toEqual({ ok: true });
  });
});
