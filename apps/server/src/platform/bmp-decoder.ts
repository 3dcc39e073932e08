// Windows bitmaps (spec 3 §5 accepts .bmp uploads) read into RGBA pixels: the OS/2 core header and
// the Windows headers (40 to 124 bytes), 1/2/4/8-bit palettes, 16/24/32-bit colour (bit fields
// included), RLE8 and RLE4, bottom-up and top-down. Anything cut short, out of bounds or of a
// kind it does not know (JPEG or PNG inside a BMP, OS/2 Huffman) throws a BmpError.
import { MAX_IMAGE_PIXELS } from '@atrium/contracts';

export interface DecodedBitmap {
  width: number;
  height: number;
  /** Four bytes a pixel, red, green, blue, alpha, rows from the top. */
  rgba: Uint8Array;
  /** Whether any pixel is not fully opaque (RLE gaps, an alpha mask). */
  hasAlpha: boolean;
}

export class BmpError extends Error {
  override name = 'BmpError';
}

const CORE_HEADER = 12;
const OS2_V2_HEADER = 64;
const BI_RGB = 0;
const BI_RLE8 = 1;
const BI_RLE4 = 2;
const BI_BITFIELDS = 3;
const BI_ALPHABITFIELDS = 6;

/** One colour channel of a 16- or 32-bit pixel: where it sits and how to scale it to 0–255. */
interface Channel {
  mask: number;
  shift: number;
  max: number;
}

interface Header {
  width: number;
  height: number;
  isTopDown: boolean;
  bitCount: number;
  compression: number;
  pixelOffset: number;
  /** The palette as packed pixels, 1 << bitCount of them: an index past the file's palette is black. */
  colours: Uint32Array;
  /** Red, green, blue, alpha; alpha absent when the pixels carry none. */
  channels: [Channel, Channel, Channel, Channel | null] | null;
}

const fail = (reason: string): never => {
  throw new BmpError(reason);
};

function channelOf(mask: number): Channel | null {
  const bits = mask >>> 0;
  if (bits === 0) return null;
  let shift = 0;
  while (((bits >>> shift) & 1) === 0) shift++;
  const max = bits >>> shift;
  if ((max & (max + 1)) !== 0) fail('A colour mask has gaps.');
  return { mask: bits, shift, max };
}

function readMasks(view: DataView, at: number, count: number): Header['channels'] {
  if (at + count * 4 > view.byteLength) fail('The colour masks are cut off.');
  const mask = (i: number) => (i < count ? view.getUint32(at + i * 4, true) : 0);
  const [red, green, blue] = [channelOf(mask(0)), channelOf(mask(1)), channelOf(mask(2))];
  if (!red || !green || !blue) fail('A colour mask is empty.');
  return [red as Channel, green as Channel, blue as Channel, channelOf(mask(3))];
}

const DEFAULT_MASKS: Record<number, number[]> = {
  16: [0x7c00, 0x03e0, 0x001f],
  32: [0x00ff0000, 0x0000ff00, 0x000000ff],
};

