import { cmsEndpoints, MAX_IMAGE_BYTES } from '@atrium/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/http.ts';
import { sendImage } from '../../platform/send-image.ts';
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

export function registerAssetRoutes(
  app: FastifyInstance,
  { db, dataDir }: { db: Db; dataDir: string },
): void {
  defineRoute(app, cmsEndpoints.assets, ({ query }) => searchAssets({ db }, query));
  defineRoute(app, cmsEndpoints.uploadAsset, async ({ user, request }) =>
    uploadAsset({ db, user, dataDir }, await readUpload(request)),
  );
  defineRoute(app, cmsEndpoints.upload, async ({ user, request }) => {
    const asset = await uploadAsset({ db, user, dataDir }, await readUpload(request));
    return { ...asset, url: asset.Url };
  });
  defineRoute(app, cmsEndpoints.metaImage, async ({ params, reply }) =>
    sendImage(reply, await readAssetImage({ db, dataDir }, { id: params.oid })),
  );
}
