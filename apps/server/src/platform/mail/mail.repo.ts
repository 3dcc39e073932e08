// The only SQL on the outbox: mail_messages and their attachments.
import type { MailStatus } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../database.ts';
import { isoTimestamp, queryRows } from '../sql-rows.ts';

export interface MailAttachment {
  name: string;
  contentType: string;
  content: Buffer;
}

export interface NewMail {
  kind: string;
  to: string[];
  cc: string[];
  subject: string;
  text: string;
  html: string | null;
  attachments: MailAttachment[];
}

export interface MailRow {
  id: number;
  kind: string;
  to: string[];
  cc: string[];
  subject: string;
  text: string;
  html: string | null;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  messageId: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface AttachmentInfo {
  position: number;
  name: string;
  contentType: string;
  size: number;
}

const mailColumns = sql.raw(`id::int as "id", kind, "to", cc, subject, text_body as "text",
  html_body as "html", status, attempts, last_error as "lastError", message_id as "messageId",
  ${isoTimestamp('created_at', 'createdAt')}, ${isoTimestamp('sent_at', 'sentAt')}`);

const textArray = (values: string[]) => sql`${`{${values.map((v) => JSON.stringify(v)).join(',')}}`}::text[]`;

export async function insertMail(db: Executor, mail: NewMail): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into mail_messages (kind, "to", cc, subject, text_body, html_body)
      values (${mail.kind}, ${textArray(mail.to)}, ${textArray(mail.cc)}, ${mail.subject}, ${mail.text}, ${mail.html})
      returning id::int as "id"`,
  );
  for (const [position, attachment] of mail.attachments.entries()) {
    await db.execute(sql`insert into mail_attachments (message_id, position, name, content_type, content)
      values (${row.id}, ${position}, ${attachment.name}, ${attachment.contentType},
        decode(${attachment.content.toString('base64')}, 'base64'))`);
  }
  return row.id;
}

export async function findMail(db: Executor, id: number): Promise<MailRow | undefined> {
  const [row] = await queryRows<MailRow>(db, sql`select ${mailColumns} from mail_messages where id = ${id}`);
  return row;
}

export async function listAttachmentInfo(db: Executor, messageId: number): Promise<AttachmentInfo[]> {
  return queryRows<AttachmentInfo>(
    db,
    sql`select position, name, content_type as "contentType", octet_length(content)::int as size
      from mail_attachments where message_id = ${messageId} order by position`,
  );
}

export async function readAttachments(db: Executor, messageId: number): Promise<MailAttachment[]> {
  const rows = await queryRows<{ name: string; contentType: string; content: string }>(
    db,
    sql`select name, content_type as "contentType", encode(content, 'base64') as content
      from mail_attachments where message_id = ${messageId} order by position`,
  );
  return rows.map((r) => ({
    name: r.name,
    contentType: r.contentType,
    content: Buffer.from(r.content, 'base64'),
  }));
}

export async function readAttachment(
  db: Executor,
  { messageId, position }: { messageId: number; position: number },
): Promise<MailAttachment | undefined> {
  const [row] = await queryRows<{ name: string; contentType: string; content: string }>(
    db,
    sql`select name, content_type as "contentType", encode(content, 'base64') as content
      from mail_attachments where message_id = ${messageId} and position = ${position}`,
  );
  return row && { name: row.name, contentType: row.contentType, content: Buffer.from(row.content, 'base64') };
}

export async function markMailSent(
  db: Executor,
  { id, messageId }: { id: number; messageId: string | null },
) {
  await db.execute(sql`update mail_messages set status = 'sent', sent_at = now(), attempts = attempts + 1,
      message_id = ${messageId}, last_error = null
    where id = ${id}`);
}

export async function markMailKept(db: Executor, id: number) {
  await db.execute(sql`update mail_messages set status = 'kept' where id = ${id}`);
}

/** A failed attempt: the message stays queued for the next one, or is failed after the last. */
export async function markMailAttemptFailed(
  db: Executor,
  { id, error, isFinal }: { id: number; error: string; isFinal: boolean },
) {
  await db.execute(sql`update mail_messages set attempts = attempts + 1, last_error = ${error},
      status = ${isFinal ? 'failed' : 'queued'}
    where id = ${id}`);
}

export async function listMail(
  db: Executor,
  { status, limit, offset }: { status: MailStatus | null; limit: number; offset: number },
): Promise<{ rows: MailRow[]; total: number }> {
  const where = status ? sql`where status = ${status}` : sql``;
  const rows = await queryRows<MailRow>(
    db,
    sql`select ${mailColumns} from mail_messages ${where} order by id desc limit ${limit} offset ${offset}`,
  );
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from mail_messages ${where}`,
  );
  return { rows, total: count?.n ?? 0 };
}

/** How many messages are in each status (for the metrics: sent, failed, waiting, kept). */
export async function countMailByStatus(db: Executor): Promise<{ status: MailStatus; count: number }[]> {
  return queryRows(db, sql`select status, count(*)::int as "count" from mail_messages group by status`);
}
