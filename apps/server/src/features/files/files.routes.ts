import { cmsEndpoints } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database.ts';
import { defineRoute } from '../../platform/http.ts';
import { contentDisposition, openFileDownload } from './files.service.ts';

export function registerFileRoutes(app: FastifyInstance, { db, dataDir }: { db: Db; dataDir: string }): void {
  defineRoute(app, cmsEndpoints.downloadFile, async ({ params, reply }) => {
    const file = await openFileDownload({ db, dataDir }, params);
    return reply
      .type(file.mimeType)
      .header('content-length', file.size)
      .header('content-disposition', contentDisposition(file.name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-cache')
      .send(file.stream);
  });
}
