// The outbox and the jobs table, read by site admins on /admin/mail (docs/mail-and-jobs.md).
import { z } from 'zod';
import { BinaryResponseSchema, defineEndpoint } from './endpoint.ts';

export const MailStatusSchema = z.enum(['queued', 'sent', 'failed', 'kept']);
export type MailStatus = z.infer<typeof MailStatusSchema>;
export const JobStatusSchema = z.enum(['queued', 'running', 'done', 'failed']);
export type JobStatus = z.infer<typeof JobStatusSchema>;

export const OUTBOX_MAX_PER_PAGE = 100;

const pageQuery = <T extends z.ZodType>(status: T) =>
  z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    perPage: z.coerce.number().int().min(1).max(OUTBOX_MAX_PER_PAGE).default(25),
    status: status.optional(),
  });

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    perPage: z.number().int(),
  });

export const MailSummarySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  status: MailStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MailSummary = z.infer<typeof MailSummarySchema>;

export const MailAttachmentInfoSchema = z.object({
  index: z.number().int(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

export const MailMessageSchema = MailSummarySchema.extend({
  cc: z.array(z.string()),
  messageId: z.string().nullable(),
  text: z.string(),
  /** The HTML body passed through the portal's rich-text sanitiser; null when the mail has none. */
  safeHtml: z.string().nullable(),
  attachments: z.array(MailAttachmentInfoSchema),
});
export type MailMessage = z.infer<typeof MailMessageSchema>;

export const JobSummarySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: JobStatusSchema,
  runAt: z.string(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type JobSummary = z.infer<typeof JobSummarySchema>;

export const MailPageSchema = page(MailSummarySchema);
export type MailPage = z.infer<typeof MailPageSchema>;
export const JobPageSchema = page(JobSummarySchema);
export type JobPage = z.infer<typeof JobPageSchema>;

const mailParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});

export const outboxEndpoints = {
  mailList: defineEndpoint({
    method: 'GET',
    path: '/api/v2/admin/mail',
    summary: 'The outbox: mail the portal sent or keeps, newest first',
    access: 'admin',
    tag: 'admin',
    query: pageQuery(MailStatusSchema),
    response: MailPageSchema,
  }),
  mailMessage: defineEndpoint({
    method: 'GET',
    path: '/api/v2/admin/mail/:id',
    summary: 'One outbox message: headers, text, sanitised HTML and its attachments',
    access: 'admin',
    tag: 'admin',
    params: mailParams,
    response: MailMessageSchema,
    replies: { 404: 'not_found: no such message' },
  }),
  mailAttachment: defineEndpoint({
    method: 'GET',
    path: '/api/v2/admin/mail/:id/attachments/:index',
    summary: 'Downloads one attachment of an outbox message',
    access: 'admin',
    tag: 'admin',
    params: mailParams.extend({ index: z.coerce.number().int().min(0).max(10_000) }),
    response: BinaryResponseSchema,
    replies: { 404: 'not_found: no such message or attachment' },
  }),
  sendTestMail: defineEndpoint({
    method: 'POST',
    path: '/api/v2/admin/mail/test',
    summary: 'Queues a test mail to the caller, to check the SMTP relay',
    access: 'admin',
    tag: 'admin',
    response: MailSummarySchema,
  }),
  jobList: defineEndpoint({
    method: 'GET',
    path: '/api/v2/admin/jobs',
    summary: 'The jobs table, newest first',
    access: 'admin',
    tag: 'admin',
    query: pageQuery(JobStatusSchema),
    response: JobPageSchema,
  }),
};
