// Mail Admin calls (site admins only): the outbox, its attachments, a test mail, the jobs table.
import { outboxEndpoints as e } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database.ts';
import { handleEndpoint } from '../../platform/http.ts';
import { servedContentType } from '../../platform/served-types.ts';
import { contentDisposition } from '../files/files.service.ts';
import {
  listJobTable,
  listOutbox,
  readOutboxAttachment,
  readOutboxMessage,
  sendTestMail,
} from './outbox.service.ts';

export function registerOutboxEndpoints(app: FastifyInstance, { db }: { db: Db }): void {
  handleEndpoint(app, e.mailList, ({ user, query }) => listOutbox({ db, user }, query));
  handleEndpoint(app, e.mailMessage, ({ user, params }) => readOutboxMessage({ db, user }, params));
  handleEndpoint(app, e.mailAttachment, async ({ user, params, reply }) => {
    const attachment = await readOutboxAttachment({ db, user }, params);
    return reply
      .type(servedContentType(attachment.contentType))
      .header('content-disposition', contentDisposition(attachment.name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-cache')
      .send(attachment.content);
  });
  handleEndpoint(app, e.sendTestMail, ({ user }) => sendTestMail({ db, user }));
  handleEndpoint(app, e.jobList, ({ user, query }) => listJobTable({ db, user }, query));
}
