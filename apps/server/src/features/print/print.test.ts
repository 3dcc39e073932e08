import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CHROMIUM_PATH: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
});
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
});
