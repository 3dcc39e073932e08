import { MAX_IMAGE_PIXELS } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { BmpError, decodeBmp } from './bmp-decoder.ts';

/** A 24-bit bitmap of the given rows (top row first), stored bottom-up or top-down. */
function bitmap24(rows: number[][][], { isTopDown }: { isTopDown: boolean }): Buffer {
  const width = rows[0].length;
  const stride = Math.ceil((width * 3) / 4) * 4;
  const stored = isTopDown ? rows : [...rows].reverse();
  const pixels = Buffer.alloc(stride * rows.length);
  for (const [y, row] of stored.entries()) {
    for (const [x, [r, g, b]] of row.entries()) pixels.set([b, g, r], y * stride + x * 3);
  }
  const header = Buffer.alloc(54);
  header.write('BM');
  header.writeUInt32LE(54 + pixels.length, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(width, 18);
  header.writeInt32LE(isTopDown ? -rows.length : rows.length, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  return Buffer.concat([header, pixels]);
}

const RED = [255, 0, 0];
const BLUE = [0, 0, 255];
const rows = [
  [RED, BLUE, RED],
  [BLUE, BLUE, BLUE],
];
const opaque = (pixels: number[][]) => pixels.flatMap((pixel) => [...pixel, 255]);

describe('decodeBmp', () => {
  it('reads bottom-up and top-down bitmaps into the same rows, top first', () => {
    for (const isTopDown of [false, true]) {
      const decoded = decodeBmp(bitmap24(rows, { isTopDown }));
      expect([decoded.width, decoded.height, decoded.hasAlpha]).toEqual([3, 2, false]);
      expect([...decoded.rgba]).toEqual(opaque(rows.flat()));
    }
  });

  it('refuses a bitmap cut off inside its pixels', () => {
    const whole = bitmap24(rows, { isTopDown: false });
    expect(() => decodeBmp(whole.subarray(0, whole.length - 6))).toThrow(BmpError);
  });

  it('refuses a bitmap claiming more pixels than any image may have, before reading them', () => {
    const huge = bitmap24(rows, { isTopDown: false });
    huge.writeInt32LE(MAX_IMAGE_PIXELS, 18);
    expect(() => decodeBmp(huge)).toThrow('The image has too many pixels.');
  });
});
