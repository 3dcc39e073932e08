// Compressed JSON replies above a threshold.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test/test-app.ts';
import { COMPRESSION_THRESHOLD_BYTES, preferredEncoding } from './compression.ts';

describe('compressed JSON replies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('compresses a large JSON reply with brotli for a caller that accepts it', async () => {
    const client = t.client();
    await client.login(DEMO.admin);
    const plain = await client.get('/api/v2/routes');
    expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const reply = await client.request({
      method: 'GET',
      url: '/api/v2/routes',
      headers: { 'accept-encoding': 'br' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    const text = brotliDecompressSync(reply.rawPayload).toString();
    expect(text).toBe(plain.body);
    expect(reply.rawPayload.length).toBeLessThan(plain.body.length / 2);
  });

  it('serves the route tree and a page from copies compressed once, in the encoding asked for', async () => {
    const client = t.client();
    await client.login(DEMO.admin);
    const plain = await client.get('/api/v2/routes');
    const ask = (url: string, acceptEncoding: string) =>
      client.request({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });
    const gzipped = await ask('/api/v2/routes', 'gzip, deflate');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(String(gzipped.headers.vary)).toContain('Accept-Encoding');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    // The same copy twice is the same bytes: compressed once, not per request.
    const first = await ask('/api/v2/routes', 'br');
    const second = await ask('/api/v2/routes', 'gzip;q=0.5, br');
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(plain.headers.etag);
    // Refused encodings are not used.
    const refused = await ask('/api/v2/routes', 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);

    const uuid = (plain.json() as { UUID: string }[])[0]?.UUID;
    const page = await client.get(`/api/v2/page/${uuid}`);
    if (page.body.length >= COMPRESSION_THRESHOLD_BYTES) {
      const compressed = await ask(`/api/v2/page/${uuid}`, 'br');
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(page.body);
    }
    const unchanged = await client.request({
      method: 'GET',
      url: '/api/v2/routes',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
  });

  it('leaves a small reply as it is', async () => {
    const reply = await t.app.inject({
      url: '/api/v2/user/isLoggedIn',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(reply.body.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.json().IsLoggedIn).toBe(false);
  });
});

describe('choosing an encoding from Accept-Encoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and the wildcard', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});
