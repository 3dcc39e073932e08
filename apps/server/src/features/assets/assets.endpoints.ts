import { assetEndpoints, MAX_IMAGE_BYTES } from '@atrium/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/database.ts';
import { handleEndpoint } from '../../platform/http.ts';
import { sendImage } from '../../platform/send-image.ts';
import { readSingleUpload } from '../../platform/upload.ts';
import { readAssetImage, searchAssets, uploadAsset } from './assets.service.ts';

/** Reads the multipart field `file` (and an optional `title` sent before it). */
async function readUpload(request: FastifyRequest) {
  const { file, bytes } = await readSingleUpload(request, {
    maxBytes: MAX_IMAGE_BYTES,
    tooLarge: 'The image is larger than 10 MB.',
    notMultipart: 'Send the image as multipart/form-data.',
  });
  const titleField = file.fields.title;
  const title =
    titleField && !Array.isArray(titleField) && titleField.type === 'field'
      ? String(titleField.value)
      : undefined;
  return { fileName: file.filename, bytes, title };
}

export function registerAssetEndpoints(
  app: FastifyInstance,
  { db, dataDir }: { db: Db; dataDir: string },
): void {
  handleEndpoint(app, assetEndpoints.assets, ({ query }) => searchAssets({ db }, query));
  handleEndpoint(app, assetEndpoints.uploadAsset, async ({ user, request }) =>
    uploadAsset({ db, user, dataDir }, await readUpload(request)),
  );
  handleEndpoint(app, assetEndpoints.upload, async ({ user, request }) => {
    const asset = await uploadAsset({ db, user, dataDir }, await readUpload(request));
    return { ...asset, url: asset.Url };
  });
  handleEndpoint(app, assetEndpoints.metaImage, async ({ params, reply }) =>
    sendImage(reply, await readAssetImage({ db, dataDir }, { id: params.oid })),
  );
}
