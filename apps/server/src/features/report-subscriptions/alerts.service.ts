// "Tell me when": a KPI of a saved report above or below a value, or risen or fallen by a
// percentage against the compare period. Checked every hour as the alert's owner; mailed once when
// the condition begins to hold, and not again until it has stopped holding and holds anew.
import {
  type Alert,
  type AlertCondition,
  type AlertCreateSchema,
  type AlertPage,
  type KpiFigure,
  SAVED_REPORT_KPIS,
} from '@atrium/contracts';
import { z } from 'zod';
import type { Executor } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { enqueueJob } from '../../platform/jobs/enqueue-job.ts';
import { queueMail } from '../../platform/mail/queue-mail.ts';
import { loadUserAsCaller } from '../auth/auth.service.ts';
import type { ReportContext } from '../reports/reports.service.ts';
import { computeKpiBoxes, findReadableReport } from '../reports/saved-reports.service.ts';
import * as repo from './alerts.repo.ts';
import { composeReportMail } from './report-mail.ts';
import { asCaller, type SystemReportContext } from './send-subscription.job.ts';
import { insertDelivery } from './subscriptions.repo.ts';

export const CHECK_ALERT_JOB = 'report-alert.check';
export const ALERT_CHECK_EVERY_MS = 60 * 60_000;

const toAlert = ({ ownerId: _owner, ...alert }: repo.AlertRow): Alert => alert;

export async function createAlert(
  ctx: ReportContext,
  input: z.output<typeof AlertCreateSchema>,
): Promise<Alert> {
  const report = await findReadableReport(ctx, { reportId: input.reportId });
  if (!['Financial', 'Assignment', 'Company'].includes(report.type)) {
    throw new AppError('validation_failed', `A ${report.type} report has no KPIs to watch.`, 400);
  }
  const id = await repo.insertAlert(ctx.db, { ...input, ownerId: ctx.user.ID });
  return toAlert((await repo.findAlert(ctx.db, id)) as repo.AlertRow);
}

export async function listAlerts(
  ctx: ReportContext,
  { page, perPage }: { page: number; perPage: number },
): Promise<AlertPage> {
  const { rows, total } = await repo.listAlerts(ctx.db, {
    ownerId: ctx.user.ID,
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  return { items: rows.map(toAlert), total, page, perPage };
}

export async function deleteAlert(ctx: ReportContext, { id }: { id: number }) {
  const alert = await repo.findAlert(ctx.db, id);
  if (!alert || alert.ownerId !== ctx.user.ID) throw notFound('No alert of yours has this id.');
  await repo.deleteAlert(ctx.db, id);
  return { ok: true as const };
}

/** Enqueues a check of each alert not checked this hour; one job per alert and hour. */
export async function enqueueDueAlertChecks(db: Executor, now: Date): Promise<number> {
  const slot = new Date(Math.floor(now.getTime() / ALERT_CHECK_EVERY_MS) * ALERT_CHECK_EVERY_MS);
  let added = 0;
  for (const { id } of await repo.listAlertsToCheck(db, slot)) {
    const { isNew } = await enqueueJob(db, {
      kind: CHECK_ALERT_JOB,
      payload: { alertId: id },
      uniqueKey: `alert:${id}:${slot.toISOString()}`,
      maxAttempts: 3,
    });
    if (isNew) added++;
  }
  return added;
}

export function conditionHolds(condition: AlertCondition, threshold: number, figure: KpiFigure): boolean {
  const percent = (figure.change ?? 0) * 100;
  switch (condition) {
    case 'above':
      return figure.value > threshold;
    case 'below':
      return figure.value < threshold;
    case 'risesBy':
      return percent >= threshold;
    case 'fallsBy':
      return -percent >= threshold;
  }
}

const CONDITION_WORDS: Record<AlertCondition, string> = {
  above: 'is above',
  below: 'is below',
  risesBy: 'has risen by at least',
  fallsBy: 'has fallen by at least',
};

const PayloadSchema = z.object({ alertId: z.number().int() });

/** Checks one alert as its owner; answers whether it mailed. */
export async function checkAlert(ctx: SystemReportContext, payload: unknown): Promise<boolean> {
  const { alertId } = PayloadSchema.parse(payload);
  const alert = await repo.findAlert(ctx.db, alertId);
  if (!alert) return false;
  const owner = await loadUserAsCaller(ctx, { userId: alert.ownerId });
  if (!owner) return false;
  const reader: ReportContext = { ...ctx, user: asCaller(owner) };
  const report = await findReadableReport(reader, { reportId: alert.reportId });
  const boxes = await computeKpiBoxes(reader, report);
  const figure = boxes.kpis?.[alert.metric];
  const isMet = figure ? conditionHolds(alert.condition, alert.threshold, figure) : false;
  const kpi = SAVED_REPORT_KPIS.find((k) => k.key === alert.metric);
  return ctx.db.transaction(async (tx) => {
    const fired = await repo.recordCheck(tx, { id: alertId, isMet, value: figure?.value ?? null });
    if (!fired || !boxes.kpis) return false;
    const unit = alert.condition === 'risesBy' || alert.condition === 'fallsBy' ? '%' : '';
    const headline = `${kpi?.label ?? alert.metric} ${CONDITION_WORDS[alert.condition]} ${alert.threshold}${unit}`;
    const { text, html } = composeReportMail({
      heading: `${report.name}: ${headline}`,
      intro: [
        `${report.type} report, ${boxes.period.startDate} to ${boxes.period.endDate}, compared with ${boxes.comparePeriod.startDate} to ${boxes.comparePeriod.endDate}.`,
      ],
      kpis: boxes.kpis,
      user: owner,
      outro: ['You will hear again when it stops holding and then holds anew.'],
    });
    const { id } = await queueMail(tx, {
      kind: 'report-alert',
      to: [owner.Email],
      subject: `${report.name}: ${headline}`,
      text,
      html,
    });
    await insertDelivery(tx, {
      subscriptionId: null,
      alertId,
      userId: owner.ID,
      email: owner.Email,
      runKey: `alert:${alertId}:${new Date().toISOString()}`,
      status: 'queued',
      mailId: id,
      error: null,
    });
    return true;
  });
}
