import { cmsEndpoints, MAX_IMAGE_BYTES } from '@atrium/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/http.ts';
import type { AuthUser } from '../../platform/session.ts';
import { readAssetImage, searchAssets, uploadAsset } from './assets.service.ts';

/** Reads the multipart field `file` (and an optional `title` sent before it). */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart())
    throw new AppError('validation_failed', 'Send the image as multipart/form-data.', 400);
  const file = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
  if (!file) throw new AppError('validation_failed', 'No file was sent.', 400);
  const bytes = await file.toBuffer();
  const titleField = file.fields.title;
  const title =
    titleField && !Array.isArray(titleField) && titleField.type === 'field'
      ? String(titleField.value)
      : undefined;
  return { fileName: file.filename, bytes, title };
}

export function sendImage(reply: FastifyReply, image: { bytes: Buffer; mimeType: string }) {
  return reply
    .type(image.mimeType)
    .header('cache-control', 'private, max-age=3600')
    .header('x-content-type-options', 'nosniff')
    .send(image.bytes);
}

export function registerAssetRoutes(
  app: FastifyInstance,
  { db, dataDir }: { db: Db; dataDir: string },
): void {
  const upload = async (user: AuthUser, request: FastifyRequest) =>
    uploadAsset({ db, dataDir, user, ...(await readUpload(request)) });

  defineRoute(app, cmsEndpoints.assets, ({ query }) => searchAssets({ db, ...query }));
  defineRoute(app, cmsEndpoints.uploadAsset, ({ user, request }) => upload(user, request));
  defineRoute(app, cmsEndpoints.upload, async ({ user, request }) => {
    const asset = await upload(user, request);
    return { ...asset, url: asset.Url };
  });
  defineRoute(app, cmsEndpoints.metaImage, async ({ params, reply }) =>
    sendImage(reply, await readAssetImage({ db, dataDir, id: params.oid })),
  );
}
