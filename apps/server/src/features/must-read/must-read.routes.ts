import { mustReadEndpoints as e } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database.ts';
import { defineRoute } from '../../platform/http.ts';
import {
  clearMustRead,
  getMustRead,
  listMustReadReaders,
  listMyMustReads,
  markMustRead,
  mustReadReadersCsv,
  remindMustRead,
  setMustRead,
} from './must-read.service.ts';

export function registerMustReadRoutes(
  app: FastifyInstance,
  { db, publicUrl }: { db: Db; publicUrl: string | null | undefined },
): void {
  defineRoute(app, e.mine, ({ user }) => listMyMustReads({ db, user }));
  defineRoute(app, e.get, ({ user, params }) => getMustRead({ db, user }, params));
  defineRoute(app, e.set, ({ user, params, body }) => setMustRead({ db, user }, { ...params, ...body }));
  defineRoute(app, e.clear, ({ user, params }) => clearMustRead({ db, user }, params));
  defineRoute(app, e.read, ({ user, params }) => markMustRead({ db, user }, params));
  defineRoute(app, e.readers, ({ user, params, query }) =>
    listMustReadReaders({ db, user }, { ...params, ...query }),
  );
  defineRoute(app, e.readersCsv, async ({ user, params, reply }) => {
    const { fileName, text } = await mustReadReadersCsv({ db, user }, params);
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
      .header('cache-control', 'private, no-cache');
    return reply.send(text);
  });
  defineRoute(app, e.remind, ({ user, params }) => remindMustRead({ db, user, publicUrl }, params));
}
