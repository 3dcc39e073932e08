// spec 3 §7's GET calls that change things (link, create, unlink, enrich) refuse a request the
// browser marks as not the portal's own, and ask for the session's CSRF token when the browser
// says nothing of where the request comes from.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';
import { rows } from './companies.test-kit.ts';

let t: TestApp;
let admin: TestClient;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login(DEMO.admin);
  [{ id: companyId }] = await rows<{ id: number }>(
    t,
    sql`select min(id)::int as id from companies where invenias_id is null`,
  );
});
afterAll(() => t.close());

const changingGets = () => [
  `/api/v2/company/${companyId}/invenias/unknown-record/link`,
  `/api/v2/company/${companyId}/invenias/create`,
  '/api/v2/company/invenias/unknown-record/create',
  `/api/v2/company/${companyId}/invenias/unlink`,
  `/api/v2/company/${companyId}/zoominfo/unknown-record/link`,
  '/api/v2/company/invenias/unknown-record/zoominfo/unknown-record/link',
  `/api/v2/company/zoominfo/unknown-record/enrich?companyId=${companyId}`,
  `/api/v2/company/${companyId}/zoominfo/unlink`,
];

/** The admin's GET with the given headers; the CSRF header only when asked for. */
const call = (url: string, headers: Record<string, string>, withToken = false) =>
  admin.request({
    method: 'GET',
    url,
    headers: withToken ? { ...headers, 'x-csrf-token': admin.csrfToken ?? '' } : headers,
    csrf: false,
  });

describe('the GET calls that change things', () => {
  it('refuse a call without Sec-Fetch-Site and without the CSRF token', async () => {
    for (const url of changingGets()) {
      const response = await call(url, {});
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code, url).toBe('csrf_failed');
    }
  });

  it('refuse a call without Sec-Fetch-Site carrying a token from before sign-in', async () => {
    const response = await call(`/api/v2/company/${companyId}/invenias/unlink`, {
      'x-csrf-token': 'a-token-from-before-sign-in',
    });
    expect(response.statusCode).toBe(403);
  });

  it("accept a call without Sec-Fetch-Site carrying the session's CSRF token", async () => {
    const response = await call(`/api/v2/company/${companyId}/invenias/unlink`, {}, true);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: false, errors: ['This company is not linked to Invenias.'] });
  });

  it('refuse what the browser marks as another site or a navigation, token or not', async () => {
    const url = `/api/v2/company/${companyId}/invenias/unlink`;
    for (const headers of [
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' },
      { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'cors' },
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' },
    ]) {
      const response = await call(url, headers, true);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
    }
  });

  it("accept the portal's own fetch, which the browser marks same-origin", async () => {
    const response = await call(`/api/v2/company/${companyId}/invenias/unlink`, {
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'cors',
    });
    expect(response.statusCode).toBe(200);
  });
});
