// Recognises the image formats the library accepts by their first bytes (spec 3 §5: .jpg .png
// .bmp .gif), and reads their pixel size from the header.
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE_PX } from '@atrium/contracts';

export interface ImageInfo {
  extension: 'jpg' | 'png' | 'bmp' | 'gif';
  mimeType: string;
  width: number | null;
  height: number | null;
}

/** The OS/2 core header (12 bytes, 16-bit sizes) and the Windows ones. */
const BMP_CORE_HEADER_SIZE = 12;
const BMP_HEADER_SIZES: ReadonlySet<number> = new Set([BMP_CORE_HEADER_SIZE, 40, 52, 56, 64, 108, 124]);

const startsWith = (bytes: Buffer, signature: number[]) => signature.every((b, i) => bytes[i] === b);

function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at++;
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    // Start-of-frame markers carry the size; C4, C8 and CC are other tables.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/** The image's type by content, or null when the bytes are not one of the accepted formats. */
export function detectImage(bytes: Buffer): ImageInfo | null {
  if (bytes.length >= 24 && startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return {
      extension: 'png',
      mimeType: 'image/png',
      width: bytes.readUInt32BE(16),
      height: bytes.readUInt32BE(20),
    };
  }
  if (
    bytes.length >= 10 &&
    (bytes.subarray(0, 6).toString('latin1') === 'GIF87a' ||
      bytes.subarray(0, 6).toString('latin1') === 'GIF89a')
  ) {
    return {
      extension: 'gif',
      mimeType: 'image/gif',
      width: bytes.readUInt16LE(6),
      height: bytes.readUInt16LE(8),
    };
  }
  if (bytes.length >= 4 && startsWith(bytes, [0xff, 0xd8, 0xff])) {
    const size = jpegSize(bytes);
    return {
      extension: 'jpg',
      mimeType: 'image/jpeg',
      width: size?.width ?? null,
      height: size?.height ?? null,
    };
  }
  // 'BM' followed, at byte 14, by the size of one of the known DIB headers.
  if (bytes.length >= 26 && startsWith(bytes, [0x42, 0x4d]) && BMP_HEADER_SIZES.has(bytes.readUInt32LE(14))) {
    const isCore = bytes.readUInt32LE(14) === BMP_CORE_HEADER_SIZE;
    return {
      extension: 'bmp',
      mimeType: 'image/bmp',
      width: isCore ? bytes.readUInt16LE(18) : Math.abs(bytes.readInt32LE(18)),
      height: isCore ? Math.abs(bytes.readInt16LE(20)) : Math.abs(bytes.readInt32LE(22)),
    };
  }
  return null;
}

/** The name's extension must be an accepted one too, and agree with the content. */
export function extensionMatches(fileName: string, info: ImageInfo): boolean {
  const extension = fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  if (extension === 'jpeg') return info.extension === 'jpg';
  return extension === info.extension;
}

/**
 * Why an image of this size is refused, or null when it is fine: a huge canvas in a small file
 * (a decompression bomb) would take gigabytes to decode, so the header's size is checked first.
 */
export function imageSizeProblem(width: number | null, height: number | null): string | null {
  const w = width ?? 0;
  const h = height ?? 0;
  if (w > MAX_IMAGE_SIDE_PX || h > MAX_IMAGE_SIDE_PX || w * h > MAX_IMAGE_PIXELS)
    return `Images may be at most ${MAX_IMAGE_SIDE_PX} pixels a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels; this one is ${w} × ${h}.`;
  return null;
}

/**
 * Whether a PNG carries bytes after its IEND chunk — nothing a viewer shows, but room for a
 * payload (an HTML page appended to a picture) that a browser sniffing the file might run.
 */
export function hasDataAfterPngEnd(bytes: Buffer): boolean {
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.subarray(at + 4, at + 8).toString('latin1');
    at += 12 + length;
    if (type === 'IEND') return at < bytes.length;
  }
  return false;
}
