// The built web app: precompressed assets, index.html for client routes, and nothing else.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from './compression.ts';
import { registerWebApp } from './web.ts';

describe('the built web app', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'atrium-dist-'));
  const script = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;
  const indexHtml = '<!doctype html><title>Atrium</title><div id="root"></div>';
  const brBytes = brotliCompressSync(script);
  let app: FastifyInstance;

  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), indexHtml);
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), script);
    writeFileSync(path.join(dist, 'assets', 'main-abc123.js.br'), brBytes);
    writeFileSync(path.join(dist, 'assets', 'main-abc123.js.gz'), gzipSync(script));
    writeFileSync(path.join(dist, 'assets', 'tiny-def456.css'), 'a{}');
    app = Fastify();
    await registerCompression(app);
    await registerWebApp(app, dist);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the .br file to a browser that accepts brotli, cached for a year', async () => {
    const reply = await app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(String(reply.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(reply.headers['content-type']).toMatch(/javascript/);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.rawPayload.equals(brBytes)).toBe(true);
  });

  it('sends the .gz file for gzip only, and the plain file to a client that accepts neither', async () => {
    const gz = await app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends a file the build left uncompressed as it is, with its type', async () => {
    const reply = await app.inject({ url: '/assets/tiny-def456.css', headers: { 'accept-encoding': 'br' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(reply.body).toBe('a{}');
  });

  it('answers every client route with index.html, checked again on each visit', async () => {
    for (const url of ['/', '/mcl/dashboard', '/directory/license/29?tab=people']) {
      const reply = await app.inject({ url });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.body).toBe(indexHtml);
    }
    const favicon = await app.inject({ url: '/favicon.svg' });
    expect(favicon.headers['content-type']).toBe('image/svg+xml');
  });

  it('answers 304 without a body to a browser holding the same index.html', async () => {
    const first = await app.inject({ url: '/mcl/dashboard' });
    const again = await app.inject({
      url: '/directory/meridians',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers 404, not the app, for a missing asset or API address', async () => {
    for (const url of ['/assets/main-old999.js', '/api/v2/nothing-here', '/sandbox/nothing']) {
      const reply = await app.inject({ url });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ code: 'not_found', message: `No such address: ${url}` });
    }
  });
});
