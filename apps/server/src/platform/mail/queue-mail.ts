// How a feature sends mail: the message is written to the outbox and a mail.send job enqueued in
// the caller's transaction, so mail goes out exactly when the change that sent it is committed.

import type { Executor } from '../database.ts';
import { AppError } from '../errors.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { insertMail, type MailAttachment } from './mail.repo.ts';

export const MAIL_SEND_JOB = 'mail.send';
/** Attachments together may weigh this much; relays commonly refuse larger messages. */
export const MAX_MAIL_ATTACHMENT_BYTES = 10 * 1024 * 1024;

export interface QueueMailInput {
  /** What sent it, for the outbox (e.g. 'test', 'report-subscription'). */
  kind: string;
  to: string[];
  cc?: string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export async function queueMail(db: Executor, input: QueueMailInput): Promise<{ id: number }> {
  if (input.to.length === 0)
    throw new AppError('validation_failed', 'A mail needs at least one recipient.', 400);
  const attachments = input.attachments ?? [];
  const bytes = attachments.reduce((sum, a) => sum + a.content.length, 0);
  if (bytes > MAX_MAIL_ATTACHMENT_BYTES) {
    throw new AppError(
      'validation_failed',
      `The attachments weigh ${(bytes / 1024 / 1024).toFixed(1)} MB; a mail may carry at most 10 MB.`,
      400,
    );
  }
  const id = await insertMail(db, {
    kind: input.kind,
    to: input.to,
    cc: input.cc ?? [],
    subject: input.subject,
    text: input.text,
    html: input.html ?? null,
    attachments,
  });
  await enqueueJob(db, { kind: MAIL_SEND_JOB, payload: { messageId: id } });
  return { id };
}
