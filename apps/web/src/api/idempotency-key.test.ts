import { calendarEndpoints } from '@atrium/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from './call-endpoint.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The Idempotency-Key of each call that reached the given path, in order. */
function recordKeys(path: string, answer: (attempt: number) => Response) {
  const keys: (string | undefined)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url.startsWith('/api/v2/user/isLoggedIn')) return json({ IsLoggedIn: true, User: null });
      if (url !== path) return json({ code: 'not_found', message: 'No such address.' }, 404);
      keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
      return answer(keys.length);
    }),
  );
  return keys;
}

const event = { subject: 'Offsite', startsAt: '2030-01-01T09:00:00Z', endsAt: '2030-01-01T10:00:00Z' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('creating calls', () => {
  it('send a fresh Idempotency-Key per call, and the same one when the client sends the call again', async () => {
    const keys = recordKeys('/api/v2/calendar/events', (attempt) =>
      // A refused CSRF token: the client fetches a fresh one and sends the call once more.
      attempt === 1 ? json({ code: 'csrf_failed', message: 'Refused.' }, 403) : json({ id: attempt }),
    );
    await callEndpoint(calendarEndpoints.createEvent, { body: event });
    await callEndpoint(calendarEndpoints.createEvent, { body: event });
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('send the key a screen passes when it repeats one action', async () => {
    const keys = recordKeys('/api/v2/calendar/events', () => json({ id: 1 }));
    await callEndpoint(calendarEndpoints.createEvent, { body: event, idempotencyKey: 'save-1' });
    await callEndpoint(calendarEndpoints.createEvent, { body: event, idempotencyKey: 'save-1' });
    expect(keys).toEqual(['save-1', 'save-1']);
  });

  it('are the only calls that send one', async () => {
    const keys = recordKeys('/api/v2/calendar/events', () => json([]));
    await callEndpoint(calendarEndpoints.listEvents);
    expect(keys).toEqual([undefined]);
  });
});
