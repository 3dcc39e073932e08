// A request's logger is built only when the request logs at an enabled level, and then carries the
// request id like Fastify's own.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger, logRequestsAtDebug } from './request-logger.ts';

/** A Fastify app logging at this level into the returned lines, with a route that logs at info. */
function appLoggingAt(level: 'info' | 'debug') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, childLoggerFactory: lazyChildLogger });
  app.get('/page', async (request) => {
    request.log.info('read the page');
    return { ok: true };
  });
  return { app, lines };
}

describe('request loggers', () => {
  it("log the start-up warm-up's requests at debug, so a log read at info shows visitors only", async () => {
    const { app, lines } = appLoggingAt('info');
    const quiet = await logRequestsAtDebug(() => app.inject({ url: '/page' }));
    expect(quiet.statusCode).toBe(200);
    expect(lines).toEqual([]);
    await app.inject({ url: '/page' });
    await app.close();
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'read the page', 'request completed']);
    expect(lines.every((line) => line.level === 30)).toBe(true);
  });

  it("still write the warm-up's requests when the log is read at debug", async () => {
    const { app, lines } = appLoggingAt('debug');
    await logRequestsAtDebug(() => app.inject({ url: '/page' }));
    await app.close();
    expect(lines.map((line) => [line.msg, line.level])).toEqual([
      ['incoming request', 20],
      ['read the page', 20],
      ['request completed', 20],
    ]);
  });

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
