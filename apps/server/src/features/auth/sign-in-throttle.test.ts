// Sign-in throttling: the client address is the connection's unless a configured proxy
// forwards it; failures are counted per account and address, atomically, and an account under
// attack from many addresses is slowed down, not locked against its owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';

let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  // A small limit keeps the test short: 3 failures per account and address, 15 per address.
  direct = await createTestApp({ ATRIUM_LOGIN_LIMIT: '3' });
  proxied = await createTestApp({ ATRIUM_LOGIN_LIMIT: '3', ATRIUM_TRUST_PROXY: '127.0.0.1' });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

async function loginFrom(t: TestApp, body: { email: string; password: string }, forwardedFor: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/user/login',
    headers: { 'x-forwarded-for': forwardedFor, 'x-csrf-token': 'c', cookie: 'atrium_csrf=c' },
    payload: body,
  });
}

describe('client address (ATRIUM_TRUST_PROXY)', () => {
  it('ignores X-Forwarded-For from a client that is not a configured proxy', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 18; i++) {
      const response = await loginFrom(
        direct,
        { email: `nobody${i}@example.org`, password: 'guess' },
        `203.0.113.${i}`,
      );
      statuses.push(response.statusCode);
    }
    // One address, 5 × 3 failures: the rest are refused, whatever the header claimed.
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  }, 120_000);

  it('believes X-Forwarded-For from a configured proxy', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 18; i++) {
      const response = await loginFrom(
        proxied,
        { email: `someone${i}@example.org`, password: 'guess' },
        `198.51.100.${i}`,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((s) => s === 429)).toEqual([]);
  }, 120_000);
});

describe('sign-in throttling', () => {
  it('lets the owner sign in after failures from other addresses, and slows the guessing', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await loginFrom(proxied, { email: DEMO.partner, password: 'wrong' }, `192.0.2.${i}`);
      expect(response.statusCode).toBe(401);
    }
    const started = performance.now();
    const guess = await loginFrom(proxied, { email: DEMO.partner, password: 'wrong' }, '192.0.2.77');
    expect(guess.statusCode).toBe(401);
    expect(performance.now() - started).toBeGreaterThanOrEqual(240);

    const owner = await loginFrom(proxied, { email: DEMO.partner, password: 'demo' }, '198.18.0.1');
    expect(owner.statusCode, owner.body).toBe(200);
  }, 120_000);

  it("forgets the account's failures once its owner signs in: the next typo is neither slowed nor refused", async () => {
    const owner = '198.18.0.2';
    // Six failures in all, two of them from the owner's own address: the last three are slowed.
    for (const address of ['192.0.2.10', '192.0.2.11', owner, '192.0.2.12', owner, '192.0.2.13']) {
      const response = await loginFrom(proxied, { email: DEMO.admin, password: 'wrong' }, address);
      expect(response.statusCode).toBe(401);
    }
    const signIn = await loginFrom(proxied, { email: DEMO.admin, password: 'demo' }, owner);
    expect(signIn.statusCode, signIn.body).toBe(200);

    // Remembered, six failures would hold this answer back 2 s; forgotten, it comes at once.
    const started = performance.now();
    const typo = await loginFrom(proxied, { email: DEMO.admin, password: 'wrong' }, owner);
    expect(typo.statusCode).toBe(401);
    expect(performance.now() - started).toBeLessThan(1_500);
    // Remembered, the two earlier failures from this address would have this one refused with 429.
    for (let i = 0; i < 2; i++) {
      const response = await loginFrom(proxied, { email: DEMO.admin, password: 'wrong' }, owner);
      expect(response.statusCode).toBe(401);
    }
  }, 120_000);

  it('counts concurrent wrong passwords atomically: exactly the limit are checked', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        loginFrom(proxied, { email: DEMO.researcher, password: 'wrong' }, '192.0.2.200'),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBe(3);
    expect(statuses.filter((s) => s === 429).length).toBe(27);
    expect(responses.find((r) => r.statusCode === 429)?.headers['retry-after']).toBeTruthy();
  }, 120_000);
});
