// Odd input is refused with 400 and a clear message, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPage, signIn } from '../test/site-api.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../test/test-app.ts';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, DEMO.admin);
});
afterAll(() => t.close());

const BIG = '2147483648';
/** JSON text of objects nested `depth` deep (built as text: serialising it would overflow the stack). */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}true${'}'.repeat(depth)}`;

function expectRefused(response: { statusCode: number; body: string }, message: RegExp) {
  expect(response.statusCode, response.body).toBe(400);
  expect(JSON.parse(response.body).message).toMatch(message);
}

describe('odd input', () => {
  it('refuses a NUL character in a query, on every lookup and the asset search', async () => {
    for (const kind of [
      'function',
      'industry',
      'region',
      'license',
      'location',
      'country',
      'company',
      'user',
      'practiceGroup',
      'skill',
    ]) {
      expectRefused(await admin.get(`/api/v2/${kind}/filter?search=a%00b`), /NUL/);
    }
    expectRefused(await admin.get('/api/v2/webComand/assets?search=a%00b'), /NUL/);
  });

  it('refuses a NUL character in a route title and in section text', async () => {
    expectRefused(
      await admin.post('/api/v2/routes', {
        Title: 'a\u0000b',
        VueRouterName: 'nul-a',
        VueRouterPath: 'nul-a',
      }),
      /NUL/,
    );
    const page = await createPage(admin);
    expectRefused(
      await admin.post('/api/v2/page', {
        UUID: page.UUID,
        Sections: [{ UUID: '-1', Title: 't', Text: '<p>a\u0000b</p>', Type: { Identifier: 'RichText' } }],
      }),
      /NUL/,
    );
  });

  it('refuses ids of 2^31 and more with 400', async () => {
    for (const url of [
      `/api/v2/cms/metaImage/${BIG}`,
      `/api/v2/report/${BIG}`,
      `/api/v2/report/${BIG}/stub`,
      `/api/v2/company/${BIG}`,
      `/api/v2/user/${BIG}`,
      `/api/v2/company/filter?companyId=${BIG}`,
    ]) {
      const response = await admin.get(url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
    }
    const page = await createPage(admin);
    expect((await admin.get(`/api/v2/page/${page.UUID}/versions/${BIG}`)).statusCode).toBe(400);
    expect((await admin.post(`/api/v2/page/${page.UUID}/metaImage/${BIG}`, {})).statusCode).toBe(400);
  });

  it('refuses JSON nested 10,000 deep in a filter, a section attribute and a facade', async () => {
    const page = await createPage(admin);
    const deep = nested(10_000);
    const post = (url: string, json: string) =>
      admin.request({ method: 'POST', url, payload: json, headers: { 'content-type': 'application/json' } });
    const start = `{"UUID":"${page.UUID}",`;
    expectRefused(
      await post('/api/v2/page', `${start}"Sections":[],"ContentFilter":${deep}}`),
      /levels deep/,
    );
    expectRefused(
      await post('/api/v2/page', `${start}"Sections":[],"ContentFilter":${JSON.stringify(deep)}}`),
      /levels deep/,
    );
    const section = `{"UUID":"-1","Title":"t","Type":{"Identifier":"RichText"},"Attributes":[{"Name":"x","Value":${deep}}]}`;
    expectRefused(await post('/api/v2/page', `${start}"Sections":[${section}]}`), /levels deep/);
    expectRefused(await post('/api/v2/financial/report/facade/save', `{"facade":${deep}}`), /levels deep/);
  });
});
