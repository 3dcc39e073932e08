// Load against a running portal (the lean load generator or wrk when the machine has them,
// autocannon otherwise: load-tool.ts), and a signed-in cookie to send with it.
import autocannon from 'autocannon';
import { addCpuUse, type CpuUse, noCpuUse, sampleCpu } from './cpu-use.ts';
import { mergedPercentile } from './latency-tail.ts';
import {
  findLeanLoader,
  findWrk,
  type LoadOptions,
  type LoadResult,
  loadWithLean,
  loadWithWrk,
} from './load-tool.ts';

export const CONNECTIONS = 50;
export const DURATION_SECONDS = 10;
export const WARM_UP_SECONDS = 2;
/** Every call says what a browser says it accepts, so replies come as staff receive them. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** BENCH_LOAD_TOOL=wrk or autocannon measures with that tool instead, to compare. */
type LoadTool = 'http-load' | 'wrk' | 'autocannon';

function chosenTool(): { name: LoadTool; run: (options: LoadOptions) => Promise<LoadResult> } {
  const asked = process.env.BENCH_LOAD_TOOL;
  const lean = asked === undefined || asked === 'http-load' ? findLeanLoader() : undefined;
  if (lean) return { name: 'http-load', run: (options) => loadWithLean(lean, options) };
  const wrk = asked === 'autocannon' ? undefined : findWrk();
  if (wrk) return { name: 'wrk', run: (options) => loadWithWrk(wrk, options) };
  return { name: 'autocannon', run: loadWithAutocannon };
}

/** Which tool the figures come from, for the bench's heading. */
export function loadToolName(): string {
  const { name } = chosenTool();
  return name === 'http-load' ? 'http-load (bench/load-generator, C, one thread)' : name;
}

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

/** One measurement with the chosen tool. */
function run(options: LoadOptions): Promise<LoadResult> {
  return chosenTool().run(options);
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
  // The first seconds measure a cold process (JIT, pools, first copies): load it, then measure.
  await run({ ...options, durationSeconds: WARM_UP_SECONDS });
  return run(options);
}

/**
 * Rounds of a read measured beside the bare route, and how long each lasts. A shared machine's speed
 * can move by a third from one few-second stretch to the next; many short turns let those moves
 * weigh alike on every target.
 */
export const ROUNDS = 6;
export const ROUND_SECONDS = 3;

/** One portal's address for a read, who calls it, and its process for the CPU it uses. */
export interface Target {
  url: string;
  headers: Record<string, string>;
  pid: number;
}

export interface Beside {
  call: LoadResult;
  /** Each round of the call, for its p99s. */
  callRounds: LoadResult[];
  /** The bare route, measured in the rounds between the call's. */
  bare: LoadResult;
  /** CPU the portal and the machine used during the call's rounds. */
  cpu: CpuUse;
}

/**
 * Requests per second over equal rounds, and the p99 of all their requests (from wrk's tails; the
 * worst of the rounds' p99s when a tool gives none, which the whole run's p99 never exceeds).
 */
function combined(rounds: LoadResult[]): LoadResult {
  const tails = rounds.flatMap((r) => (r.tail ? [r.tail] : []));
  return {
    rps: Math.round(rounds.reduce((sum, r) => sum + r.rps, 0) / rounds.length),
    p50: Math.max(...rounds.map((r) => r.p50)),
    p99:
      tails.length === rounds.length
        ? Math.round(mergedPercentile(tails, 99))
        : Math.max(...rounds.map((r) => r.p99)),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
  };
}

/**
 * A read on each target and the bare route in turn, round after round: a shared machine's speed
 * drifts within a run (the bare route alone has measured anywhere from 20k to 91k requests per
 * second across runs and machines), and taking turns makes the drift weigh on all alike, so the
 * ratios between neighbouring rounds hold even when the absolute figures move.
 */
export async function loadInTurns(targets: Target[], bareUrl: string): Promise<Beside[]> {
  const options = (target: string, extra: Record<string, string>): LoadOptions => ({
    url: target,
    connections: CONNECTIONS,
    durationSeconds: ROUND_SECONDS,
    headers: { ...BROWSER_HEADERS, ...extra },
    method: 'GET',
  });
  const calls = targets.map((target) => options(target.url, target.headers));
  const bare = options(bareUrl, {});
  for (const call of calls) await run({ ...call, durationSeconds: WARM_UP_SECONDS });
  await run({ ...bare, durationSeconds: WARM_UP_SECONDS });
  const callRounds: LoadResult[][] = targets.map(() => []);
  const cpu = targets.map(noCpuUse);
  const bareRounds: LoadResult[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, call] of calls.entries()) {
      const before = sampleCpu(targets[i].pid);
      callRounds[i].push(await run(call));
      addCpuUse(cpu[i], before, sampleCpu(targets[i].pid));
    }
    bareRounds.push(await run(bare));
  }
  return targets.map((_, i) => ({
    call: combined(callRounds[i]),
    callRounds: callRounds[i],
    bare: combined(bareRounds),
    cpu: cpu[i],
  }));
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
  const setCookies = login.headers.getSetCookie().join(';');
  const session = /atrium_session=([^;]+)/.exec(setCookies)?.[1];
  if (!session) throw new Error(`sign-in failed: ${login.status}`);
  // Signing in hands out the session's own CSRF token.
  const bound = /atrium_csrf=([^;]+)/.exec(setCookies)?.[1] ?? csrf;
  return { cookie: `atrium_session=${session}; atrium_csrf=${bound}`, csrf: bound };
}
