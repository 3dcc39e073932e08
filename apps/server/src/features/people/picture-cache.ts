// Resized pictures on disk: one file per source version and size under <data>/image-cache, made
// once by sharp (which works off the main thread) and served from disk afterwards. Several
// requests for the same missing size wait for one resize; several processes may both make it,
// and the atomic rename keeps whichever finishes.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openImage } from '../../platform/image-decoder.ts';

/** Bump when the encoding changes, so old files (and old ETags) are not reused. */
export const ENCODING = 'w1';
const MIME_TYPE = 'image/webp';

export interface PictureKey {
  field: string;
  id: number;
  /** Changes whenever the source image changes. */
  version: string;
  px: number;
}

export const cacheFolder = (dataDir: string, field: string, id: number) =>
  path.resolve(dataDir, 'image-cache', field, String(id));

const cacheFile = (dataDir: string, key: PictureKey) =>
  path.join(cacheFolder(dataDir, key.field, key.id), `${key.version}-${key.px}-${ENCODING}.webp`);

export const etagOf = (key: PictureKey) => `"${key.field}-${key.id}-${key.version}-${key.px}-${ENCODING}"`;

/**
 * The pictures being made now, by cache file: a second request for one waits for the first
 * instead of resizing it again. One per app, in the people context.
 */
export type PicturesInMaking = Map<string, Promise<Buffer | undefined>>;

/** Square, cropped to fill; photos keep the top of the picture, where the face usually is. */
export async function resizePicture(source: Buffer, px: number, position: 'top' | 'centre'): Promise<Buffer> {
  return openImage(source)
    .rotate()
    .resize(px, px, { fit: 'cover', position })
    .webp({ quality: 82 })
    .toBuffer();
}

async function makePicture(file: string, options: CachedPictureOptions): Promise<Buffer | undefined> {
  const source = await options.readSource();
  let bytes: Buffer;
  try {
    bytes = await resizePicture(source, options.key.px, options.position);
  } catch {
    // A format sharp cannot read (a BMP in the library) or a broken file: no picture.
    return undefined;
  }
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${randomUUID()}.tmp`;
  await writeFile(partial, bytes);
  await rename(partial, file);
  return bytes;
}

interface CachedPictureOptions {
  dataDir: string;
  inMaking: PicturesInMaking;
  key: PictureKey;
  position: 'top' | 'centre';
  readSource: () => Promise<Buffer>;
}

/**
 * The cached picture, made from `readSource()` when it is not on disk yet; undefined when the
 * source cannot be decoded.
 */
export async function cachedPicture(
  options: CachedPictureOptions,
): Promise<{ bytes: Buffer; mimeType: string; wasCached: boolean } | undefined> {
  const file = cacheFile(options.dataDir, options.key);
  try {
    return { bytes: await readFile(file), mimeType: MIME_TYPE, wasCached: true };
  } catch {
    // not made yet
  }
  const { inMaking } = options;
  let making = inMaking.get(file);
  if (!making) {
    making = makePicture(file, options).finally(() => inMaking.delete(file));
    inMaking.set(file, making);
  }
  const bytes = await making;
  return bytes && { bytes, mimeType: MIME_TYPE, wasCached: false };
}

/** Drops every cached size of one picture (after its source changed). */
export async function forgetPicture(dataDir: string, field: string, id: number): Promise<void> {
  await rm(cacheFolder(dataDir, field, id), { recursive: true, force: true });
}
