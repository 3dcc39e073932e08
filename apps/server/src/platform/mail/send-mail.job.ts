// The mail.send job: one outbox message to the relay. Without a relay the message is kept in the
// outbox (status 'kept') for site admins to read; nothing is dropped. A refusal is retried through
// the job's backoff, and the last one leaves the message 'failed' with the relay's reason.
import { z } from 'zod';
import type { JobHandler } from '../jobs/job-runner.ts';
import { findMail, markMailAttemptFailed, markMailKept, markMailSent, readAttachments } from './mail.repo.ts';
import type { MailTransport } from './mail-transport.ts';

const PayloadSchema = z.object({ messageId: z.number().int() });

export interface SendMailOptions {
  transport: MailTransport | null;
  from: string;
  replyTo?: string;
}

export function createSendMailHandler({ transport, from, replyTo }: SendMailOptions): JobHandler {
  return async ({ db, job }, payload) => {
    const { messageId } = PayloadSchema.parse(payload);
    const message = await findMail(db, messageId);
    if (!message || message.status === 'sent') return;
    if (!transport) {
      await markMailKept(db, messageId);
      return;
    }
    const attachments = await readAttachments(db, messageId);
    try {
      const { messageId: relayId } = await transport.send({
        from,
        ...(replyTo ? { replyTo } : {}),
        to: message.to,
        cc: message.cc,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        attachments: attachments.map((a) => ({
          filename: a.name,
          contentType: a.contentType,
          content: a.content,
        })),
      });
      await markMailSent(db, { id: messageId, messageId: relayId });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await markMailAttemptFailed(db, { id: messageId, error: reason, isFinal: job.isLastAttempt });
      throw error;
    }
  };
}
