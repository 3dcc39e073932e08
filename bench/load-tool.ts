// The load generator. On a machine of two cores it shares the CPU with the processes it measures,
// so its own cost per request shapes every figure: wrk (C, one thread) spends about a quarter of
// what autocannon (Node) does and leaves the cores to the portal. wrk is used when the machine has
// it (Debian's `wrk` package, installed here when running as root); autocannon otherwise.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LatencyTail } from './latency-tail.ts';

export interface LoadOptions {
  url: string;
  connections: number;
  durationSeconds: number;
  headers: Record<string, string>;
  method: 'GET' | 'POST';
  body?: string;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The latency tail, for a percentile over several runs (wrk only). */
  tail?: LatencyTail;
}

const WRK = '/usr/bin/wrk';
let wrkPath: string | undefined | null = null;

/** wrk's path, installing Debian's package once when it is missing and this is root; else undefined. */
export function findWrk(): string | undefined {
  if (wrkPath !== null) return wrkPath;
  const onPath = spawnSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' }).stdout.trim();
  if (!onPath && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    process.stdout.write('Installing wrk, the load generator (apt-get install wrk)…\n');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['install', '-y', '-qq', 'wrk'], { stdio: 'ignore', env });
  }
  wrkPath = onPath || (existsSync(WRK) ? WRK : undefined);
  if (!wrkPath) {
    process.stdout.write(
      'wrk not found: load from autocannon, which takes more of the CPU (Debian: apt-get install wrk)\n',
    );
  }
  return wrkPath;
}

/** A wrk script: method, body and headers (a header given with -H would be sent twice). */
function luaScript(options: LoadOptions): string {
  const lines = [`wrk.method = ${JSON.stringify(options.method)}`];
  if (options.body !== undefined) lines.push(`wrk.body = ${JSON.stringify(options.body)}`);
  for (const [name, value] of Object.entries(options.headers)) {
    lines.push(`wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`);
  }
  // The tail, every 0.05 of a percentile from the 90th, in microseconds (readWrkSummary).
  lines.push(
    'done = function(summary, latency, requests)',
    '  io.write(string.format("tail requests %d\\n", summary.requests))',
    '  for step = 1800, 1999 do',
    '    io.write(string.format("tail %.2f %d\\n", step / 20, latency:percentile(step / 20)))',
    '  end',
    // wrk answers 0 for the 100th percentile: the slowest request is its `max`.
    '  io.write(string.format("tail 100.00 %d\\n", latency.max))',
    'end',
  );
  return `${lines.join('\n')}\n`;
}

/** "812.00us", "8.11ms", "1.20s" → milliseconds. */
function toMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  const unit = match[2];
  if (unit === 'us') return value / 1000;
  if (unit === 'ms') return value;
  if (unit === 's') return value * 1000;
  return value * 60_000;
}

/** Reads wrk's summary: requests per second, the 50th and 99th percentiles, errors of any kind. */
export function readWrkSummary(output: string): LoadResult {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? Number.NaN);
  const percentile = (p: number) => toMs(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(output)?.[1] ?? '');
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  if (!Number.isFinite(rps)) throw new Error(`wrk printed no summary:\n${output}`);
  const tailRequests = Number(/^tail requests (\d+)$/m.exec(output)?.[1] ?? Number.NaN);
  const points = [...output.matchAll(/^tail ([\d.]+) (\d+)$/gm)].map(
    ([, percentile, us]): [number, number] => [Number(percentile), Number(us) / 1000],
  );
  return {
    rps: Math.round(rps),
    p50: Math.round(percentile(50)),
    p99: Math.round(percentile(99)),
    errors: socketErrors + non2xx,
    ...(Number.isFinite(tailRequests) && points.length > 0
      ? { tail: { requests: tailRequests, points } }
      : {}),
  };
}

export async function loadWithWrk(wrk: string, options: LoadOptions): Promise<LoadResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atrium-wrk-'));
  const script = path.join(dir, 'request.lua');
  writeFileSync(script, luaScript(options));
  const args = [
    '-t1',
    `-c${options.connections}`,
    `-d${options.durationSeconds}s`,
    '--timeout',
    '10s',
    '--latency',
    '-s',
    script,
    options.url,
  ];
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(wrk, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      child.stderr.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0 ? resolve(text) : reject(new Error(`wrk ended (${code}):\n${text}`)),
      );
    });
    return readWrkSummary(output);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
