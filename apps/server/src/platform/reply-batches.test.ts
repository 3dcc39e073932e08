// Replies ready in one turn leave together at its end, each with its own body and status.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerReplyBatches } from './reply-batches.ts';

describe('replies sent in batches', () => {
  let app: FastifyInstance;
  const events: string[] = [];

  beforeAll(async () => {
    app = Fastify();
    registerReplyBatches(app);
    app.addHook('onResponse', (request, _reply, done) => {
      events.push(`sent ${request.url}`);
      done();
    });
    app.get('/echo/:word', async (request) => {
      const { word } = request.params as { word: string };
      setImmediate(() => events.push(`turn of ${request.url} ended`));
      if (word === 'missing') throw Object.assign(new Error('No such word.'), { statusCode: 404 });
      return { word };
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('holds a reply ready in a turn until that turn ends, then sends it', async () => {
    events.length = 0;
    const reply = await app.inject({ url: '/echo/alone' });
    expect(reply.json()).toEqual({ word: 'alone' });
    expect(events).toEqual(['turn of /echo/alone ended', 'sent /echo/alone']);
  });

  it('answers every request of a busy turn with its own reply, refusals included', async () => {
    const words = Array.from({ length: 40 }, (_, i) => `w${i}`);
    const replies = await Promise.all(
      [...words, 'missing'].map((word) => app.inject({ url: `/echo/${word}` })),
    );
    expect(replies.slice(0, -1).map((r) => r.json().word)).toEqual(words);
    expect(replies.at(-1)?.statusCode).toBe(404);
    expect(replies.at(-1)?.json().message).toBe('No such word.');
  });
});
