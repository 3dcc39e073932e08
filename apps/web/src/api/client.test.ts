import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { apiRequest } from './client.ts';
import { configureSessionHandlers, resetSessionEvents, SESSION_EXPIRED_MESSAGE } from './session-events.ts';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

let path = '/guides?tab=vpn';
const navigate = vi.fn();
const warn = vi.fn();
const onSignedOut = vi.fn();

function stubFetch(handler: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => handler(url, init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  path = '/guides?tab=vpn';
  navigate.mockReset();
  warn.mockReset();
  onSignedOut.mockReset();
  configureSessionHandlers({ navigate, warn, onSignedOut, currentPathWithQuery: () => path });
});

afterEach(() => {
  resetSessionEvents();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the API client', () => {
  it('refreshes the session once on a 401 and retries the call', async () => {
    let sessionValid = false;
    const fetchMock = stubFetch((url) => {
      if (url === '/api/v2/user/refresh') {
        sessionValid = true;
        return json({ IsLoggedIn: true, User: null });
      }
      if (url.startsWith('/api/v2/user/isLoggedIn')) return json({ IsLoggedIn: false, User: null });
      return sessionValid
        ? json([{ ID: 1 }])
        : json({ code: 'unauthenticated', message: 'Please sign in.' }, 401);
    });
    const [a, b] = await Promise.all([apiRequest('/api/v2/routes'), apiRequest('/api/v2/company/filter')]);
    expect(a).toEqual([{ ID: 1 }]);
    expect(b).toEqual([{ ID: 1 }]);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/v2/user/refresh')).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('does not refresh again when another tab refreshed while this one waited its turn', async () => {
    let sessionValid = false;
    const fetchMock = stubFetch((url) => {
      if (url === '/api/v2/user/refresh') return json({ IsLoggedIn: true, User: null });
      if (url.startsWith('/api/v2/user/isLoggedIn')) return json({ IsLoggedIn: sessionValid, User: null });
      if (sessionValid) return json([{ ID: 1 }]);
      // Another tab refreshes while this call is on its way with the old token.
      sessionValid = true;
      return json({ code: 'unauthenticated', message: 'Please sign in.' }, 401);
    });
    expect(await apiRequest('/api/v2/routes')).toEqual([{ ID: 1 }]);
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/v2/user/refresh')).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it('treats a 302 like a 401, and warns then signs out 5 s after a failed refresh', async () => {
    vi.useFakeTimers();
    stubFetch((url) => {
      if (url === '/api/v2/user/refresh')
        return json({ code: 'refresh_failed', message: 'Please sign in.' }, 401);
      if (url.startsWith('/api/v2/user/isLoggedIn')) return json({ IsLoggedIn: false, User: null });
      return new Response(null, { status: 302 });
    });
    await expect(apiRequest('/api/v2/routes')).rejects.toMatchObject({
      code: 'unauthenticated',
      status: 401,
    });
    expect(warn).toHaveBeenCalledWith(SESSION_EXPIRED_MESSAGE);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5000);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login?returnUrl=%2Fguides%3Ftab%3Dvpn');
  });

  it('does not refresh on a wrong password', async () => {
    const fetchMock = stubFetch(() =>
      json({ code: 'invalid_credentials', message: 'Wrong e-mail or password.' }, 401),
    );
    const error = await apiRequest('/api/v2/user/login', {
      method: 'POST',
      body: { email: 'a', password: 'b' },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'invalid_credentials',
      message: 'Wrong e-mail or password.',
      status: 401,
    });
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/v2/user/refresh')).toBe(false);
  });

  it('reads rate limits with their Retry-After', async () => {
    stubFetch(() =>
      json({ code: 'rate_limited', message: 'Too many attempts.' }, 429, { 'Retry-After': '60' }),
    );
    await expect(apiRequest('/api/v2/user/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      code: 'rate_limited',
      retryAfterSeconds: 60,
    });
  });

  it('goes to sign-in at once when the server cannot be reached, unless already there', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/api/v2/routes')).rejects.toMatchObject({ code: 'network_error' });
    expect(navigate).toHaveBeenCalledWith('/login?returnUrl=%2Fguides%3Ftab%3Dvpn');
    navigate.mockReset();
    path = '/login?returnUrl=%2Fguides';
    await expect(apiRequest('/api/v2/user/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      code: 'network_error',
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends JSON bodies and query strings', async () => {
    const fetchMock = stubFetch(() => json({ ok: true }));
    await apiRequest('/api/v2/company/filter', { query: { query: 'acme', limit: 10, empty: '' } });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v2/company/filter?query=acme&limit=10');
    await apiRequest('/api/v2/page', { method: 'POST', body: { a: 1 } });
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1];
    expect(post?.body).toBe('{"a":1}');
    expect(post?.credentials).toBe('include');
  });

  it('sends a text body as it is with its own type, as a CSV file of targets goes', async () => {
    const fetchMock = stubFetch(() => json({ saved: 1 }));
    const csv = 'year,kind,subject,amount_usd\n2026,office,London,1000000\n';
    await apiRequest('/api/v2/admin/targets/import', { method: 'POST', body: csv, contentType: 'text/csv' });
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1];
    expect(post?.body).toBe(csv);
    const headers = (post?.headers ?? {}) as Record<string, string>;
    expect(headers['Content-Type']).toBe('text/csv');
  });
});

describe('the CSRF header', () => {
  const sentToken = (fetchMock: ReturnType<typeof stubFetch>, url: string) =>
    (fetchMock.mock.calls.find(([called]) => called === url)?.[1]?.headers as Record<string, string>)?.[
      'X-CSRF-Token'
    ];

  it('goes with GET calls too, which the link, unlink, create and enrich calls are', async () => {
    vi.stubGlobal('document', { cookie: 'atrium_csrf=plain-token' });
    const fetchMock = stubFetch(() => json({ success: true, errors: [] }));
    await apiRequest('/api/v2/company/7/invenias/unlink');
    expect(sentToken(fetchMock, '/api/v2/company/7/invenias/unlink')).toBe('plain-token');
  });

  it('is read from the __Host- cookie when the portal is served over HTTPS', async () => {
    vi.stubGlobal('document', { cookie: '__Host-atrium_csrf=secure-token' });
    const fetchMock = stubFetch(() => json({ ok: true }));
    await apiRequest('/api/v2/page', { method: 'POST', body: {} });
    expect(sentToken(fetchMock, '/api/v2/page')).toBe('secure-token');
  });
});
