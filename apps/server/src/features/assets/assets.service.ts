// The image library (spec 3 §2.13): search, upload checked by content, and serving the bytes.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Asset, MAX_IMAGE_BYTES } from '@atrium/contracts';
import sharp from 'sharp';
import { writeAudit } from '../../platform/audit.ts';
import { convertBmpToPng } from '../../platform/bmp-to-png.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { proveDecodable } from '../../platform/image-decoder.ts';
import type { ServiceContext, SystemContext } from '../../platform/service-context.ts';
import * as repo from './assets.repo.ts';
import {
  detectImage,
  extensionMatches,
  hasDataAfterPngEnd,
  type ImageInfo,
  imageSizeProblem,
} from './image-type.ts';

/** Image files live under the data folder. */
export interface AssetContext extends SystemContext {
  dataDir: string;
}

export const ASSET_TYPE = 'Image';
const assetUrl = (id: number) => `/api/v2/cms/metaImage/${id}?type=${ASSET_TYPE}`;

export function toAsset(row: repo.AssetRow): Asset {
  return {
    OID: row.id,
    UUID: row.uuid,
    Title: row.title,
    Type: { Identifier: row.typeIdentifier },
    MimeType: row.mimeType,
    Width: row.width,
    Height: row.height,
    Url: assetUrl(row.id),
    CreatedAt: row.createdAt.toISOString(),
  };
}

export async function searchAssets(
  { db }: SystemContext,
  { search, limit }: { search?: string; limit: number },
) {
  return (await repo.searchAssets(db, { search: search || undefined, limit })).map(toAsset);
}

/** The header's size, or sharp's reading of it when the header parser found none (sharp reads no BMP). */
async function refuseHugeImage(info: ImageInfo, bytes: Buffer): Promise<void> {
  let { width, height } = info;
  if ((width === null || height === null) && info.extension !== 'bmp') {
    const metadata = await sharp(bytes)
      .metadata()
      .catch(() => null);
    width = metadata?.width ?? width;
    height = metadata?.height ?? height;
  }
  const problem = imageSizeProblem(width, height);
  if (problem) throw new AppError('validation_failed', problem, 400);
}

export const UNREADABLE_IMAGE = 'This image cannot be read. Save it again as .jpg, .png or .gif and retry.';
export const DATA_AFTER_PNG =
  'This PNG carries data after the end of its picture. Save it again as .png or .jpg and retry.';

/**
 * What the library accepts it can show: the image is decoded here by the decoder the picture tiles
 * and thumbnails use, and refused when that fails (a cut-off or corrupt file).
 */
async function refuseUnshowable(info: ImageInfo, bytes: Buffer): Promise<void> {
  if (info.extension === 'png' && hasDataAfterPngEnd(bytes))
    throw new AppError('validation_failed', DATA_AFTER_PNG, 400);
  try {
    await proveDecodable(bytes);
  } catch {
    throw new AppError('validation_failed', UNREADABLE_IMAGE, 400);
  }
}

/**
 * The image as it is kept: a BMP, which the picture decoder and some browsers cannot read, as the
 * PNG of its pixels; a cut-off or corrupt bitmap is refused like any unreadable image.
 */
async function storedForm(info: ImageInfo, bytes: Buffer): Promise<{ info: ImageInfo; bytes: Buffer }> {
  if (info.extension !== 'bmp') {
    await refuseUnshowable(info, bytes);
    return { info, bytes };
  }
  try {
    const png = await convertBmpToPng(bytes);
    return { info: { ...info, extension: 'png', mimeType: 'image/png' }, bytes: png };
  } catch {
    throw new AppError('validation_failed', UNREADABLE_IMAGE, 400);
  }
}

const notAnImage = () => new AppError('validation_failed', 'Upload a .jpg, .png, .bmp or .gif image.', 400);

/**
 * spec 3 §5 image upload: the name must say .jpg, .png, .bmp or .gif and the bytes must really be
 * one (a renamed script is refused). Stored under the data folder; the database keeps the path.
 */
export async function uploadAsset(
  { db, dataDir, user }: AssetContext & ServiceContext,
  { fileName, bytes, title }: { fileName: string; bytes: Buffer; title?: string },
): Promise<Asset> {
  if (bytes.length === 0) throw notAnImage();
  if (bytes.length > MAX_IMAGE_BYTES) {
    throw new AppError('validation_failed', 'The image is larger than 10 MB.', 400);
  }
  const info = detectImage(bytes);
  if (!info || !extensionMatches(fileName, info)) throw notAnImage();
  await refuseHugeImage(info, bytes);
  const stored = await storedForm(info, bytes);

  const uuid = randomUUID();
  const storagePath = path.posix.join('assets', `${uuid}.${stored.info.extension}`);
  const absolute = path.resolve(dataDir, storagePath);
  await mkdir(path.dirname(absolute), { recursive: true });
  await writeFile(absolute, stored.bytes);
  try {
    const row = await db.transaction(async (tx) => {
      const inserted = await repo.insertAsset(tx, {
        uuid,
        title:
          title?.trim() ||
          path
            .basename(fileName)
            .replace(/\.[^.]+$/, '')
            .slice(0, 300) ||
          'Image',
        typeIdentifier: ASSET_TYPE,
        mimeType: stored.info.mimeType,
        storagePath,
        width: info.width,
        height: info.height,
        sizeBytes: stored.bytes.length,
        createdBy: user.ID,
      });
      await writeAudit(tx, {
        userId: user.ID,
        action: 'asset.upload',
        entity: 'asset',
        entityId: inserted.uuid,
        detail: { title: inserted.title, bytes: stored.bytes.length },
      });
      return inserted;
    });
    return toAsset(row);
  } catch (error) {
    await rm(absolute, { force: true });
    throw error;
  }
}

/** Stored paths are relative to the data folder; nothing outside it is ever served. */
export function resolveStoredPath(baseDir: string, storagePath: string): string {
  const base = path.resolve(baseDir);
  const absolute = path.resolve(base, storagePath);
  if (absolute !== base && !absolute.startsWith(`${base}${path.sep}`)) throw notFound('The file is missing.');
  return absolute;
}

export async function findAsset(
  { db }: SystemContext,
  { id }: { id: number },
): Promise<repo.AssetRow | undefined> {
  return repo.findAssetById(db, id);
}

export async function readAssetImage({ db, dataDir }: AssetContext, { id }: { id: number }) {
  const row = await repo.findAssetById(db, id);
  if (!row) throw notFound('This image does not exist.');
  try {
    const bytes = await readFile(resolveStoredPath(dataDir, row.storagePath));
    return { bytes, mimeType: row.mimeType, title: row.title };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notFound('The image file is missing.');
  }
}
