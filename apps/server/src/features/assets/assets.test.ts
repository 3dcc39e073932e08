import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Asset, ShareCard } from '@atrium/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, createPage, signIn } from '../../test/site-api.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';
import { bmpBytes, gifBytes, jpegBytes, multipartBody, pngBytes } from './test-images.ts';

let t: TestApp;
let admin: TestClient;
let partner: TestClient;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-assets-'));
  t = await createTestApp({ ATRIUM_DATA_DIR: dataDir });
  admin = await signIn(t, DEMO.admin);
  partner = await signIn(t, DEMO.partner);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function upload(
  client: TestClient,
  file: { name: string; bytes: Buffer },
  url = '/api/v2/webComand/assets',
  title?: string,
) {
  const body = multipartBody([
    ...(title ? [{ name: 'title', value: title }] : []),
    { name: 'file', value: file.bytes, filename: file.name, type: 'image/png' },
  ]);
  return client.request({ method: 'POST', url, ...body });
}

const storedFiles = () =>
  existsSync(path.join(dataDir, 'assets')) ? readdirSync(path.join(dataDir, 'assets')) : [];

describe('the image library (spec 3 §2.13)', () => {
  it('uploads an image under the data folder and serves it back', async () => {
    const bytes = pngBytes(800, 800);
    const response = await upload(admin, { name: 'Board dinner.png', bytes });
    expect(response.statusCode, response.body).toBe(200);
    const asset: Asset = response.json();
    expect(asset).toMatchObject({
      Title: 'Board dinner',
      Type: { Identifier: 'Image' },
      MimeType: 'image/png',
      Width: 800,
      Height: 800,
      Url: `/api/v2/cms/metaImage/${asset.OID}?type=Image`,
    });
    expect(storedFiles()).toContain(`${asset.UUID}.png`);

    const image = await partner.get(asset.Url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(bytes)).toBe(true);
    expect((await auditEntries(t, asset.UUID)).map((e) => [e.action, e.email])).toEqual([
      ['asset.upload', DEMO.admin],
    ]);
  });

  it('accepts .jpg, .gif and .bmp, and a title sent with the file', async () => {
    for (const [name, bytes] of [
      ['portrait.jpg', jpegBytes()],
      ['scan.jpeg', jpegBytes()],
      ['spinner.gif', gifBytes()],
    ] as const) {
      expect((await upload(admin, { name, bytes })).statusCode, name).toBe(200);
    }
    const bmp = await upload(admin, { name: 'diagram.bmp', bytes: bmpBytes() });
    expect(bmp.statusCode, bmp.body).toBe(200);
    const titled = await upload(
      admin,
      { name: 'x.png', bytes: pngBytes() },
      undefined,
      'Annual report cover',
    );
    expect(titled.json().Title).toBe('Annual report cover');
  });

  it('keeps a BMP as the PNG of its pixels, under the same name, shown like any other image', async () => {
    const response = await upload(admin, { name: 'Org chart.bmp', bytes: bmpBytes(4, 2) });
    expect(response.statusCode, response.body).toBe(200);
    const asset: Asset = response.json();
    expect(asset).toMatchObject({ Title: 'Org chart', MimeType: 'image/png', Width: 4, Height: 2 });
    expect(storedFiles()).toContain(`${asset.UUID}.png`);

    const image = await partner.get(asset.Url);
    expect(image.headers['content-type']).toBe('image/png');
    const { data, info } = await sharp(image.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.format, info.width, info.height, info.channels]).toEqual(['raw', 4, 2, 3]);
    // The bitmap's pixels are all black.
    expect([...data].every((byte) => byte === 0)).toBe(true);
  });

  it('checks the content, not only the name: disguised or other files are refused and not stored', async () => {
    const before = storedFiles().length;
    const cases = [
      { name: 'innocent.png', bytes: Buffer.from('<script>alert(1)</script>') },
      { name: 'vector.svg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
      { name: 'photo.png', bytes: jpegBytes() },
      { name: 'logo.exe', bytes: pngBytes() },
      { name: 'empty.png', bytes: Buffer.alloc(0) },
    ];
    for (const file of cases) {
      const response = await upload(admin, file);
      expect(response.statusCode, file.name).toBe(400);
      expect(response.json().message).toBe('Upload a .jpg, .png, .bmp or .gif image.');
    }
    expect(storedFiles().length).toBe(before);
    const notMultipart = await admin.post('/api/v2/webComand/assets', { file: 'x' });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('searches images by title, newest first', async () => {
    await upload(admin, { name: 'Singapore office.png', bytes: pngBytes() });
    await upload(admin, { name: 'Singapore skyline.gif', bytes: gifBytes() });
    const found: Asset[] = (await admin.get('/api/v2/webComand/assets?search=singapore')).json();
    expect(found.map((a) => a.Title)).toEqual(['Singapore skyline', 'Singapore office']);
    const all: Asset[] = (await admin.get('/api/v2/webComand/assets?limit=2')).json();
    expect(all).toHaveLength(2);
    expect((await admin.get('/api/v2/webComand/assets?search=%25')).json()).toEqual([]);
  });

  it("answers the editor's image upload with the image's url", async () => {
    const response = await upload(
      admin,
      { name: 'inline.png', bytes: pngBytes(10, 10) },
      '/api/v2/cms/upload',
    );
    expect(response.statusCode).toBe(200);
    expect((await admin.get(response.json().url)).statusCode).toBe(200);
  });

  it('keeps uploads and the library to admins; 404 for an unknown image', async () => {
    expect((await upload(partner, { name: 'x.png', bytes: pngBytes() })).statusCode).toBe(403);
    expect(
      (await upload(partner, { name: 'x.png', bytes: pngBytes() }, '/api/v2/cms/upload')).statusCode,
    ).toBe(403);
    expect((await partner.get('/api/v2/webComand/assets')).statusCode).toBe(403);
    expect((await partner.get('/api/v2/cms/metaImage/999999')).statusCode).toBe(404);
  });
});

describe('page meta image and share card', () => {
  it('sets a meta image on a page, serves it, and shows it on the share card', async () => {
    const page = await createPage(admin, { MetaTitle: 'Leadership', MetaDescription: 'How we lead' });
    expect((await partner.get(`/api/v2/page/${page.UUID}/metaImage`)).statusCode).toBe(404);
    const bytes = pngBytes(800, 800);
    const asset: Asset = (await upload(admin, { name: 'lead.png', bytes })).json();

    const set = await admin.post(`/api/v2/page/${page.UUID}/metaImage/${asset.OID}?type=Image`);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ OID: asset.OID, Type: { Identifier: 'Image' }, Version: page.Version + 1 });
    // Setting the same image again changes nothing, so the editor's copy does not go stale.
    expect(
      (await admin.post(`/api/v2/page/${page.UUID}/metaImage/${asset.OID}?type=Image`)).json().Version,
    ).toBe(page.Version + 1);
    const route = (await admin.get(`/api/v2/routes/${page.UUID}`)).json();
    expect(route.MetaImage).toEqual({ OID: asset.OID, Type: { Identifier: 'Image' } });
    const image = await partner.get(`/api/v2/page/${page.UUID}/metaImage`);
    expect(image.rawPayload.equals(bytes)).toBe(true);

    const card: ShareCard = (await partner.get(`/api/v2/page/og/${page.UUID}`)).json();
    expect(card).toMatchObject({
      url: page.FullPath,
      type: 'article',
      title: 'Leadership',
      description: 'How we lead',
      image: { url: `/api/v2/page/${page.UUID}/metaImage`, alt: 'Leadership' },
      article: { expiration_time: null },
      profile: { first_name: '', last_name: '', username: '', gender: '' },
    });
    expect(card.article.author).toBeTruthy();
    expect(card.article.modified_time).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('refuses meta image changes to non-admins, and unknown images', async () => {
    const page = await createPage(admin);
    const asset: Asset = (await upload(admin, { name: 'x.gif', bytes: gifBytes() })).json();
    expect((await partner.post(`/api/v2/page/${page.UUID}/metaImage/${asset.OID}`)).statusCode).toBe(403);
    expect((await admin.post(`/api/v2/page/${page.UUID}/metaImage/999999`)).statusCode).toBe(404);
  });

  it('hides the share card of a disabled page from staff', async () => {
    const page = await createPage(admin, { Status: 'disabled' });
    expect((await partner.get(`/api/v2/page/og/${page.UUID}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/v2/page/og/${page.UUID}`)).statusCode).toBe(200);
  });
});

describe('GET /api/v2/cms/tags', () => {
  it('lists tags by name', async () => {
    await t.database.exec(
      "insert into tags (name) values ('Zebra topic'), ('Alpha topic') on conflict do nothing",
    );
    const tags: { ID: number; Name: string }[] = (await partner.get('/api/v2/cms/tags')).json();
    const names = tags.map((tag) => tag.Name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(names).toEqual(expect.arrayContaining(['Alpha topic', 'Zebra topic']));
  });
});
