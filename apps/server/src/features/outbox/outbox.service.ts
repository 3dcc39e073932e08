// What site admins read of the outbox and the jobs table, and the test mail that checks the relay.
// Access (site admins only) is the contracts' rule, checked before any of these run.
import type { JobPage, JobStatus, MailMessage, MailPage, MailStatus, MailSummary } from '@atrium/contracts';
import { notFound } from '../../platform/errors.ts';
import { listJobs } from '../../platform/jobs/jobs.repo.ts';
import {
  findMail,
  listAttachmentInfo,
  listMail,
  type MailAttachment,
  type MailRow,
  readAttachment,
} from '../../platform/mail/mail.repo.ts';
import { queueMail } from '../../platform/mail/queue-mail.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { sanitizeRichText } from '../site/index.ts';

interface PageInput<S> {
  page: number;
  perPage: number;
  status?: S;
}

const messageMissing = () => notFound('This message is no longer in the outbox.');

const toSummary = (row: MailRow): MailSummary => ({
  id: row.id,
  kind: row.kind,
  to: row.to,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt,
  sentAt: row.sentAt,
});

export async function listOutbox(ctx: ServiceContext, input: PageInput<MailStatus>): Promise<MailPage> {
  const { rows, total } = await listMail(ctx.db, {
    status: input.status ?? null,
    limit: input.perPage,
    offset: (input.page - 1) * input.perPage,
  });
  return { items: rows.map(toSummary), total, page: input.page, perPage: input.perPage };
}

export async function readOutboxMessage(ctx: ServiceContext, { id }: { id: number }): Promise<MailMessage> {
  const row = await findMail(ctx.db, id);
  if (!row) throw messageMissing();
  const attachments = await listAttachmentInfo(ctx.db, id);
  return {
    ...toSummary(row),
    cc: row.cc,
    messageId: row.messageId,
    text: row.text,
    // Mail HTML is read inside the portal: only what a page's rich text may hold is shown.
    safeHtml: row.html === null ? null : sanitizeRichText(row.html),
    attachments: attachments.map((a) => ({
      index: a.position,
      name: a.name,
      contentType: a.contentType,
      size: a.size,
    })),
  };
}

export async function readOutboxAttachment(
  ctx: ServiceContext,
  { id, index }: { id: number; index: number },
): Promise<MailAttachment> {
  const attachment = await readAttachment(ctx.db, { messageId: id, position: index });
  if (!attachment) throw notFound('This attachment is not in the outbox.');
  return attachment;
}

export async function sendTestMail(ctx: ServiceContext): Promise<MailSummary> {
  const { id } = await ctx.db.transaction(async (tx) =>
    queueMail(tx, {
      kind: 'test',
      to: [ctx.user.Email],
      subject: 'Atrium test mail',
      text: `This is a test mail from Atrium, sent by ${ctx.user.FullName} from Mail Admin.\n\nIf you can read it, the portal's mail reaches you.`,
      html: `<p>This is a test mail from Atrium, sent by ${escapeHtml(ctx.user.FullName)} from Mail Admin.</p><p>If you can read it, the portal's mail reaches you.</p>`,
    }),
  );
  const row = await findMail(ctx.db, id);
  if (!row) throw messageMissing();
  return toSummary(row);
}

export async function listJobTable(ctx: ServiceContext, input: PageInput<JobStatus>): Promise<JobPage> {
  const { rows, total } = await listJobs(ctx.db, {
    status: input.status ?? null,
    limit: input.perPage,
    offset: (input.page - 1) * input.perPage,
  });
  return {
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      status: r.status,
      runAt: r.runAt,
      attempts: r.attempts,
      maxAttempts: r.maxAttempts,
      lastError: r.lastError,
      createdAt: r.createdAt,
      finishedAt: r.finishedAt,
    })),
    total,
    page: input.page,
    perPage: input.perPage,
  };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
