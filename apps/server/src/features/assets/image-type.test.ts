import { describe, expect, it } from 'vitest';
import { detectImage, extensionMatches, hasDataAfterPngEnd } from './image-type.ts';
import { bmpBytes, gifBytes, jpegBytes, pngBytes } from './test-images.ts';

describe('detectImage', () => {
  it('recognises the four accepted formats by content and reads their size', () => {
    expect(detectImage(pngBytes(800, 600))).toEqual({
      extension: 'png',
      mimeType: 'image/png',
      width: 800,
      height: 600,
    });
    expect(detectImage(gifBytes(16, 8))).toMatchObject({ extension: 'gif', width: 16, height: 8 });
    expect(detectImage(jpegBytes())).toMatchObject({
      extension: 'jpg',
      mimeType: 'image/jpeg',
      width: 640,
      height: 480,
    });
    expect(detectImage(bmpBytes(4, 2))).toMatchObject({ extension: 'bmp', width: 4, height: 2 });
  });

  it('refuses anything else, whatever it is called', () => {
    expect(detectImage(Buffer.from('<script>alert(1)</script>'))).toBeNull();
    expect(detectImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(detectImage(Buffer.from('%PDF-1.4'))).toBeNull();
    expect(detectImage(Buffer.from('BM but not a bitmap at all'))).toBeNull();
    expect(detectImage(Buffer.alloc(0))).toBeNull();
  });

  it('needs the name to agree with the content', () => {
    const png = detectImage(pngBytes())!;
    const jpg = detectImage(jpegBytes())!;
    expect(extensionMatches('logo.PNG', png)).toBe(true);
    expect(extensionMatches('photo.jpeg', jpg)).toBe(true);
    expect(extensionMatches('photo.jpg', png)).toBe(false);
    expect(extensionMatches('logo.png.exe', png)).toBe(false);
    expect(extensionMatches('logo', png)).toBe(false);
  });

  it('tells a PNG that ends at its IEND chunk from one with bytes after it', () => {
    expect(hasDataAfterPngEnd(pngBytes(10, 10))).toBe(false);
    expect(hasDataAfterPngEnd(Buffer.concat([pngBytes(10, 10), Buffer.from('<html>')]))).toBe(true);
  });
});
