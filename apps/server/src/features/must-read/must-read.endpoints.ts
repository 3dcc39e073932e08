import { mustReadEndpoints as e } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database.ts';
import { handleEndpoint } from '../../platform/http.ts';
import type { SiteCache } from '../site/index.ts';
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

export function registerMustReadEndpoints(
  app: FastifyInstance,
  { db, siteCache, publicUrl }: { db: Db; siteCache: SiteCache; publicUrl: string | null | undefined },
): void {
  handleEndpoint(app, e.mine, ({ user }) => listMyMustReads({ db, siteCache, user }));
  handleEndpoint(app, e.get, ({ user, params }) => getMustRead({ db, siteCache, user }, params));
  handleEndpoint(app, e.set, ({ user, params, body }) =>
    setMustRead({ db, siteCache, user }, { ...params, ...body }),
  );
  handleEndpoint(app, e.clear, ({ user, params }) => clearMustRead({ db, siteCache, user }, params));
  handleEndpoint(app, e.read, ({ user, params }) => markMustRead({ db, siteCache, user }, params));
  handleEndpoint(app, e.readers, ({ user, params, query }) =>
    listMustReadReaders({ db, siteCache, user }, { ...params, ...query }),
  );
  handleEndpoint(app, e.readersCsv, async ({ user, params, reply }) => {
    const { fileName, text } = await mustReadReadersCsv({ db, siteCache, user }, params);
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
      .header('cache-control', 'private, no-cache');
    return reply.send(text);
  });
  handleEndpoint(app, e.remind, ({ user, params }) =>
    remindMustRead({ db, siteCache, user, publicUrl }, params),
  );
}
