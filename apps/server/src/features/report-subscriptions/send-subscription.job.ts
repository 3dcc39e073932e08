// The report-subscription.send job: one due moment of a subscription, mailed to each recipient as
// that recipient may see it (their permissions, their currency). A recipient already mailed for
// this run key is skipped, so a retried job mails nobody twice. What failed is told to the owner.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { SessionUser, Subscription } from '@atrium/contracts';
import { z } from 'zod';
import { queueMail } from '../../platform/mail/queue-mail.ts';
import { loadUserAsCaller } from '../auth/auth.service.ts';
import type { ReportContext } from '../reports/reports.service.ts';
import {
  computeKpiBoxes,
  findReadableReport,
  savedReportWorkbook,
} from '../reports/saved-reports.service.ts';
import { composeReportMail, composeReportPdfHtml } from './report-mail.ts';
import * as repo from './subscriptions.repo.ts';
import type { SubscriptionContext } from './subscriptions.service.ts';

const PayloadSchema = z.object({ subscriptionId: z.number().int(), runKey: z.string() });

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type SystemReportContext = Omit<SubscriptionContext, 'user'> & {
  /** Prints one HTML page to PDF in the portal's Chromium; absent, no PDF is attached. */
  renderPdf?: (html: string) => Promise<Buffer>;
};

/** A user as the caller of work done on their behalf. */
export const asCaller = (user: SessionUser): ReportContext['user'] => ({ ...user, sessionId: '' });

const describeSchedule = (s: { frequency: string; time: string; timeZone: string }) =>
  `${s.frequency[0].toUpperCase()}${s.frequency.slice(1)} at ${s.time} (${s.timeZone})`;

/** What a reader's copy of a report depends on: the report engine reads nothing else of them. */
const readerKey = (user: ReportContext['user']) =>
  JSON.stringify([user.Currency, user.Locale, user.Permissions]);

type ReadableReport = Awaited<ReturnType<typeof findReadableReport>>;

const introOf = (
  report: ReadableReport,
  boxes: Awaited<ReturnType<typeof computeKpiBoxes>>,
  subscription: Subscription,
) => [
  `${report.type} report, ${boxes.period.startDate} to ${boxes.period.endDate}, compared with ${boxes.comparePeriod.startDate} to ${boxes.comparePeriod.endDate}.`,
  `${describeSchedule(subscription.schedule)}, set up by ${subscription.owner.FullName}.`,
];

/** The file name of the report's PDF: its name, without what a file name may not hold. */
const pdfFileName = (name: string) => `${name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'Report'}.pdf`;

async function computeCopy(
  ctx: SystemReportContext,
  reader: ReportContext,
  report: ReadableReport,
  subscription: Subscription,
) {
  const boxes = await computeKpiBoxes(reader, report);
  const workbook = subscription.attachExcel ? await savedReportWorkbook(reader, report) : null;
  // The PDF takes report data out of the portal as a file, as the workbook does: only for readers
  // who may see the figures and export them.
  const { Permissions } = reader.user;
  const mayHavePdf = Permissions.ViewFinancials && Permissions.ExportReports && boxes.kpis !== null;
  const pdf =
    subscription.attachPdf && mayHavePdf && ctx.renderPdf
      ? {
          fileName: pdfFileName(report.name),
          content: await ctx.renderPdf(
            composeReportPdfHtml({
              heading: report.name,
              intro: introOf(report, boxes, subscription),
              kpis: boxes.kpis,
              user: reader.user,
            }),
          ),
        }
      : null;
  return { boxes, workbook, pdf };
}

