// Real images through the image library: what it accepts it can show as a picture tile, and what
// it cannot show is refused on upload with a reason. The files are the PngSuite (valid and corrupt
// PNGs, BMPs), EXIF-rotated photos, the BMP Suite (good, bad and questionable bitmaps, with the
// suite's own PNG renderings of some) and odd files of Pillow's tests, kept in ./fixtures with
// their licences.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Asset } from '@atrium/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/site-api.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';
import { DATA_AFTER_PNG, UNREADABLE_IMAGE } from './assets.service.ts';
import { multipartBody, pngBytes } from './test-images.ts';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const images = (folder: string) =>
  readdirSync(path.join(FIXTURES, folder))
    .filter((name) => /\.(png|jpg|bmp|gif)$/.test(name))
    .map((name) => ({ name, bytes: readFileSync(path.join(FIXTURES, folder, name)) }));

// PngSuite names its corrupt files x…; every other PNG of it is valid.
const suite = images('pngsuite');
const validPngs = suite.filter((f) => f.name.endsWith('.png') && !f.name.startsWith('x'));
const corruptPngs = suite.filter((f) => f.name.endsWith('.png') && f.name.startsWith('x'));
const bmps = suite.filter((f) => f.name.endsWith('.bmp'));
const photos = images('exif-orientation');
const goodBmps = images('bmpsuite/g');
const badBmps = images('bmpsuite/b');
const questionableBmps = images('bmpsuite/q');
const oddPillowImages = images('pillow');

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, DEMO.admin);
}, 120_000);
afterAll(() => t.close());

const upload = (file: { name: string; bytes: Buffer }) =>
  admin.request({
    method: 'POST',
    url: '/api/v2/webComand/assets',
    ...multipartBody([{ name: 'file', value: file.bytes, filename: file.name, type: 'image/png' }]),
  });

async function expectShown(file: { name: string; bytes: Buffer }) {
  const response = await upload(file);
  expect(response.statusCode, `${file.name}: ${response.body}`).toBe(200);
  const asset: Asset = response.json();
  const tile = await admin.get(`/api/v2/cms/image/TileImage/${asset.OID}/64/64`);
  expect(tile.statusCode, `${file.name} as a tile`).toBe(200);
  expect(tile.headers['content-type']).toBe('image/webp');
  return asset;
}

async function expectRefused(file: { name: string; bytes: Buffer }, ...messages: string[]) {
  const response = await upload(file);
  expect(response.statusCode, file.name).toBe(400);
  expect(messages, file.name).toContain(response.json().message);
}

/** What the library does with a file: 'shown' (stored, served as a tile) or its refusal. */
async function outcomeOf(file: { name: string; bytes: Buffer }): Promise<string> {
  const response = await upload(file);
  if (response.statusCode !== 200) return response.json().message;
  const tile = await admin.get(`/api/v2/cms/image/TileImage/${response.json().OID}/64/64`);
  return tile.statusCode === 200 && tile.headers['content-type'] === 'image/webp'
    ? 'shown'
    : `tile ${tile.statusCode}`;
}

async function outcomesOf(files: { name: string; bytes: Buffer }[]): Promise<Record<string, string>> {
  const outcomes: Record<string, string> = {};
  for (const file of files) outcomes[file.name] = await outcomeOf(file);
  return outcomes;
}

/** The stored image's pixels, four bytes each, as the library serves them. */
async function servedPixels(asset: Asset): Promise<Buffer> {
  const image = await admin.get(asset.Url);
  expect(image.headers['content-type']).toBe('image/png');
  return sharp(image.rawPayload).ensureAlpha().raw().toBuffer();
}

const largestDifference = (a: Buffer, b: Buffer) => {
  expect(a.length).toBe(b.length);
  let largest = 0;
  for (let i = 0; i < a.length; i++) largest = Math.max(largest, Math.abs(a[i] - b[i]));
  return largest;
};

/**
 * The PNG that shows what a bitmap must look like: the PngSuite original of its BMP conversions,
 * or the BMP Suite's rendering of the picture the bitmap stores another way (RLE, top-down, OS/2,
 * bit fields, a palette it does not need). pal1wb and pal8nonsquare picture something else.
 */
