// Your Profile's photo (spec 3 §5): a .jpg or .png checked by its bytes, at most 5 MB and
// 6000 × 6000 pixels, decoded and re-encoded by sharp so nothing but pixels is kept (no EXIF
// location, no trailing payload), and scaled down to what a picture tile can use.
import { MAX_PHOTO_BYTES, MAX_PHOTO_DIMENSION } from '@atrium/contracts';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../platform/errors.ts';
import { detectImage, extensionMatches } from '../assets/index.ts';

/** The largest picture tile is 22 rem, 704 px on a sharp screen; 1024 leaves room to crop. */
export const STORED_PHOTO_PX = 1024;

const refuse = (message: string) => new AppError('validation_failed', message, 400);
const notAPhoto = () => refuse('Upload a .jpg or .png photo.');
const tooLarge = () =>
  refuse(`The photo may be at most ${MAX_PHOTO_DIMENSION} × ${MAX_PHOTO_DIMENSION} pixels.`);

/** The photo as stored: a JPEG of at most STORED_PHOTO_PX on its longer side, upright. */
export async function preparePhoto(input: { fileName: string; bytes: Buffer }): Promise<Buffer> {
  const { bytes } = input;
  if (bytes.length === 0) throw notAPhoto();
  if (bytes.length > MAX_PHOTO_BYTES) throw refuse('The photo is larger than 5 MB.');
  const info = detectImage(bytes);
  if (
    !info ||
    (info.extension !== 'jpg' && info.extension !== 'png') ||
    !extensionMatches(input.fileName, info)
  )
    throw notAPhoto();
  // The header's size first: a decompression bomb is refused before anything is decoded.
  if ((info.width ?? 0) > MAX_PHOTO_DIMENSION || (info.height ?? 0) > MAX_PHOTO_DIMENSION) throw tooLarge();
  const decoder = () =>
    sharp(bytes, { limitInputPixels: MAX_PHOTO_DIMENSION * MAX_PHOTO_DIMENSION, failOn: 'error' });
  let metadata: Metadata;
  try {
    metadata = await decoder().metadata();
  } catch {
    throw refuse('This photo cannot be read. Save it again as .jpg or .png and retry.');
  }
  if ((metadata.width ?? 0) > MAX_PHOTO_DIMENSION || (metadata.height ?? 0) > MAX_PHOTO_DIMENSION)
    throw tooLarge();
  try {
    return await decoder()
      .rotate()
      .resize(STORED_PHOTO_PX, STORED_PHOTO_PX, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 86, mozjpeg: true })
      .toBuffer();
  } catch {
    throw refuse('This photo cannot be read. Save it again as .jpg or .png and retry.');
  }
}
