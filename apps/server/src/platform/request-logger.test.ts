// A request's logger is built only when the request logs at an enabled level, and then carries the
// request id like Fastify's own.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger } from './request-logger.ts';

describe('request loggers', () => {
  it('write enabled levels with the request id, and nothing below the level', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'warn', stream }, childLoggerFactory: lazyChildLogger });
    app.get('/quiet', async (request) => {
      request.log.info('not written');
      return { ok: true };
    });
    app.get('/loud', async (request) => {
      request.log.warn({ detail: 7 }, 'written');
      request.log.debug('not written either');
      return { ok: true };
    });
    await app.inject({ url: '/quiet' });
    const loud = await app.inject({ url: '/loud' });
    await app.close();
    expect(loud.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'written', detail: 7, level: 40 });
    expect(lines[0].reqId).toEqual(expect.any(String));
  });
});
