// A call refused for a missing permission flag names the flag beside the message, so a screen can
// tell "not shared with you" from a failure (docs/permissions.md); other refusals name none.
import { ErrorBodySchema } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../test/test-app.ts';

let t: TestApp;
let researcher: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  researcher = t.client();
  await researcher.login(DEMO.researcher);
});
afterAll(() => t.close());

describe('a refusal for a missing permission flag', () => {
  it('names the flag a researcher lacks for the Top Partners figures and a shared report link', async () => {
    const topPartners = await researcher.post('/api/v2/widget/topPartners?take=4', {
      filter: [],
      date: { selection: '1Y' },
    });
    const stub = await researcher.get('/api/v2/report/stub/abcdef');
    for (const answer of [topPartners, stub]) {
      expect(answer.statusCode).toBe(403);
      expect(ErrorBodySchema.parse(answer.json())).toEqual({
        code: 'forbidden',
        message: 'You do not have the ViewFinancials permission.',
        permission: 'ViewFinancials',
      });
    }
  });

  it('is not claimed by a refusal that no flag would lift, such as an admin-only call', async () => {
    const answer = await researcher.get('/api/v2/admin/groups');
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).not.toHaveProperty('permission');
  });
});
