// The one image decoder: every picture tile and thumbnail is resized with it, and every library
// image is decoded with it on upload (a BMP once turned into a PNG: bmp-to-png.ts), so an image the
// library accepts is one it can show. Errors refuse an image; warnings (a JPEG with a few stray
// bytes) do not, as browsers show those too.
import { MAX_IMAGE_PIXELS } from '@atrium/contracts';
import sharp, { type Sharp } from 'sharp';

export function openImage(bytes: Buffer | string): Sharp {
  return sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
}

/** Decodes the whole image as a small square would be made from it; throws when it cannot. */
export async function proveDecodable(bytes: Buffer): Promise<void> {
  await openImage(bytes).rotate().resize(32, 32, { fit: 'cover' }).webp().toBuffer();
}
