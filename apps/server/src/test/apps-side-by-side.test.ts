// Two apps built side by side in one process, each on a database of its own (as the test files
// build them): every cache is made by buildApp, so what one app keeps is never answered by the other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPage, findNode, signIn } from './site-api.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from './test-app.ts';

const REPORT = '/api/v2/financial/report';
const XLSX = '/api/v2/report/xlsx';
const filter = {
  type: 'activity',
  date: { selection: 'Custom', startDate: '2020-01-01', endDate: '2026-06-15' },
  keys: [],
};

let one: TestApp;
let other: TestApp;
beforeAll(async () => {
  one = await createTestApp();
  other = await createTestApp();
});
afterAll(async () => {
  await one?.close();
  await other?.close();
});

describe('two apps in one process', () => {
  it("keep their own route trees: a page published on one is not in the other's kept tree", async () => {
    const adminOfOne = await signIn(one, DEMO.admin);
    const adminOfOther = await signIn(other, DEMO.admin);
    // Both trees are read, and kept, before the change.
    const keptByOther = await adminOfOther.get('/api/v2/routes');
    await adminOfOne.get('/api/v2/routes');

    const page = await createPage(adminOfOne, { Title: 'Only on the first app' });

    expect(await findNode(adminOfOne, page.UUID)).toBeDefined();
    expect(await findNode(adminOfOther, page.UUID)).toBeUndefined();
    const again = await adminOfOther.request({
      method: 'GET',
      url: '/api/v2/routes',
      headers: { 'if-none-match': String(keptByOther.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('keep their own report runs: the same run kept by one is kept again by the other, and exports there', async () => {
    const partners: TestClient[] = [await signIn(one, DEMO.partner), await signIn(other, DEMO.partner)];
    const [onOne, onOther] = await Promise.all(
      partners.map(async (partner) =>
        (await partner.post(REPORT, { Id: 0, type: 'Financial', filter })).json(),
      ),
    );
    expect(onOther.runId).toBe(onOne.runId);

    for (const partner of partners) {
      const workbook = await partner.post(XLSX, { runId: onOne.runId });
      expect(workbook.statusCode).toBe(200);
      expect(String(workbook.headers['content-disposition'])).toContain('Financial report.xlsx');
    }
  });
});
