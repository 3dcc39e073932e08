// /api/openapi.json lists every status an operation answers: each operation is called anonymously,
// as the demo researcher, as the admin with ids nothing has, without the CSRF token, with a body
// over the limit or of a type it does not read, and with headers over the limit; every status
// answered must be one the document lists for it, carrying the reply the document describes. Then
// the statuses endpoints declare (conflicts, redirects, limits, external systems) are provoked.
import type { AddressInfo } from 'node:net';
import { ErrorBodySchema } from '@atrium/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setFault } from '../features/companies/companies.test-kit.ts';
import {
  type DocumentedOperation,
  documentedOperations,
  placeholderPath,
  UNKNOWN_ID,
} from '../test/documented-operations.ts';
import { createPage } from '../test/site-api.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../test/test-app.ts';

/** What Node and Fastify answer before a route is reached. */
const ClientErrorSchema = z.object({ error: z.string(), message: z.string(), statusCode: z.number() });

/** Over Fastify's 10 MB body limit. */
const OVERSIZED_BODY = JSON.stringify({ filler: 'x'.repeat(10 * 1024 * 1024) });
/** Over Node's 16 KB limit on request headers. */
const OVERSIZED_HEADER = 'x'.repeat(20 * 1024);

let t: TestApp;
let origin: string;
let operations: DocumentedOperation[] = [];
let anonymous: TestClient;
let researcher: TestClient;
let admin: TestClient;