function readHeader(bytes: Uint8Array): Header {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 26 || bytes[0] !== 0x42 || bytes[1] !== 0x4d) fail('Not a BMP file.');
  const pixelOffset = view.getUint32(10, true);
  const headerSize = view.getUint32(14, true);
  if (14 + headerSize > bytes.length) fail('The header is cut off.');
  const isCore = headerSize === CORE_HEADER;
  if (!isCore && headerSize < 40) fail('Unknown header size.');
  const width = isCore ? view.getUint16(18, true) : view.getInt32(18, true);
  const rawHeight = isCore ? view.getInt16(20, true) : view.getInt32(22, true);
  const planes = view.getUint16(isCore ? 22 : 26, true);
  const bitCount = view.getUint16(isCore ? 24 : 28, true);
  const compression = isCore ? BI_RGB : view.getUint32(30, true);
  if (width <= 0 || rawHeight === 0 || rawHeight === -2147483648) fail('The size is not valid.');
  if (width * Math.abs(rawHeight) > MAX_IMAGE_PIXELS) fail('The image has too many pixels.');
  if (planes !== 1) fail('A BMP has one plane.');
  // An OS/2 2.x header gives 3 and 4 other meanings (Huffman, RLE24), which are not read.
  if (headerSize === OS2_V2_HEADER && compression >= BI_BITFIELDS) fail('Unsupported OS/2 compression.');
  const isTopDown = rawHeight < 0;
  const height = Math.abs(rawHeight);

  const kinds: Record<number, number[]> = {
    [BI_RGB]: [1, 2, 4, 8, 16, 24, 32],
    [BI_RLE8]: [8],
    [BI_RLE4]: [4],
    [BI_BITFIELDS]: [16, 32],
    [BI_ALPHABITFIELDS]: [16, 32],
  };
  if (!kinds[compression]) fail('Unsupported compression (JPEG or PNG inside a BMP are not read).');
  if (!kinds[compression].includes(bitCount)) fail('The bit depth does not match the compression.');
  if (isTopDown && (compression === BI_RLE8 || compression === BI_RLE4)) fail('RLE images are bottom-up.');

  let tableAt = 14 + headerSize;
  let channels: Header['channels'] = null;
  if (compression === BI_BITFIELDS || compression === BI_ALPHABITFIELDS) {
    // Headers of 52 bytes or more hold the masks; a 40-byte one is followed by them.
    const count = compression === BI_ALPHABITFIELDS || headerSize >= 56 ? 4 : 3;
    channels = readMasks(view, headerSize >= 52 ? 54 : tableAt, count);
    if (headerSize < 52) tableAt += count * 4;
  } else if (bitCount === 16 || bitCount === 32) {
    const [r, g, b] = DEFAULT_MASKS[bitCount].map(channelOf) as Channel[];
    channels = [r, g, b, null];
  }

  let colours = new Uint32Array(0);
  if (bitCount <= 8) {
    const entrySize = isCore ? 3 : 4;
    const used = isCore ? 0 : view.getUint32(46, true);
    const count = Math.min(used === 0 ? 1 << bitCount : used, 1 << bitCount);
    if (used > 1 << 16) fail('The palette is too large.');
    const end = tableAt + count * entrySize;
    if (end > bytes.length || end > Math.max(pixelOffset, tableAt)) fail('The palette is cut off.');
    // Black, as browsers show an index past the palette.
    colours = new Uint32Array(1 << bitCount).fill(packed(0, 0, 0, 255));
    for (let i = 0; i < count; i++) {
      const at = tableAt + i * entrySize;
      colours[i] = packed(bytes[at + 2], bytes[at + 1], bytes[at], 255);
    }
  }
  if (pixelOffset >= bytes.length) fail('There are no pixels.');
  return { width, height, isTopDown, bitCount, compression, pixelOffset, colours, channels };
}

/**
 * One pixel as the four bytes red, green, blue, alpha in memory: the pixels are written as 32-bit
 * words on a little-endian machine (every platform Node runs the portal on), one store each.
 */
const packed = (r: number, g: number, b: number, a: number) => (r | (g << 8) | (b << 16) | (a << 24)) >>> 0;

const scaled = (value: number, channel: Channel) =>
  channel.max === 255
    ? (value >>> channel.shift) & 255
    : Math.round((((value & channel.mask) >>> channel.shift) * 255) / channel.max);

