import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type ConnectorLog, createConnectorHttp, retryAfterMs } from './connector-http.ts';

/** A provider stand-in whose next answers each test scripts. */
type Script = (request: IncomingMessage, response: ServerResponse) => void;
let script: Script[] = [];
let received: { method: string; url: string; authorization?: string }[] = [];
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push({
      method: request.method!,
      url: request.url!,
      authorization: request.headers.authorization,
    });
    const next = script.shift() ?? ((_, res) => res.writeHead(200).end('{"ok":true}'));
    next(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let logged: { level: string; details: Record<string, unknown>; message: string }[] = [];
const log: ConnectorLog = {
  warn: (details, message) =>
    logged.push({ level: 'warn', details: details as Record<string, unknown>, message }),
  debug: (details, message) =>
    logged.push({ level: 'debug', details: details as Record<string, unknown>, message }),
};
beforeEach(() => {
  script = [];
  received = [];
  logged = [];
});

const http = (overrides: { baseUrl?: string; timeoutMs?: number } = {}) =>
  createConnectorHttp({
    name: 'Invenias',
    baseUrl: () => overrides.baseUrl ?? `${origin}/api`,
    token: 'secret',
    timeoutMs: overrides.timeoutMs ?? 2_000,
    maxRetries: 2,
    retryBaseMs: 1,
    log,
  });
const Ok = z.object({ ok: z.literal(true) });
const answer =
  (status: number, body: unknown = {}, headers: Record<string, string> = {}): Script =>
  (_, res) =>
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));

describe('connector HTTP client', () => {
  it('sends the bearer token and the query, and parses the reply', async () => {
    const reply = await http().request({
      method: 'GET',
      path: '/companies',
      query: { search: 'a b', take: 5 },
      schema: Ok,
    });
    expect(reply).toEqual({ ok: true });
    expect(received).toEqual([
      { method: 'GET', url: '/api/companies?search=a+b&take=5', authorization: 'Bearer secret' },
    ]);
  });

  it('retries 429 after the Retry-After it was given, then succeeds', async () => {
    script = [answer(429, {}, { 'retry-after': '0' }), answer(429, {}, { 'retry-after': '0' })];
    expect(await http().request({ method: 'POST', path: '/companies', body: {}, schema: Ok })).toEqual({
      ok: true,
    });
    expect(received).toHaveLength(3);
  });

  it('gives up at once when Retry-After asks for longer than a user should wait', async () => {
    script = [answer(429, {}, { 'retry-after': '120' })];
    await expect(http().request({ method: 'GET', path: '/x', schema: Ok })).rejects.toMatchObject({
      code: 'connector_busy',
      status: 503,
      message: 'Invenias is busy right now. Please try again in a minute.',
    });
    expect(received).toHaveLength(1);
  });

  it('retries a 5xx when repeating is safe, a bounded number of times', async () => {
    script = [answer(500), answer(502), answer(503)];
    await expect(http().request({ method: 'PATCH', path: '/x', body: {}, schema: Ok })).rejects.toMatchObject(
      {
        code: 'connector_unavailable',
        message: 'Invenias is not available right now. Please try again later.',
      },
    );
    expect(received).toHaveLength(3);
    expect(logged.at(-1)).toMatchObject({ level: 'warn', details: { status: 503, connector: 'Invenias' } });
  });

  it('never repeats a POST after a 5xx (it may have created the record)', async () => {
    script = [answer(500)];
    await expect(http().request({ method: 'POST', path: '/x', body: {}, schema: Ok })).rejects.toMatchObject({
      code: 'connector_unavailable',
    });
    expect(received).toHaveLength(1);
  });

  it('times out a slow answer and logs the cause', async () => {
    script = [(_, res) => setTimeout(() => res.writeHead(200).end('{"ok":true}'), 500)];
    await expect(
      http({ timeoutMs: 100 }).request({ method: 'GET', path: '/x', schema: Ok }),
    ).rejects.toMatchObject({
      code: 'connector_timeout',
      status: 504,
      message: 'Invenias did not answer in time. Please try again.',
    });
    expect(logged.at(-1)?.details.err).toBeInstanceOf(Error);
  });

  it('reports refused credentials as a set-up problem', async () => {
    script = [answer(401, { Message: 'Unauthorized' })];
    await expect(http().request({ method: 'GET', path: '/x', schema: Ok })).rejects.toMatchObject({
      code: 'connector_misconfigured',
    });
    expect(logged.at(-1)).toMatchObject({ details: { status: 401, detail: 'Unauthorized' } });
  });

  it('logs the network cause when nothing listens at the address', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(
      http({ baseUrl: `http://127.0.0.1:${port}/api` }).request({ method: 'POST', path: '/x', schema: Ok }),
    ).rejects.toMatchObject({ code: 'connector_unavailable' });
    const cause = logged.at(-1)?.details.err as Error & { cause?: { code?: string } };
    expect(cause).toBeInstanceOf(Error);
    expect(cause.cause?.code).toBe('ECONNREFUSED');
  });

  it('refuses an answer of the wrong shape', async () => {
    script = [answer(200, { ok: 'yes' })];
    await expect(http().request({ method: 'GET', path: '/x', schema: Ok })).rejects.toMatchObject({
      code: 'connector_bad_response',
    });
  });

  it('answers null for a missing record on find, and names the provider’s reason for a refusal', async () => {
    script = [
      answer(404, { Message: 'Company not found' }),
      answer(400, { Message: 'CompanyName is required' }),
    ];
    expect(await http().find({ method: 'GET', path: '/x', schema: Ok })).toBeNull();
    await expect(http().request({ method: 'POST', path: '/x', body: {}, schema: Ok })).rejects.toMatchObject({
      code: 'connector_rejected',
      message: 'Invenias refused the change: CompanyName is required',
    });
  });

  it('reads Retry-After in seconds or as an HTTP date', () => {
    expect(retryAfterMs('3')).toBe(3_000);
    expect(retryAfterMs(new Date(10_000 + 2_000).toUTCString(), 10_000)).toBe(2_000);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });
});