export async function sendSubscription(
  ctx: SystemReportContext,
  payload: unknown,
): Promise<{ mailed: number; failed: number }> {
  const { subscriptionId, runKey } = PayloadSchema.parse(payload);
  const subscription = await repo.findSubscription(ctx.db, subscriptionId);
  if (!subscription) return { mailed: 0, failed: 0 };
  const owner = await loadUserAsCaller(ctx, { userId: subscription.owner.ID });
  if (!owner) return { mailed: 0, failed: 0 };
  const problems: string[] = [];
  let mailed = 0;
  let report: Awaited<ReturnType<typeof findReadableReport>> | undefined;
  try {
    report = await findReadableReport({ ...ctx, user: asCaller(owner) }, { reportId: subscription.reportId });
  } catch (error) {
    problems.push(
      `The report could not be opened: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  // Recipients who read reports alike (the same permissions and currency) get the same copy: it
  // is computed once for them, not once per recipient.
  const copies = new Map<string, ReturnType<typeof computeCopy>>();
  const copyFor = (reader: ReportContext, readable: ReadableReport) => {
    const key = readerKey(reader.user);
    let copy = copies.get(key);
    if (!copy) {
      copy = computeCopy(ctx, reader, readable, subscription);
      copies.set(key, copy);
    }
    return copy;
  };
  for (const recipient of report ? await repo.listActiveRecipients(ctx.db, subscriptionId) : []) {
    // A turn of the event loop per recipient: the embedded database answers without one, and a
    // send to hundreds would otherwise hold other requests until it is done.
    await nextTurn();
    const user = await loadUserAsCaller(ctx, { userId: recipient.userId });
    if (!user || !report) continue;
    if (await repo.hasDelivery(ctx.db, { runKey, email: user.Email })) continue;
    const reader: ReportContext = { ...ctx, user: asCaller(user) };
    try {
      const { boxes, workbook, pdf } = await copyFor(reader, report);
      const unsubscribeUrl = `${ctx.publicUrl}/api/v2/report/unsubscribe/${recipient.token}`;
      const { text, html } = composeReportMail({
        heading: report.name,
        intro: introOf(report, boxes, subscription),
        kpis: boxes.kpis,
        user,
        outro: [
          ...(workbook ? [`The workbook is attached: ${workbook.fileName}.`] : []),
          ...(pdf ? [`The PDF is attached: ${pdf.fileName}.`] : []),
          `Unsubscribe: ${unsubscribeUrl}`,
        ],
      });
      await ctx.db.transaction(async (tx) => {
        const { id } = await queueMail(tx, {
          kind: 'report-subscription',
          to: [user.Email],
          subject: `${report.name} — ${boxes.period.startDate} to ${boxes.period.endDate}`,
          text,
          html,
          attachments: [
            ...(workbook
              ? [{ name: workbook.fileName, contentType: XLSX_TYPE, content: workbook.content }]
              : []),
            ...(pdf ? [{ name: pdf.fileName, contentType: 'application/pdf', content: pdf.content }] : []),
          ],
        });
        await repo.insertDelivery(tx, {
          subscriptionId,
          alertId: null,
          userId: user.ID,
          email: user.Email,
          runKey,
          status: 'queued',
          mailId: id,
          error: null,
        });
      });
      mailed++;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      problems.push(`${user.FullName}: ${reason}`);
      await repo.insertDelivery(ctx.db, {
        subscriptionId,
        alertId: null,
        userId: user.ID,
        email: user.Email,
        runKey,
        status: 'failed',
        mailId: null,
        error: reason,
      });
    }
  }
  const error = problems.length > 0 ? problems.join('\n') : null;
  await repo.recordSendOutcome(ctx.db, { id: subscriptionId, error });
  if (error) await tellOwner(ctx, { owner, runKey, subscriptionId, name: subscription.reportName, error });
  return { mailed, failed: problems.length };
}

async function tellOwner(
  ctx: SystemReportContext,
  input: { owner: SessionUser; runKey: string; subscriptionId: number; name: string; error: string },
): Promise<void> {
  const noticeKey = `${input.runKey}:failure`;
  if (await repo.hasDelivery(ctx.db, { runKey: noticeKey, email: input.owner.Email })) return;
  await ctx.db.transaction(async (tx) => {
    const { id } = await queueMail(tx, {
      kind: 'report-subscription-failure',
      to: [input.owner.Email],
      subject: `Your subscription to “${input.name}” was not sent to everyone`,
      text: `Your subscription to “${input.name}” could not be sent in full:\n\n${input.error}\n\nThe portal tries again at its next scheduled time.`,
    });
    await repo.insertDelivery(tx, {
      subscriptionId: input.subscriptionId,
      alertId: null,
      userId: input.owner.ID,
      email: input.owner.Email,
      runKey: noticeKey,
      status: 'queued',
      mailId: id,
      error: input.error,
    });
  });
}