function renderingOf(name: string): string | null {
  if (name.startsWith('basn')) return path.join(FIXTURES, 'pngsuite', name.replace(/\.bmp$/, '.png'));
  const sameAs: Record<string, string> = {
    'pal4rle.bmp': 'pal4',
    'pal8-0.bmp': 'pal8',
    'pal8os2.bmp': 'pal8',
    'pal8rle.bmp': 'pal8',
    'pal8topdown.bmp': 'pal8',
    'pal8v4.bmp': 'pal8',
    'pal8v5.bmp': 'pal8',
    'rgb16-565pal.bmp': 'rgb16-565',
    'rgb24pal.bmp': 'rgb24',
    'rgb32.bmp': 'rgb24',
    'rgb32bf.bmp': 'rgb24',
  };
  const picture = sameAs[name] ?? name.replace(/\.bmp$/, '');
  const rendering = path.join(FIXTURES, 'bmpsuite/html', `${picture}.png`);
  return existsSync(rendering) ? rendering : null;
}

const SHOWN = 'shown';
/** A file whose signature is broken is not recognised as an image at all. */
const NOT_AN_IMAGE = 'Upload a .jpg, .png, .bmp or .gif image.';

describe('real images in the image library', () => {
  it('has the images to check', () => {
    expect(validPngs.length).toBeGreaterThan(150);
    expect(corruptPngs.length).toBe(14);
    expect(bmps.length).toBe(3);
    expect(photos.length).toBe(2);
    expect(goodBmps.length).toBe(23);
    expect(badBmps.length).toBe(14);
    expect(questionableBmps.length).toBe(18);
    expect(oddPillowImages.length).toBe(27);
  });

  it('shows as a picture tile every valid PngSuite image and every EXIF-rotated photo it accepts', async () => {
    for (const file of [...validPngs, ...photos]) await expectShown(file);
  }, 300_000);

  it('refuses every corrupt PngSuite image with a reason', async () => {
    for (const file of corruptPngs) await expectRefused(file, UNREADABLE_IMAGE, NOT_AN_IMAGE);
  }, 120_000);

  it('shows every PngSuite BMP and every good BMP Suite bitmap, as their PNG renderings show them', async () => {
    let compared = 0;
    for (const file of [...bmps, ...goodBmps]) {
      const asset = await expectShown(file);
      const reference = renderingOf(file.name);
      if (!reference) continue;
      // The suite's renderings round some palette colours one step differently.
      const expected = await sharp(reference).ensureAlpha().raw().toBuffer();
      expect(largestDifference(await servedPixels(asset), expected), file.name).toBeLessThanOrEqual(1);
      compared++;
    }
    expect(compared).toBe(24);
  }, 120_000);

  it('shows or refuses each bad and questionable BMP Suite bitmap', async () => {
    expect(await outcomesOf([...badBmps, ...questionableBmps])).toEqual({
      // Header fields nothing needs to draw the picture (file, image and density sizes) are ignored.
      'badbitssize.bmp': SHOWN,
      'baddens1.bmp': SHOWN,
      'baddens2.bmp': SHOWN,
      'badfilesize.bmp': SHOWN,
      // Runs past a row's end are cut there; an index past the palette is black, as in browsers.
      'badrle.bmp': SHOWN,
      'pal8badindex.bmp': SHOWN,
      'badbitcount.bmp': UNREADABLE_IMAGE,
      'badpalettesize.bmp': UNREADABLE_IMAGE,
      'badplanes.bmp': UNREADABLE_IMAGE,
      'badwidth.bmp': UNREADABLE_IMAGE,
      'rletopdown.bmp': UNREADABLE_IMAGE,
      'shortfile.bmp': UNREADABLE_IMAGE,
      'badheadersize.bmp': NOT_AN_IMAGE,
      'reallybig.bmp': expect.stringMatching(/^Images may be at most 10000 pixels a side/),
      'pal1p1.bmp': SHOWN,
      'pal2.bmp': SHOWN,
      'pal4rletrns.bmp': SHOWN,
      'pal8rletrns.bmp': SHOWN,
      'pal8offs.bmp': SHOWN,
      'pal8os2v2.bmp': SHOWN,
      'pal8oversizepal.bmp': SHOWN,
      'rgb16-231.bmp': SHOWN,
      'rgba16-4444.bmp': SHOWN,
      'rgb32bf-xbgr.bmp': SHOWN,
      'rgb32fakealpha.bmp': SHOWN,
      'rgb32h52.bmp': SHOWN,
      'rgba32.bmp': SHOWN,
      'rgba32abf.bmp': SHOWN,
      'rgba32h56.bmp': SHOWN,
      // A JPEG or PNG wrapped in a BMP header is for printers; the short OS/2 2.x header is rare.
      'rgb24jpeg.bmp': UNREADABLE_IMAGE,
      'rgb24png.bmp': UNREADABLE_IMAGE,
      'pal8os2v2-16.bmp': NOT_AN_IMAGE,
    });
  }, 120_000);

  it('keeps the transparency of a bitmap with an alpha mask and of the gaps an RLE stream skips', async () => {
    for (const name of ['rgba32.bmp', 'pal8rletrns.bmp']) {
      const file = questionableBmps.find((f) => f.name === name);
      if (!file) throw new Error(`missing ${name}`);
      const pixels = await servedPixels(await expectShown(file));
      const alphas = new Set(pixels.filter((_, i) => i % 4 === 3));
      expect(alphas.has(255) && [...alphas].some((a) => a < 255), name).toBe(true);
    }
  });

  it("shows or refuses each odd JPEG, PNG, GIF and BMP of Pillow's tests", async () => {
    expect(await outcomesOf(oddPillowImages)).toEqual({
      // CMYK, 16-bit quantisation tables, ICC data after the frame header, broken EXIF: shown.
      'app13.jpg': SHOWN,
      'hopper_16bit_qtables.jpg': SHOWN,
      'hopper_gray.jpg': SHOWN,
      'icc-after-SOF.jpg': SHOWN,
      'invalid-exif.jpg': SHOWN,
      'pil_sample_cmyk.jpg': SHOWN,
      'truncated_jpeg.jpg': UNREADABLE_IMAGE,
      '1_trns.png': SHOWN,
      'p_16.png': SHOWN,
      'padded_idat.png': SHOWN,
      'png_decompression_dos.png': SHOWN,
      'truncated_end_chunk.png': SHOWN,
      'uncompressed_la.png': SHOWN,
      'unknown_compression_method.png': SHOWN,
      'broken.png': expect.stringMatching(/^Images may be at most 10000 pixels a side/),
      'tRNS_null_1x1.png': DATA_AFTER_PNG,
      'background_outside_palette.gif': SHOWN,
      'comment_after_only_frame.gif': SHOWN,
      'no_palette.gif': SHOWN,
      'transparent.gif': SHOWN,
      'decompression_bomb.gif': UNREADABLE_IMAGE,
      'zero_width.gif': UNREADABLE_IMAGE,
      'hopper_rle8.bmp': SHOWN,
      'hopper_rle8_grayscale.bmp': SHOWN,
      'hopper_rle8_row_overflow.bmp': SHOWN,
      'rgb32bf-abgr.bmp': SHOWN,
      'l2rgb_read.bmp': expect.stringMatching(/^Images may be at most 10000 pixels a side/),
    });
  }, 120_000);

  it('refuses a PNG cut off after 40 bytes and a PNG with an HTML page after its end', async () => {
    const whole = pngBytes(40, 30);
    await expectRefused({ name: 'cut.png', bytes: whole.subarray(0, 40) }, UNREADABLE_IMAGE);
    const page = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    await expectRefused({ name: 'page.png', bytes: Buffer.concat([whole, page]) }, DATA_AFTER_PNG);
    const suiteImage = validPngs[0];
    await expectRefused(
      { name: suiteImage.name, bytes: Buffer.concat([suiteImage.bytes, page]) },
      DATA_AFTER_PNG,
    );
  });
});
