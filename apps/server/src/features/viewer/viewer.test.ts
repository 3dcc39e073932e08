import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v2/widget/viewer/frame', () => {
  it('serves the snippet frame as its own opaque origin that may run any script', async () => {
    const response = await t.client().get('/api/v2/widget/viewer/frame');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/^sandbox allow-scripts /);
    expect(csp).not.toContain('allow-same-origin');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.body).toContain('atrium-viewer-ready');
  });

  it('lets the portal frame external https pages but keeps its own scripts strict', async () => {
    const csp = String((await t.client().get('/api/v2/user/isLoggedIn')).headers['content-security-policy']);
    expect(csp).toContain("frame-src 'self' https:");
    expect(csp).toContain("script-src 'self'");
  });
});
