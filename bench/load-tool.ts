// The load generator. On a machine of two cores it shares the CPU with the processes it measures,
// so its own cost per request shapes every figure. In order of preference:
// - load-generator/http-load.c (C, one thread, one write and one read a request), built here with
//   the machine's C compiler;
// - wrk (C, one thread; Debian's `wrk` package, installed here when running as root), about a
//   quarter of autocannon's cost;
// - autocannon (Node) otherwise.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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

/** A command's path when the machine has it on its PATH, else undefined. */
function commandPath(name: string): string | undefined {
  return spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim() || undefined;
}

/** The latency tail a load tool printed ("tail requests N", then "tail P µs" lines), if any. */
function readTail(output: string): LatencyTail | undefined {
  const requests = Number(/^tail requests (\d+)$/m.exec(output)?.[1] ?? Number.NaN);
  const points = [...output.matchAll(/^tail ([\d.]+) (\d+)$/gm)].map(
    ([, percentile, us]): [number, number] => [Number(percentile), Number(us) / 1000],
  );
  return requests > 0 && points.length > 0 ? { requests, points } : undefined;
}

/** Writes a tool's input file in a folder of its own, hands its path to `use`, then removes it. */
async function withToolFile<T>(name: string, text: string, use: (file: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atrium-load-'));
  const file = path.join(dir, name);
  writeFileSync(file, text);
  try {
    return await use(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const LEAN_SOURCE = path.join(import.meta.dirname, 'load-generator', 'http-load.c');
let leanPath: string | undefined | null = null;

/**
 * The lean load generator's binary, built from its source once per version of it (kept under
 * node_modules/.cache); undefined when the machine has no C compiler or the build fails.
 */
export function findLeanLoader(): string | undefined {
  if (leanPath !== null) return leanPath;
  leanPath = undefined;
  const compiler = ['cc', 'gcc', 'clang'].find((name) => commandPath(name) !== undefined);
  if (!compiler || process.platform !== 'linux') return leanPath;
  const source = readFileSync(LEAN_SOURCE);
  const version = createHash('sha256').update(source).digest('hex').slice(0, 12);
  const dir = path.join(import.meta.dirname, '..', 'node_modules', '.cache', 'atrium-bench');
  const binary = path.join(dir, `http-load-${version}`);
  if (!existsSync(binary)) {
    mkdirSync(dir, { recursive: true });
    const building = `${binary}.${process.pid}`;
    const built = spawnSync(compiler, ['-O2', '-o', building, LEAN_SOURCE], { encoding: 'utf8' });
    if (built.status !== 0) {
      process.stdout.write(`The lean load generator did not build (${compiler}):\n${built.stderr}\n`);
      return leanPath;
    }
    renameSync(building, binary);
  }
  leanPath = binary;
  return leanPath;
}

/** The raw request the lean load generator sends, as a browser would send it. */
export function rawRequest(options: LoadOptions): string {
  const url = new URL(options.url);
  const lines = [`${options.method} ${url.pathname}${url.search} HTTP/1.1`, `Host: ${url.host}`];
  for (const [name, value] of Object.entries(options.headers)) lines.push(`${name}: ${value}`);
  if (options.body !== undefined) lines.push(`Content-Length: ${Buffer.byteLength(options.body)}`);
  return `${lines.join('\r\n')}\r\n\r\n${options.body ?? ''}`;
}

/** Reads the lean load generator's lines (microseconds) into a result. */
export function readLeanSummary(output: string): LoadResult {
  const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? Number.NaN);
  const requests = number(/^requests (\d+)$/m);
  const seconds = number(/^seconds ([\d.]+)$/m);
  const errors = /^errors connect (\d+) read (\d+) write (\d+) timeout (\d+) status (\d+)$/m.exec(output);
  if (!Number.isFinite(requests) || !Number.isFinite(seconds) || seconds <= 0 || !errors) {
    throw new Error(`the load generator printed no summary:\n${output}`);
  }
  const tail = readTail(output);
  return {
    rps: Math.round(requests / seconds),
    p50: Math.round(number(/^p50 (\d+)$/m) / 1000),
    p99: Math.round(number(/^p99 (\d+)$/m) / 1000),
    errors: errors.slice(1).reduce((sum, n) => sum + Number(n), 0),
    ...(tail ? { tail } : {}),
  };
}

/** Runs a load generator to its end; answers what it printed, or fails with it. */
function runTool(command: string, args: string[]): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`${path.basename(command)} ended (${code}):\n${text}`)),
    );
  });
}

export function loadWithLean(binary: string, options: LoadOptions): Promise<LoadResult> {
  const url = new URL(options.url);
  // The portal listens on 127.0.0.1; the generator connects to an IPv4 address as given.
  const host = url.hostname === 'localhost' ? '127.0.0.1' : url.hostname;
  return withToolFile('request.http', rawRequest(options), async (requestFile) =>
    readLeanSummary(
      await runTool(binary, [
        host,
        url.port || '80',
        String(options.connections),
        String(options.durationSeconds),
        '10',
        requestFile,
      ]),
    ),
  );
}

const WRK = '/usr/bin/wrk';
let wrkPath: string | undefined | null = null;

/** wrk's path, installing Debian's package once when it is missing and this is root; else undefined. */
export function findWrk(): string | undefined {
  if (wrkPath !== null) return wrkPath;
  const onPath = commandPath('wrk');
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
  const tail = readTail(output);
  return {
    rps: Math.round(rps),
    p50: Math.round(percentile(50)),
    p99: Math.round(percentile(99)),
    errors: socketErrors + non2xx,
    ...(tail ? { tail } : {}),
  };
}

export function loadWithWrk(wrk: string, options: LoadOptions): Promise<LoadResult> {
  return withToolFile('request.lua', luaScript(options), async (script) =>
    readWrkSummary(
      await runTool(wrk, [
        '-t1',
        `-c${options.connections}`,
        `-d${options.durationSeconds}s`,
        '--timeout',
        '10s',
        '--latency',
        '-s',
        script,
        options.url,
      ]),
    ),
  );
}
