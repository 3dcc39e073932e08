import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('operations', () => {
  it('answers liveness and readiness', async () => {
    expect((await t.client().get('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.client().get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
  });

  it('reports not ready while the database does not answer', async () => {
    const ping = vi.spyOn(t.database, 'ping').mockRejectedValueOnce(new Error('connection refused'));
    const response = await t.client().get('/readyz');
    ping.mockRestore();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'database unreachable' });
  });

  it('sends a strict content security policy and other security headers', async () => {
    const response = await t.client().get('/healthz');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes an OpenAPI document generated from the contracts', async () => {
    const doc = (await t.client().get('/api/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/v2/user/login'].post.requestBody).toBeDefined();
    expect(doc.paths['/api/v2/routes'].get['x-access']).toBe('user');
    expect(doc.paths['/api/v2/company/filter'].get.parameters.map((p: { name: string }) => p.name)).toContain(
      'query',
    );
    // Each lookup kind is listed on the path it is served at, not on a `{kind}` placeholder.
    expect(doc.paths['/api/v2/company/{id}'].get.parameters.map((p: { name: string }) => p.name)).toEqual([
      'id',
    ]);
    expect(doc.paths['/api/v2/{kind}/filter']).toBeUndefined();
    // Files are bytes, not JSON.
    expect(Object.keys(doc.paths['/api/v2/report/xlsx'].post.responses[200].content)).toEqual([
      'application/octet-stream',
    ]);
  });

  it('holds every reply of the API tests to its contract', () => {
    expect(t.app.checkReplies).toBe(true);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.client().get('/api/v2/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });
});
