import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRINT_MAX_CONCURRENT, PRINT_MAX_HTML, PRINT_MAX_QUEUED } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { waitUntil } from '../../test/wait-until.ts';

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** The data folder of this file's app: documents and PDFs pass through its `print-spool`. */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atrium-print-test-'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CHROMIUM_PATH: chromiumPath, ATRIUM_DATA_DIR: dataDir });
});

/** Files left in the print spool: each request's document and PDF, which must go once answered. */
const spooledFiles = () => {
  const root = path.join(dataDir, 'print-spool');
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) => readdirSync(path.join(root, folder.name)));
};
afterAll(() => t.close());

describe('POST /api/v1/reports/print', () => {
  it('turns HTML into a PDF download', async () => {
    const client = t.client();
    await client.login(DEMO.partner);
    const response = await client.post('/api/v1/reports/print', {
      html: '<h1>Financial report</h1><p>Total Billings 1,234,567</p>',
      fileName: '11212026-1030 Financial report',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('11212026-1030 Financial report.pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.length).toBeGreaterThan(1000);
  });

  it('keeps no document or PDF on disk once each request is answered', async () => {
    const client = t.client();
    await client.login(DEMO.partner);
    const printed = await client.post('/api/v1/reports/print', {
      html: `<p>${'Billings '.repeat(20_000)}</p>`,
    });
    expect(printed.statusCode).toBe(200);
    expect(printed.headers['content-length']).toBe(String(printed.rawPayload.length));
    expect((await client.post('/api/v1/reports/print', { html: '' })).statusCode).toBe(400);
    expect(
      (
        await client.request({
          method: 'POST',
          url: '/api/v1/reports/print',
          headers: { 'content-type': 'application/json' },
          payload: '{"html": "<p>',
        })
      ).statusCode,
    ).toBe(400);
    // Each file goes as its reply ends, a moment after the client has read it.
    await waitUntil(
      async () => spooledFiles(),
      (left) => left.length === 0,
      5_000,
    );
  });

  it('refuses a body over the request limit with 413 and a document not sent as JSON with 415', async () => {
    const client = t.client();
    await client.login(DEMO.partner);
    const tooLarge = await client.request({
      method: 'POST',
      url: '/api/v1/reports/print',
      headers: { 'content-type': 'application/json' },
      payload: `{"html": "${'x'.repeat(11 * 1024 * 1024)}"}`,
    });
    expect(tooLarge.statusCode).toBe(413);
    const asText = await client.request({
      method: 'POST',
      url: '/api/v1/reports/print',
      headers: { 'content-type': 'text/plain' },
      payload: '<p>x</p>',
    });
    expect(asText.statusCode).toBe(415);
    await waitUntil(
      async () => spooledFiles(),
      (left) => left.length === 0,
      5_000,
    );
  });

  it('refuses signed-out callers and empty documents', async () => {
    expect((await t.client().post('/api/v1/reports/print', { html: '<p>x</p>' })).statusCode).toBe(401);
    const client = t.client();
    await client.login(DEMO.partner);
    const empty = await client.post('/api/v1/reports/print', { html: '' });
    expect(empty.statusCode).toBe(400);
  });

  it('answers 503 with a clear message when Chromium is not installed', async () => {
    const missing = await createTestApp({ CHROMIUM_PATH: '/nonexistent/chromium' });
    try {
      const client = missing.client();
      await client.login(DEMO.partner);
      const response = await client.post('/api/v1/reports/print', { html: '<p>x</p>' });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toContain('/nonexistent/chromium');
    } finally {
      await missing.close();
    }
  });

  it('refuses more HTML than the limit with 413 naming it', async () => {
    const client = t.client();
    await client.login(DEMO.partner);
    const response = await client.post('/api/v1/reports/print', { html: 'x'.repeat(PRINT_MAX_HTML + 1) });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toContain(`${PRINT_MAX_HTML / 1_000_000} million characters`);
  });

  it.skipIf(!existsSync(chromiumPath))(
    'prints a few at a time, queues a few more and answers 503 with Retry-After beyond that',
    async () => {
      const client = t.client();
      await client.login(DEMO.partner);
      const rows = Array.from({ length: 3000 }, (_, i) => `<tr><td>Row ${i}</td><td>${i * 1000}</td></tr>`);
      const html = `<table>${rows.join('')}</table>`;
      const total = PRINT_MAX_CONCURRENT + PRINT_MAX_QUEUED + 3;
      const replies = await Promise.all(
        Array.from({ length: total }, () => client.post('/api/v1/reports/print', { html })),
      );
      const printed = replies.filter((r) => r.statusCode === 200);
      const busy = replies.filter((r) => r.statusCode === 503);
      // Every request is answered; the ones beyond the printing and queued ones are turned away. A
      // print that finishes while the last requests are still arriving frees its place for one.
      expect(printed.length + busy.length).toBe(total);
      expect(printed.length).toBeGreaterThanOrEqual(PRINT_MAX_CONCURRENT + PRINT_MAX_QUEUED);
      expect(busy.length).toBeGreaterThanOrEqual(1);
      for (const r of printed) expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      for (const r of busy) {
        expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
        expect(r.json().message).toMatch(/busy/);
      }
      // Once the queue has drained, the next print goes through.
      expect((await client.post('/api/v1/reports/print', { html: '<p>after</p>' })).statusCode).toBe(200);
    },
    60_000,
  );

  it.skipIf(!existsSync(chromiumPath))(
    'answers 503 with Retry-After and the time limit when a large document cannot be printed in time',
    async () => {
      const slow = await createTestApp({ CHROMIUM_PATH: chromiumPath, PRINT_TIMEOUT_SECONDS: '1' });
      try {
        const client = slow.client();
        await client.login(DEMO.partner);
        // A long report of 4.5 million characters: within the HTML limit, beyond what prints in a second.
        const row = (i: number) =>
          `<p>Paragraph ${i} with <strong>bold</strong> text and <a href="#${i}">a link</a>.</p>`;
        const rows: string[] = [];
        for (let i = 0, length = 0; length < 4_500_000; i++) {
          rows.push(row(i));
          length += rows[i].length;
        }
        const response = await client.post('/api/v1/reports/print', {
          html: rows.join(''),
          fileName: 'long',
        });
        expect(response.statusCode).toBe(503);
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(response.json().message).toBe(
          'The document could not be printed within 1 second. Try again in a minute, or print a shorter one.',
        );
      } finally {
        await slow.close();
      }
    },
    60_000,
  );
});