function readUncompressed(bytes: Uint8Array, header: Header, out: Uint32Array): boolean {
  const { width, height, bitCount, channels, colours, pixelOffset } = header;
  const stride = Math.ceil((width * bitCount) / 32) * 4;
  const lastRowBytes = Math.ceil((width * bitCount) / 8);
  if (pixelOffset + stride * (height - 1) + lastRowBytes > bytes.length) fail('The pixels are cut off.');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const [red, green, blue, alpha] = channels ?? [null, null, null, null];
  let hasAlpha = false;
  let hasVisible = false;
  for (let row = 0; row < height; row++) {
    const src = pixelOffset + row * stride;
    let at = (header.isTopDown ? row : height - 1 - row) * width;
    if (bitCount <= 8) {
      const perByte = 8 / bitCount;
      const mask = (1 << bitCount) - 1;
      for (let x = 0; x < width; x++, at++) {
        const byte = bytes[src + Math.floor(x / perByte)];
        out[at] = colours[(byte >> (8 - bitCount * ((x % perByte) + 1))) & mask];
      }
    } else if (bitCount === 24) {
      for (let x = 0, s = src; x < width; x++, at++, s += 3) {
        out[at] = packed(bytes[s + 2], bytes[s + 1], bytes[s], 255);
      }
    } else {
      const size = bitCount / 8;
      for (let x = 0, s = src; x < width; x++, at++, s += size) {
        const value = size === 2 ? view.getUint16(s, true) : view.getUint32(s, true);
        const a = alpha ? scaled(value, alpha) : 255;
        out[at] = packed(
          scaled(value, red as Channel),
          scaled(value, green as Channel),
          scaled(value, blue as Channel),
          a,
        );
        if (a !== 255) hasAlpha = true;
        if (a !== 0) hasVisible = true;
      }
    }
  }
  // An alpha mask over bytes that are all zero is a writer leaving them unset: shown opaque.
  if (hasAlpha && !hasVisible) {
    for (let at = 0; at < out.length; at++) out[at] = (out[at] | 0xff000000) >>> 0;
    return false;
  }
  return hasAlpha;
}

/**
 * RLE8 and RLE4: runs of one index, literal stretches, line ends and jumps. Pixels the stream
 * skips stay transparent; a run past the row's end is cut there; a stream that stops before its
 * end-of-bitmap mark is cut off.
 */
function readRunLength(bytes: Uint8Array, header: Header, out: Uint32Array): boolean {
  const { width, height, colours, compression } = header;
  const isRle4 = compression === BI_RLE4;
  const need = (at: number, count: number) => {
    if (at + count > bytes.length) fail('The pixels are cut off.');
  };
  let at = header.pixelOffset;
  let x = 0;
  let row = 0;
  let skipped = false;
  for (;;) {
    need(at, 2);
    const count = bytes[at];
    const value = bytes[at + 1];
    at += 2;
    const rowStart = (height - 1 - row) * width;
    if (count > 0) {
      const shown = Math.min(count, width - x);
      if (!isRle4) out.fill(colours[value], rowStart + x, rowStart + x + Math.max(0, shown));
      else
        for (let i = 0; i < shown; i++)
          out[rowStart + x + i] = colours[i % 2 === 0 ? value >> 4 : value & 15];
      x += count;
    } else if (value === 0) {
      if (x < width) skipped = true;
      x = 0;
      row++;
    } else if (value === 1) {
      if (row < height - 1 || x < width) skipped = true;
      return skipped;
    } else if (value === 2) {
      need(at, 2);
      x += bytes[at];
      row += bytes[at + 1];
      at += 2;
      skipped = true;
    } else {
      const length = isRle4 ? Math.ceil(value / 2) : value;
      need(at, length);
      const shown = Math.min(value, width - x);
      for (let i = 0; i < shown; i++) {
        const byte = bytes[at + (isRle4 ? i >> 1 : i)];
        out[rowStart + x + i] = colours[isRle4 ? (i % 2 === 0 ? byte >> 4 : byte & 15) : byte];
      }
      x += value;
      at += length + (length % 2);
    }
    if (row >= height) return skipped;
  }
}

/** Reads a BMP into RGBA pixels; throws a BmpError when the file is not one it can read whole. */
export function decodeBmp(bytes: Uint8Array): DecodedBitmap {
  const header = readHeader(bytes);
  const pixels = new Uint32Array(header.width * header.height);
  const isRle = header.compression === BI_RLE8 || header.compression === BI_RLE4;
  const hasAlpha = isRle ? readRunLength(bytes, header, pixels) : readUncompressed(bytes, header, pixels);
  return { width: header.width, height: header.height, rgba: new Uint8Array(pixels.buffer), hasAlpha };
}
