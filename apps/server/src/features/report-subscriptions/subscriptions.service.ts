// Report subscriptions: a saved report mailed on a schedule to its subscriber and chosen
// colleagues. Creating, listing and ending them; "send now"; the unsubscribe link; the admin lists.
import type {
  DeliveryPage,
  Subscription,
  SubscriptionCreateSchema,
  SubscriptionPage,
} from '@atrium/contracts';
import type { z } from 'zod';
import { AppError, notFound } from '../../platform/errors.ts';
import { enqueueJob } from '../../platform/jobs/enqueue-job.ts';
import { newToken } from '../../platform/tokens.ts';
import type { ReportContext } from '../reports/reports.service.ts';
import { findReadableReport } from '../reports/saved-reports.service.ts';
import { nextRunAfter } from './schedule.ts';
import * as repo from './subscriptions.repo.ts';

export const SEND_SUBSCRIPTION_JOB = 'report-subscription.send';

export interface SubscriptionContext extends ReportContext {
  /** Where the portal is reached from a mail (unsubscribe links). */
  publicUrl: string;
}

async function findOwnSubscription(ctx: ReportContext, id: number): Promise<Subscription> {
  const subscription = await repo.findSubscription(ctx.db, id);
  if (!subscription || subscription.owner.ID !== ctx.user.ID) {
    throw notFound('No subscription of yours has this id.');
  }
  return subscription;
}

export async function createSubscription(
  ctx: ReportContext,
  input: z.output<typeof SubscriptionCreateSchema>,
): Promise<Subscription> {
  await findReadableReport(ctx, { reportId: input.reportId });
  const recipients = [ctx.user.ID, ...input.recipients.filter((id) => id !== ctx.user.ID)];
  const unique = [...new Set(recipients)];
  if ((await repo.countUsers(ctx.db, unique)) !== unique.length) {
    throw new AppError(
      'validation_failed',
      'Send to colleagues of the portal only: a recipient id is unknown.',
      400,
    );
  }
  const id = await ctx.db.transaction(async (tx) => {
    const created = await repo.insertSubscription(tx, {
      reportId: input.reportId,
      ownerId: ctx.user.ID,
      ...input.schedule,
      attachExcel: input.attachExcel,
      attachPdf: input.attachPdf,
      nextRunAt: nextRunAfter(input.schedule, new Date()),
    });
    for (const userId of unique) {
      await repo.insertRecipient(tx, { subscriptionId: created, userId, token: newToken(24) });
    }
    return created;
  });
  return (await repo.findSubscription(ctx.db, id)) as Subscription;
}

const pageOf = (page: number, perPage: number) => ({ limit: perPage, offset: (page - 1) * perPage });

export async function listSubscriptions(
  ctx: ReportContext,
  { page, perPage, everyone = false }: { page: number; perPage: number; everyone?: boolean },
): Promise<SubscriptionPage> {
  const { rows, total } = await repo.listSubscriptions(ctx.db, {
    ownerId: everyone ? null : ctx.user.ID,
    ...pageOf(page, perPage),
  });
  return { items: rows, total, page, perPage };
}

export async function deleteSubscription(ctx: ReportContext, { id }: { id: number }) {
  await findOwnSubscription(ctx, id);
  await repo.deleteSubscription(ctx.db, id);
  return { ok: true as const };
}

/** "Send now": a send of its own (its own run key), to every recipient, as soon as a process is free. */
export async function sendSubscriptionNow(ctx: ReportContext, { id }: { id: number }) {
  await findOwnSubscription(ctx, id);
  const runKey = `subscription:${id}:now:${new Date().toISOString()}:${newToken(6)}`;
  await enqueueJob(ctx.db, {
    kind: SEND_SUBSCRIPTION_JOB,
    payload: { subscriptionId: id, runKey },
    uniqueKey: runKey,
    maxAttempts: 3,
  });
  return { ok: true as const };
}

/** The mail's link: that recipient receives no more of that subscription. */
export async function unsubscribe(ctx: { db: ReportContext['db'] }, { token }: { token: string }) {
  const reportName = await repo.unsubscribeByToken(ctx.db, token);
  if (reportName === undefined) throw notFound('This unsubscribe link is not valid.');
  return { reportName };
}

export async function listDeliveries(
  ctx: Pick<ReportContext, 'db'>,
  { page, perPage }: { page: number; perPage: number },
): Promise<DeliveryPage> {
  const { rows, total } = await repo.listDeliveries(ctx.db, pageOf(page, perPage));
  return { items: rows, total, page, perPage };
}
