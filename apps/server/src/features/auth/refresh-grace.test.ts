// Issue 15 finding 7: two tabs refreshing with the same token both stay signed in; an older token
// presented again still ends the session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn() {
  const client = t.client();
  await client.login(DEMO.partner);
  return client;
}

const refreshWith = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/user/refresh',
    headers: {
      cookie: `atrium_refresh=${token}; atrium_csrf=c`,
      'x-csrf-token': 'c',
    },
  });

describe('POST /api/v2/user/refresh', () => {
  it('honours the token just rotated when two tabs refresh at once', async () => {
    const client = await signedIn();
    const token = client.cookies.get('atrium_refresh') as string;
    const [first, second] = await Promise.all([refreshWith(token), refreshWith(token)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    // The session lives on: the later answer's cookies sign the browser in.
    const access = second.cookies.find((c) => c.name === 'atrium_session')?.value;
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v2/user/isLoggedIn',
      headers: { cookie: `atrium_session=${access}` },
    });
    expect(me.json().IsLoggedIn ?? me.json().User).toBeTruthy();
  });

  it('still treats an older token presented again as theft and ends the session', async () => {
    const client = await signedIn();
    const oldest = client.cookies.get('atrium_refresh') as string;
    const once = await refreshWith(oldest);
    const middle = once.cookies.find((c) => c.name === 'atrium_refresh')?.value as string;
    const twice = await refreshWith(middle);
    expect(twice.statusCode).toBe(200);
    expect((await refreshWith(oldest)).statusCode).toBe(401);
    const latest = twice.cookies.find((c) => c.name === 'atrium_refresh')?.value as string;
    expect((await refreshWith(latest)).statusCode).toBe(401);
  });
});
