import { CALENDAR_MAX_ATTACHMENT_BYTES, calendarEndpoints as e } from '@atrium/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../platform/database.ts';
import { handleEndpoint } from '../../platform/http.ts';
import { servedContentType } from '../../platform/served-types.ts';
import type { AuthUser } from '../../platform/session.ts';
import { readSingleUpload } from '../../platform/upload.ts';
import { contentDisposition } from '../files/files.service.ts';
import * as calendar from './calendar.service.ts';
import * as admin from './calendar-admin.service.ts';
import type { FeedSource } from './feed-source.ts';

/** Reads the multipart field `file`. */
async function readUpload(request: FastifyRequest) {
  const { file, bytes } = await readSingleUpload(request, {
    maxBytes: CALENDAR_MAX_ATTACHMENT_BYTES,
    tooLarge: `An attachment is at most ${CALENDAR_MAX_ATTACHMENT_BYTES / 1024 / 1024} MB.`,
    notMultipart: 'Send the file as multipart/form-data.',
  });
  return { name: file.filename, mimeType: file.mimetype, content: bytes };
}

export function registerCalendarEndpoints(
  app: FastifyInstance,
  options: {
    database: Database;
    /** The app's calendar feed, read on a schedule (made by buildApp). */
    feed: FeedSource;
  },
): void {
  const { feed } = options;
  const context = (user: AuthUser): calendar.CalendarContext => ({
    db: options.database.db,
    user,
    feed,
    log: app.log,
  });

  handleEndpoint(app, e.calendar, ({ user, query }) => calendar.getCalendar(context(user), query));
  handleEndpoint(app, e.body, ({ user, body }) => calendar.getEventBody(context(user), body));
  handleEndpoint(app, e.attachments, ({ user, body }) => calendar.getEventAttachments(context(user), body));
  handleEndpoint(app, e.downloadAttachment, async ({ user, body, params, reply }) => {
    const file = await calendar.openAttachment(context(user), { Id: body.Id, attachmentId: params.id });
    return reply
      .type(servedContentType(file.mimeType))
      .header('content-length', file.content.length)
      .header('content-disposition', contentDisposition(file.name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-cache')
      .send(file.content);
  });

  handleEndpoint(app, e.listEvents, ({ user }) => admin.listEvents(context(user)));
  handleEndpoint(app, e.createEvent, ({ user, body }) => admin.createEvent(context(user), body));
  handleEndpoint(app, e.updateEvent, ({ user, body, params }) =>
    admin.updateEvent(context(user), { ...body, id: params.id }),
  );
  handleEndpoint(app, e.deleteEvent, ({ user, params }) => admin.deleteEvent(context(user), params));
  handleEndpoint(app, e.uploadAttachment, async ({ user, params, request }) =>
    admin.addAttachment(context(user), { id: params.id, ...(await readUpload(request)) }),
  );
  handleEndpoint(app, e.deleteAttachment, ({ user, params }) =>
    admin.removeAttachment(context(user), params),
  );
  handleEndpoint(app, e.feed, ({ user }) => admin.getFeedStatus(context(user)));
  handleEndpoint(app, e.saveFeed, ({ user, body }) => admin.saveFeedUrl(context(user), body));
  handleEndpoint(app, e.refreshFeed, ({ user }) => admin.refreshFeed(context(user)));
}
