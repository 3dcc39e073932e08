import { BinaryResponseSchema, defineEndpoint } from '@atrium/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { notFound, registerErrorHandler } from './errors.ts';
import { enableReplyChecks, handleEndpoint } from './http.ts';

const PersonSchema = z.object({ ID: z.number().int(), Name: z.string(), Title: z.string().nullable() });

const person = defineEndpoint({
  method: 'GET',
  path: '/person/:kind',
  summary: 'A person',
  access: 'public',
  tag: 'test',
  params: z.object({ kind: z.string() }),
  response: PersonSchema,
});
const picture = defineEndpoint({
  method: 'GET',
  path: '/picture/:kind',
  summary: 'Bytes',
  access: 'public',
  tag: 'test',
  params: z.object({ kind: z.string() }),
  response: BinaryResponseSchema,
});

/** What each `kind` of the test endpoints answers. */
const replies: Record<string, unknown> = {
  right: { ID: 1, Name: 'Ada Lovelace', Title: null },
  missing: { ID: 1, Title: null },
  nullName: { ID: 1, Name: null, Title: null },
  extra: { ID: 1, Name: 'Ada Lovelace', Title: 'Partner', passwordHash: 'x' },
};

let app: FastifyInstance;
afterEach(() => app.close());

async function buildTestApp(options: { checkReplies: boolean }): Promise<FastifyInstance> {
  const instance = Fastify();
  registerErrorHandler(instance);
  handleEndpoint(instance, person, ({ params, reply }) => {
    if (params.kind === 'gone') throw notFound('No such person.');
    if (params.kind === 'file') return reply.type('application/pdf').send(Buffer.from('%PDF-'));
    return replies[params.kind];
  });
  handleEndpoint(instance, picture, ({ reply }) =>
    reply.type('image/png').send(Buffer.from([137, 80, 78, 71])),
  );
  if (options.checkReplies) enableReplyChecks(instance);
  await instance.ready();
  return instance;
}

describe('reply checks', () => {
  it('passes a reply that matches its contract, unchanged', async () => {
    app = await buildTestApp({ checkReplies: true });
    const response = await app.inject({ method: 'GET', url: '/person/right' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(replies.right);
  });

  it.each([
    ['missing', 'Name'],
    ['nullName', 'Name'],
    ['extra', 'passwordHash'],
  ])('answers 500 naming the endpoint and the field when the reply is %s', async (kind, field) => {
    app = await buildTestApp({ checkReplies: true });
    const response = await app.inject({ method: 'GET', url: `/person/${kind}` });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.code).toBe('internal');
    expect(body.message).toBe('The reply of GET /person/:kind does not match its contract.');
    expect(body.issues.map((issue: { path: string }) => issue.path)).toEqual([field]);
  });

  it('refuses bytes from an endpoint whose contract declares JSON', async () => {
    app = await buildTestApp({ checkReplies: true });
    const response = await app.inject({ method: 'GET', url: '/person/file' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json().issues[0].message).toContain('application/pdf');
  });

  it('leaves bytes of a binary endpoint and error replies as they are', async () => {
    app = await buildTestApp({ checkReplies: true });
    const image = await app.inject({ method: 'GET', url: '/picture/any' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect([...image.rawPayload]).toEqual([137, 80, 78, 71]);
    const gone = await app.inject({ method: 'GET', url: '/person/gone' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ code: 'not_found', message: 'No such person.' });
  });

  it('sends what the handler returned when the checks are off (production)', async () => {
    app = await buildTestApp({ checkReplies: false });
    const response = await app.inject({ method: 'GET', url: '/person/extra' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(replies.extra);
  });
});
