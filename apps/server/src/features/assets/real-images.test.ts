// Real images through the image library: what it accepts it can show as a picture tile, and what
// it cannot show is refused on upload with a reason. The files are the PngSuite (valid and corrupt
// PNGs, BMPs) and EXIF-rotated photos, kept in ./fixtures with their licences.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Asset } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/site-api.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';
import { DATA_AFTER_PNG, UNREADABLE_IMAGE, UNSHOWABLE_BMP } from './assets.service.ts';
import { multipartBody, pngBytes } from './test-images.ts';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const images = (folder: string) =>
  readdirSync(path.join(FIXTURES, folder))
    .filter((name) => /\.(png|jpg|bmp)$/.test(name))
    .map((name) => ({ name, bytes: readFileSync(path.join(FIXTURES, folder, name)) }));

// PngSuite names its corrupt files x…; every other PNG of it is valid.
const suite = images('pngsuite');
const validPngs = suite.filter((f) => f.name.endsWith('.png') && !f.name.startsWith('x'));
const corruptPngs = suite.filter((f) => f.name.endsWith('.png') && f.name.startsWith('x'));
const bmps = suite.filter((f) => f.name.endsWith('.bmp'));
const photos = images('exif-orientation');

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
}

async function expectRefused(file: { name: string; bytes: Buffer }, ...messages: string[]) {
  const response = await upload(file);
  expect(response.statusCode, file.name).toBe(400);
  expect(messages, file.name).toContain(response.json().message);
}

/** A file whose signature is broken is not recognised as an image at all. */
const NOT_AN_IMAGE = 'Upload a .jpg, .png, .bmp or .gif image.';

describe('real images in the image library', () => {
  it('has the images to check', () => {
    expect(validPngs.length).toBeGreaterThan(150);
    expect(corruptPngs.length).toBe(14);
    expect(bmps.length).toBe(3);
    expect(photos.length).toBe(2);
  });

  it('shows as a picture tile every valid PngSuite image and every EXIF-rotated photo it accepts', async () => {
    for (const file of [...validPngs, ...photos]) await expectShown(file);
  }, 300_000);

  it('refuses every corrupt PngSuite image with a reason', async () => {
    for (const file of corruptPngs) await expectRefused(file, UNREADABLE_IMAGE, NOT_AN_IMAGE);
  }, 120_000);

  it('refuses a BMP, which the picture tiles cannot decode', async () => {
    for (const file of bmps) await expectRefused(file, UNSHOWABLE_BMP);
  });

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
