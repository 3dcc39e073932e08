import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLeanLoader, type LoadOptions, loadWithLean, rawRequest, readLeanSummary } from './load-tool.ts';

describe('the raw request of the lean load generator', () => {
  it('carries the method, path, host, headers and the body with its length in bytes', () => {
    const text = rawRequest({
      url: 'http://127.0.0.1:8080/api/v2/page?x=1',
      connections: 1,
      durationSeconds: 1,
      headers: { cookie: 'a=b' },
      method: 'POST',
      body: '{"é":1}',
    });
    expect(text).toBe(
      'POST /api/v2/page?x=1 HTTP/1.1\r\nHost: 127.0.0.1:8080\r\ncookie: a=b\r\nContent-Length: 8\r\n\r\n{"é":1}',
    );
  });
});

describe('the lean load generator summary', () => {
  it('reads requests per second, percentiles in ms, errors of every kind and the tail', () => {
    const result = readLeanSummary(
      [
        'requests 2000',
        'seconds 4.000',
        'errors connect 1 read 2 write 0 timeout 3 status 4',
        'p50 1500',
        'p99 12400',
        'tail requests 2000',
        'tail 90.00 5000',
        'tail 100.00 30000',
      ].join('\n'),
    );
    expect(result).toEqual({
      rps: 500,
      p50: 2,
      p99: 12,
      errors: 10,
      tail: {
        requests: 2000,
        points: [
          [90, 5],
          [100, 30],
        ],
      },
    });
  });

  it('fails on output without a summary', () => {
    expect(() => readLeanSummary('segmentation fault')).toThrow(/printed no summary/);
  });
});

// The generator against a real server: every kind of reply it must read to the end.
const lean = findLeanLoader();
describe.skipIf(!lean)('the lean load generator', () => {
  let server: Server;
  let baseUrl: string;
  const bodies: string[] = [];

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response: ServerResponse) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      request.on('end', () => {
        if (request.method === 'POST' && bodies.length < 5) bodies.push(body);
        if (request.url === '/length') {
          response.setHeader('content-length', '5');
          response.end('hello');
        } else if (request.url === '/chunked') {
          // Two writes without a length: Node sends them as chunks.
          response.write('x'.repeat(70_000));
          response.end('y'.repeat(10));
        } else if (request.url === '/failing') {
          response.statusCode = 500;
          response.end('no');
        } else if (request.url === '/closing') {
          response.setHeader('connection', 'close');
          response.end('bye');
        } else {
          response.statusCode = 404;
          response.end();
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const options = (pathname: string, extra: Partial<LoadOptions> = {}): LoadOptions => ({
    url: `${baseUrl}${pathname}`,
    connections: 4,
    durationSeconds: 0.5,
    headers: {},
    method: 'GET',
    ...extra,
  });

  it('counts replies with a length, and times them', async () => {
    const result = await loadWithLean(lean as string, options('/length'));
    expect(result.rps).toBeGreaterThan(100);
    expect(result.errors).toBe(0);
    expect(result.tail?.requests).toBeGreaterThan(50);
    expect(result.tail?.points.at(-1)?.[1]).toBeGreaterThanOrEqual(result.p99);
  });

  it('reads chunked replies larger than one read to their end', async () => {
    const result = await loadWithLean(lean as string, options('/chunked'));
    expect(result.rps).toBeGreaterThan(50);
    expect(result.errors).toBe(0);
  });

  it('counts a server error as an error', async () => {
    const result = await loadWithLean(lean as string, options('/failing'));
    expect(result.tail?.requests).toBeGreaterThan(50);
    expect(result.errors).toBe(result.tail?.requests);
  });

  it('opens a new connection when the server closes one after its reply', async () => {
    const result = await loadWithLean(lean as string, options('/closing'));
    expect(result.rps).toBeGreaterThan(50);
    expect(result.errors).toBe(0);
  });

  it('sends a POST body whole', async () => {
    const body = JSON.stringify({ Sections: ['a'.repeat(3000)] });
    const result = await loadWithLean(lean as string, options('/length', { method: 'POST', body }));
    expect(result.errors).toBe(0);
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.every((received) => received === body)).toBe(true);
  });
});
