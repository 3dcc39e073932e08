// Pictures for the picture tile (spec 3 §2.6, §7 GET /api/v2/cms/image/{field}/{id}/{px}/{px}):
// a person's photo (SquarePhoto) or a library image (TileImage, MetaImage), square, resized once
// per size and cached on disk, with an ETag so a browser that has it gets 304.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PictureField } from '@atrium/contracts';
import { notFound } from '../../platform/errors.ts';
import { findAsset, readAssetImage } from '../assets/assets.service.ts';
import { findPhotoPath } from './people.repo.ts';
import type { PeopleContext } from './people-context.ts';
import { pictureVersionOf } from './person-mapping.ts';
import { cachedPicture, etagOf, type PictureKey } from './picture-cache.ts';

/** A URL carrying the current version (`?v=`) never changes content; without it, recheck hourly. */
const CACHE_VERSIONED = 'private, max-age=31536000, immutable';
const CACHE_PLAIN = 'private, max-age=3600';

export type PictureReply =
  | { status: 304; etag: string; cacheControl: string }
  | { status: 200; etag: string; cacheControl: string; bytes: Buffer; mimeType: string; wasCached: boolean };

/** Stored paths are relative to the files folder; nothing outside it is ever read. */
export function storedFile(dataDir: string, storagePath: string): string {
  const base = path.resolve(dataDir, 'files');
  const absolute = path.resolve(base, storagePath);
  if (!absolute.startsWith(`${base}${path.sep}`)) throw notFound('The photo file is missing.');
  return absolute;
}

async function readStored(file: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch {
    throw notFound('The photo file is missing.');
  }
}

interface PictureSource {
  version: string;
  position: 'top' | 'centre';
  read: () => Promise<Buffer>;
}

async function findSource(ctx: PeopleContext, field: PictureField, id: number): Promise<PictureSource> {
  if (field === 'SquarePhoto') {
    const person = await findPhotoPath(ctx.db, id);
    if (!person) throw notFound('There is no colleague with this id.');
    const { photoPath } = person;
    if (!photoPath) throw notFound('This colleague has no photo.');
    return {
      version: pictureVersionOf(photoPath),
      position: 'top',
      read: () => readStored(storedFile(ctx.dataDir, photoPath)),
    };
  }
  const asset = await findAsset(ctx, { id });
  if (!asset) throw notFound('This image does not exist.');
  return {
    version: asset.uuid,
    position: 'centre',
    read: async () => (await readAssetImage(ctx, { id })).bytes,
  };
}

/** If-None-Match holds one or more tags, possibly weak (W/"…"), or *. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });
}

export async function getPicture(
  ctx: PeopleContext,
  input: { field: PictureField; id: number; px: number; ifNoneMatch?: string; version?: string },
): Promise<PictureReply> {
  const source = await findSource(ctx, input.field, input.id);
  const key: PictureKey = { field: input.field, id: input.id, version: source.version, px: input.px };
  const etag = etagOf(key);
  const cacheControl = input.version === source.version ? CACHE_VERSIONED : CACHE_PLAIN;
  if (matchesEtag(input.ifNoneMatch, etag)) return { status: 304, etag, cacheControl };
  const picture = await cachedPicture({
    dataDir: ctx.dataDir,
    inMaking: ctx.picturesInMaking,
    key,
    position: source.position,
    readSource: source.read,
  });
  if (!picture) throw notFound('This picture cannot be shown.');
  return { status: 200, etag, cacheControl, ...picture };
}
