// Load against a running portal (wrk when the machine has it, autocannon otherwise: load-tool.ts),
// and a signed-in cookie to send with it.
import autocannon from 'autocannon';
import { findWrk, type LoadOptions, type LoadResult, loadWithWrk } from './load-tool.ts';

export const CONNECTIONS = 50;
export const DURATION_SECONDS = 10;
export const WARM_UP_SECONDS = 2;
/** Every call says what a browser says it accepts, so replies come as staff receive them. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** Which tool the figures come from, for the bench's heading. */
export const loadToolName = () => (findWrk() ? 'wrk' : 'autocannon');

async function loadWithAutocannon(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: options.headers,
    method: options.method,
    body: options.body,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export async function load(
  url: string,
  headers: Record<string, string> = {},
  request: { method?: 'GET' | 'POST'; body?: string } = {},
): Promise<LoadResult> {
  const options: LoadOptions = {
    url,
    connections: CONNECTIONS,
    durationSeconds: DURATION_SECONDS,
    headers: { ...BROWSER_HEADERS, ...headers },
    method: request.method ?? 'GET',
    body: request.body,
  };
  const wrk = findWrk();
  const run = (o: LoadOptions) => (wrk ? loadWithWrk(wrk, o) : loadWithAutocannon(o));
  // The first seconds measure a cold process (JIT, pools, first copies): load it, then measure.
  await run({ ...options, durationSeconds: WARM_UP_SECONDS });
  return run(options);
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
