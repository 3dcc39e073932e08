// GET /api/v2/cms/image/{field}/{id}/{px}/{px}: resized square pictures, cached on disk per size,
// with ETag and 304; 404 when there is nothing to show, 400 for sizes out of bounds.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AssetSchema } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser } from '../../db/seed/factories.ts';
import { queryRows } from '../../platform/sql-rows.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';
import { TEMPLATE_FILE } from '../../test/test-database.ts';
import { makeImage, multipart, replyOf, signedIn } from './people-test-helpers.ts';
import { pictureVersionOf } from './person-mapping.ts';

let t: TestApp;
let partner: TestClient;
let dataDir: string;
let portrayed: { id: number; photoPath: string };
let withoutPhoto: number;

beforeAll(async () => {
  // A private data folder, so the cache starts empty; the demo portraits come from the template's.
  dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-pictures-'));
  cpSync(
    path.join(path.dirname(TEMPLATE_FILE), 'files', 'portraits'),
    path.join(dataDir, 'files', 'portraits'),
    {
      recursive: true,
    },
  );
  t = await createTestApp({ ATRIUM_DATA_DIR: dataDir });
  partner = await signedIn(t, DEMO.partner);
  [portrayed] = await queryRows<{ id: number; photoPath: string }>(
    t.database.db,
    sql`select id, photo_path as "photoPath" from users where photo_path is not null order by id limit 1`,
  );
  withoutPhoto = (await seedUser(t.database.db, { photoPath: null })).id;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const image = (id: number, px: number | string, field = 'SquarePhoto', height: number | string = px) =>
  `/api/v2/cms/image/${field}/${id}/${px}/${height}`;

describe('people pictures', () => {
  it('serves a demo portrait as a square WebP of the size asked, with ETag and Cache-Control', async () => {
    const response = await partner.get(image(portrayed.id, 64));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('private, max-age=3600');
    expect(response.headers.etag).toMatch(/^".+"$/);
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 64, 64]);

    const big = await partner.get(image(portrayed.id, 1024));
    expect((await sharp(big.rawPayload).metadata()).width).toBe(1024);
    expect(big.headers.etag).not.toBe(response.headers.etag);
  });

  it('lets a URL carrying the current version be cached for good', async () => {
    const version = pictureVersionOf(portrayed.photoPath);
    const response = await partner.get(`${image(portrayed.id, 32)}?v=${version}`);
    expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const stale = await partner.get(`${image(portrayed.id, 32)}?v=older`);
    expect(stale.headers['cache-control']).toBe('private, max-age=3600');
  });

  it('answers 304 without a body when the browser has the picture', async () => {
    const first = await partner.get(image(portrayed.id, 48));
    const etag = String(first.headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await partner.request({
        method: 'GET',
        url: image(portrayed.id, 48),
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
    }
    const changed = await partner.request({
      method: 'GET',
      url: image(portrayed.id, 48),
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(changed.statusCode).toBe(200);
  });

  it('makes each size once and serves it from disk afterwards', async () => {
    const user = await seedUser(t.database.db, { photoPath: 'test-photos/source.png' });
    mkdirSync(path.join(dataDir, 'files', 'test-photos'), { recursive: true });
    const source = path.join(dataDir, 'files', 'test-photos', 'source.png');
    writeFileSync(source, await makeImage({ width: 300, height: 400, format: 'png' }));

    const first = await partner.get(image(user.id, 128));
    expect(first.statusCode).toBe(200);
    const cacheFolder = path.join(dataDir, 'image-cache', 'SquarePhoto', String(user.id));
    expect(readdirSync(cacheFolder)).toHaveLength(1);

    // With the source gone, the size already made still comes from the cache; a new size cannot.
    rmSync(source);
    const second = await partner.get(image(user.id, 128));
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const other = await partner.get(image(user.id, 96));
    expect(other.statusCode).toBe(404);
    expect(existsSync(cacheFolder)).toBe(true);
  });

  it('answers 404 for an unknown person and for someone without a photo', async () => {
    for (const id of [99999999, withoutPhoto]) {
      const response = await partner.get(image(id, 64));
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
  });

  it('refuses sizes outside 16–1024, pictures that are not square and unknown fields', async () => {
    for (const url of [
      image(portrayed.id, 15),
      image(portrayed.id, 1025),
      image(portrayed.id, 64, 'SquarePhoto', 65),
      image(portrayed.id, 'big'),
      image(portrayed.id, 64, 'Banner'),
      '/api/v2/cms/image/SquarePhoto/abc/64/64',
    ]) {
      const response = await partner.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    expect((await partner.get(image(portrayed.id, 16))).statusCode).toBe(200);
  });

  it('refuses anonymous callers', async () => {
    expect((await t.client().get(image(portrayed.id, 64))).statusCode).toBe(401);
  });
});

describe('library pictures (TileImage, MetaImage)', () => {
  it('serves an uploaded library image at any square size; 404 for an unknown image', async () => {
    const admin = await signedIn(t, DEMO.admin);
    const upload = await admin.request({
      method: 'POST',
      url: '/api/v2/webComand/assets',
      ...multipart({
        name: 'office.jpg',
        bytes: await makeImage({ width: 800, height: 450, format: 'jpeg' }),
      }),
    });
    const asset = replyOf(upload, AssetSchema);
    for (const field of ['TileImage', 'MetaImage']) {
      const response = await partner.get(image(asset.OID, 224, field));
      expect(response.statusCode, field).toBe(200);
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([224, 224]);
    }
    expect((await partner.get(image(99999999, 224, 'TileImage'))).statusCode).toBe(404);
  });
});
