// Load from autocannon against a running portal, and a signed-in cookie to send with it.
import autocannon from 'autocannon';

export const CONNECTIONS = 50;
export const DURATION_SECONDS = 10;
export const WARM_UP_SECONDS = 2;
/** Every call says what a browser says it accepts, so replies come as staff receive them. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export async function load(
  url: string,
  headers: Record<string, string> = {},
  request: { method?: 'GET' | 'POST'; body?: string } = {},
) {
  const options = {
    url,
    connections: CONNECTIONS,
    headers: { ...BROWSER_HEADERS, ...headers },
    method: request.method ?? 'GET',
    body: request.body,
  };
  // The first seconds measure a cold process (JIT, pools, first copies): load it, then measure.
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration: DURATION_SECONDS });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export interface SignedIn {
  cookie: string;
  csrf: string;
}

export async function signIn(baseUrl: string, email: string): Promise<SignedIn> {
  const probe = await fetch(`${baseUrl}/api/v2/user/isLoggedIn`);
  const csrf = /atrium_csrf=([^;]+)/.exec(probe.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const login = await fetch(`${baseUrl}/api/v2/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie: `atrium_csrf=${csrf}` },
    body: JSON.stringify({ email, password: 'demo' }),
  });
  const session = /atrium_session=([^;]+)/.exec(login.headers.getSetCookie().join(';'))?.[1];
  if (!session) throw new Error(`sign-in failed: ${login.status}`);
  return { cookie: `atrium_session=${session}; atrium_csrf=${csrf}`, csrf };
}
