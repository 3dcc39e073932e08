import path from 'node:path';
import {
  assetEndpoints,
  EntryNameSchema,
  FILES_MESSAGES,
  fileEndpoints,
  MAX_LOCAL_FILE_BYTES,
} from '@atrium/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { handleEndpoint } from '../../platform/http.ts';
import { servedContentType } from '../../platform/served-types.ts';
import { readSingleUpload } from '../../platform/upload.ts';
import type { SiteCache } from '../site/index.ts';
import type { BoxConnector } from './box/box-connector.ts';
import { boxTarget } from './box/box-connector.ts';
import { registerBoxSandbox } from './box/box-sandbox.endpoints.ts';
import { contentDisposition, listFolder, openDownload, readThumbnail } from './files.service.ts';
import {
  createLocalFolder,
  deleteLocalEntry,
  renameLocalEntry,
  uploadLocalFile,
} from './local-files.service.ts';

/** The multipart field `file`, refused with 413 (never cut short) beyond the size limit. */
async function readUpload(request: FastifyRequest) {
  const { file, bytes } = await readSingleUpload(request, {
    maxBytes: MAX_LOCAL_FILE_BYTES,
    tooLarge: FILES_MESSAGES.tooLarge,
    notMultipart: 'Send the file as multipart/form-data.',
  });
  const fileName = EntryNameSchema.safeParse(path.basename(file.filename ?? ''));
  if (!fileName.success) throw new AppError('validation_failed', FILES_MESSAGES.badName, 400);
  return { fileName: fileName.data, mimeType: file.mimetype || 'application/octet-stream', bytes };
}

export function registerFileEndpoints(
  app: FastifyInstance,
  {
    db,
    siteCache,
    dataDir,
    config,
    box,
    sandboxToken,
  }: {
    db: Db;
    siteCache: SiteCache;
    dataDir: string;
    config: Config;
    box: BoxConnector;
    sandboxToken: string | null;
  },
): void {
  const ctxOf = (user: Parameters<typeof listFolder>[0]['user']) => ({ db, siteCache, dataDir, box, user });
  const boxSandbox = boxTarget(config, sandboxToken);
  if (boxSandbox.kind === 'sandbox') registerBoxSandbox(app, { token: boxSandbox.token });

  handleEndpoint(app, fileEndpoints.folder, ({ user, params, query }) =>
    listFolder(ctxOf(user), { folderId: params.folderId, ...query }),
  );
  handleEndpoint(app, assetEndpoints.downloadFile, async ({ user, params, reply }) => {
    const file = await openDownload(ctxOf(user), params);
    reply
      .type(servedContentType(file.mimeType))
      .header('content-length', file.size)
      .header('content-disposition', contentDisposition(file.name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-cache');
    return reply.send('stream' in file ? file.stream : file.bytes);
  });
  handleEndpoint(app, fileEndpoints.thumbnail, async ({ user, params, reply }) => {
    const png = await readThumbnail(ctxOf(user), params);
    return reply
      .type('image/png')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=3600')
      .send(png);
  });
  handleEndpoint(app, fileEndpoints.createLocalFolder, ({ user, body }) =>
    createLocalFolder(ctxOf(user), body),
  );
  handleEndpoint(app, fileEndpoints.uploadLocalFile, async ({ user, params, request }) => {
    const upload = await readUpload(request);
    return uploadLocalFile(ctxOf(user), { folderId: params.folderId, ...upload });
  });
  handleEndpoint(app, fileEndpoints.renameLocalEntry, ({ user, params, body }) =>
    renameLocalEntry(ctxOf(user), { id: params.id, name: body.name }),
  );
  handleEndpoint(app, fileEndpoints.deleteLocalEntry, ({ user, params }) =>
    deleteLocalEntry(ctxOf(user), params),
  );
}