beforeAll(async () => {
  // A low sign-in limit, so that a few wrong passwords reach the rate limit; short waits between
  // the tries of a failing external system.
  t = await createTestApp({ ATRIUM_LOGIN_LIMIT: '3', CONNECTOR_BACKOFF_MS: '5' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  anonymous = t.client();
  researcher = t.client();
  await researcher.login(DEMO.researcher);
  admin = t.client();
  await admin.login(DEMO.admin);
  operations = await documentedOperations(anonymous);
}, 120_000);
afterAll(() => t.close());

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

/** What is wrong with an answer, measured against the operation's entry in the document. */
function undocumented(operation: DocumentedOperation, how: string, answer: Answer): string[] {
  const documented = operation.entry.responses[String(answer.status)];
  const where = `${operation.key} ${how}: ${answer.status}`;
  if (!documented) return [`${where} is not in the document (${answer.body.slice(0, 100)})`];
  const schema = (documented.content?.['application/json'] as { schema?: { $ref?: string } } | undefined)
    ?.schema?.$ref;
  if (!schema) return [];
  const shape = schema.endsWith('/ClientError') ? ClientErrorSchema : ErrorBodySchema;
  if (!answer.contentType.startsWith('application/json')) return [`${where} answered ${answer.contentType}`];
  const parsed = shape.safeParse(JSON.parse(answer.body));
  return parsed.success ? [] : [`${where} does not carry ${schema}: ${answer.body.slice(0, 100)}`];
}

const asAnswer = (response: LightMyRequestResponse): Answer => ({
  status: response.statusCode,
  contentType: String(response.headers['content-type'] ?? ''),
  body: response.body,
});

const hasBody = (operation: DocumentedOperation) => operation.method !== 'GET';

describe('the statuses /api/openapi.json lists', () => {
  it('include every status an operation answers to callers it refuses, unknown ids and oversized requests', async () => {
    const problems: string[] = [];
    const answered = new Set<number>();
    for (const operation of operations) {
      const url = placeholderPath(operation.path, UNKNOWN_ID);
      const payload = hasBody(operation) ? { payload: {} } : {};
      const calls: [string, () => Promise<LightMyRequestResponse>][] = [
        ['anonymous', () => anonymous.request({ method: operation.method as 'GET', url, ...payload })],
        ['as a researcher', () => researcher.request({ method: operation.method as 'GET', url, ...payload })],
        ['with unknown ids', () => admin.request({ method: operation.method as 'GET', url, ...payload })],
        [
          'without the CSRF token',
          () => admin.request({ method: operation.method as 'GET', url, ...payload, csrf: false }),
        ],
      ];
      if (hasBody(operation)) {
        calls.push([
          'with a body over the limit',
          () =>
            admin.request({
              method: operation.method as 'POST',
              url,
              payload: OVERSIZED_BODY,
              headers: { 'content-type': 'application/json' },
            }),
        ]);
        calls.push([
          'with a body of another type',
          () =>
            admin.request({
              method: operation.method as 'POST',
              url,
              payload: '<words/>',
              headers: { 'content-type': 'application/xml' },
            }),
        ]);
      }
      for (const [how, call] of calls) {
        const answer = asAnswer(await call());
        answered.add(answer.status);
        problems.push(...undocumented(operation, how, answer));
      }
      const response = await fetch(`${origin}${url}`, {
        method: operation.method,
        headers: { 'x-filler': OVERSIZED_HEADER },
      });
      const answer = {
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        body: await response.text(),
      };
      answered.add(answer.status);
      problems.push(...undocumented(operation, 'with headers over the limit', answer));
    }
    expect(problems).toEqual([]);
    // The walk reached each kind of refusal it is there to provoke.
    for (const status of [400, 401, 403, 404, 413, 415, 431]) expect(answered).toContain(status);
  }, 600_000);
});

/** The operation's entry; the walk above has called every one, signing out last. */
const operation = (key: string) => {
  const found = operations.find((o) => o.key === key);
  if (!found) throw new Error(`${key} is not in the document`);
  return found;
};

/** The answer is listed for the operation, and the listing names the error code it carries. */
function expectDocumented(key: string, response: LightMyRequestResponse, status: number) {
  expect(response.statusCode).toBe(status);
  expect(undocumented(operation(key), 'as declared', asAnswer(response))).toEqual([]);
  if (status >= 400) {
    const { code } = response.json() as { code: string };
    expect(operation(key).entry.responses[String(status)].description).toContain(code);
  }
}

describe('the statuses an endpoint declares', () => {
  it('include the 409 a save from an older copy of a page answers', async () => {
    const editor = t.client();
    await editor.login(DEMO.admin);
    const page = (await editor.get(`/api/v2/page/${(await createPage(editor)).UUID}`)).json();
    const save = (title: string) =>
      editor.post('/api/v2/page', {
        UUID: page.UUID,
        Version: page.Version,
        Sections: [
          { UUID: '-1', Title: title, Text: `<p>${title}</p>`, Width: 12, Type: { Identifier: 'RichText' } },
        ],
      });
    expect((await save('Theirs')).statusCode).toBe(200);
    expectDocumented('POST /api/v2/page', await save('Mine'), 409);
  });

  it('include the redirect single sign-on answers, and no 200', async () => {
    const response = await anonymous.get('/api/v2/user/oidc/start');
    expectDocumented('GET /api/v2/user/oidc/start', response, 302);
    expect(response.headers.location).toMatch(/^\/login\?sso=/);
    expect(operation('GET /api/v2/user/oidc/start').entry.responses).not.toHaveProperty('200');
  });

  it('include the 304 the route tree answers a browser that holds it', async () => {
    const reader = t.client();
    await reader.login(DEMO.partner);
    const first = await reader.get('/api/v2/routes');
    const again = await reader.request({
      method: 'GET',
      url: '/api/v2/routes',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expectDocumented('GET /api/v2/routes', again, 304);
  });

  it('include the 401 and 429 of wrong passwords at sign-in', async () => {
    const guesser = t.client();
    const guess = () =>
      guesser.post('/api/v2/user/login', { email: 'nobody@demo.atrium', password: 'guess' });
    for (let i = 0; i < 3; i++) expectDocumented('POST /api/v2/user/login', await guess(), 401);
    expectDocumented('POST /api/v2/user/login', await guess(), 429);
  });

  it('include the 403 of sorting assignments by billings without ViewFinancials', async () => {
    const sorter = t.client();
    await sorter.login(DEMO.researcher);
    const response = await sorter.post('/api/v2/assignment/list', { sort: 'totalBillings' });
    expectDocumented('POST /api/v2/assignment/list', response, 403);
    expect(operation('POST /api/v2/assignment/list').entry.responses['403'].description).toContain(
      'ViewFinancials',
    );
  });

  it('include the 502 and 503 of an external system that fails or is busy', async () => {
    const searcher = t.client();
    await searcher.login(DEMO.admin);
    const search = () => searcher.get('/api/v2/company/invenias/search?companyName=Kinetic');
    await setFault(searcher, 'invenias', { mode: 'error500', times: 50 });
    expectDocumented('GET /api/v2/company/invenias/search', await search(), 502);
    await setFault(searcher, 'invenias', { mode: 'rateLimit429', times: 50 });
    expectDocumented('GET /api/v2/company/invenias/search', await search(), 503);
    await setFault(searcher, 'invenias', { mode: 'none' });
  });

  it('include the 409 of a group name that is taken', async () => {
    const groupAdmin = t.client();
    await groupAdmin.login(DEMO.admin);
    const [existing] = (await groupAdmin.get('/api/v2/admin/groups')).json();
    expectDocumented(
      'POST /api/v2/admin/groups',
      await groupAdmin.post('/api/v2/admin/groups', { Name: existing.Name }),
      409,
    );
  });
});
