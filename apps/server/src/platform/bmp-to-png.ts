// A BMP upload is stored as the PNG of its pixels, so every part that shows images (tiles,
// thumbnails, browsers) reads it like any other. Reading a bitmap of up to MAX_IMAGE_PIXELS takes
// far longer than a turn of the event loop should, so it runs in the worker pool.
import sharp from 'sharp';
import { decodeBmp } from './bmp-decoder.ts';
import { runInWorker } from './worker-pool.ts';

const THIS_MODULE = new URL(import.meta.url);

/** In a pool worker: the BMP's pixels encoded as a PNG (without an alpha channel when opaque). */
export async function encodeBmpAsPng(bytes: Uint8Array): Promise<Uint8Array> {
  const { width, height, rgba, hasAlpha } = decodeBmp(bytes);
  const image = sharp(rgba, { raw: { width, height, channels: 4 } });
  const png = await (hasAlpha ? image : image.removeAlpha()).png().toBuffer();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}

/** The BMP as a PNG; throws (a BmpError's message) when the bitmap cannot be read whole. */
export async function convertBmpToPng(bytes: Buffer): Promise<Buffer> {
  // A copy of just these bytes moves to the worker instead of the whole buffer they may sit in.
  const own = new Uint8Array(bytes);
  const png = await runInWorker<Uint8Array>(THIS_MODULE, 'encodeBmpAsPng', own, [own.buffer]);
  return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
}
