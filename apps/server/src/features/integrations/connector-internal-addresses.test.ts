// A connector set up with an address inside the network is not called, and its users read the
// same answer whether something listens there or not (docs/security.md "Outbound requests").
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/site-api.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';

const MISCONFIGURED = {
  Invenias: 'The connection to Invenias is not set up correctly. Please tell a site administrator.',
  Box: 'The connection to Box is not set up correctly. Please tell a site administrator.',
};

/** Answers as an empty Invenias and an empty Box would; counts who reached it. */
function stubConnector(hits: { count: number }): Server {
  return createServer((request, response) => {
    hits.count++;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(request.url?.includes('/companies') ? { Items: [] } : { entries: [] }));
  });
}

const listen = (server: Server, host: string) =>
  new Promise<number>((resolve) =>
    server.listen(0, host, () => resolve((server.address() as AddressInfo).port)),
  );

const insideHits = { count: 0 };
const allowedHits = { count: 0 };
let inside: Server;
let allowed: Server;
let openPort: number;
let closedPort: number;
let allowedPort: number;

beforeAll(async () => {
  inside = stubConnector(insideHits);
  openPort = await listen(inside, '127.0.0.1');
  allowed = stubConnector(allowedHits);
  allowedPort = await listen(allowed, '127.0.0.2');
  const closed = createServer();
  closedPort = await listen(closed, '127.0.0.1');
  await new Promise((resolve) => closed.close(resolve));
});

afterAll(async () => {
  await new Promise((resolve) => inside.close(resolve));
  await new Promise((resolve) => allowed.close(resolve));
});

/** What an admin reads from Invenias search and a Box folder with the connectors at these addresses. */
async function connectorAnswers(app: TestApp) {
  const admin = await signIn(app, DEMO.admin);
  const search = await admin.get('/api/v2/company/invenias/search?companyName=Northgate');
  const folder = await admin.get('/api/v2/box/folder/0');
  return {
    invenias: { status: search.statusCode, message: search.json().message as string | undefined },
    box: { status: folder.statusCode, message: folder.json().message as string | undefined },
  };
}

const appWith = (env: Record<string, string>) =>
  createTestApp({ ATRIUM_FETCH_ALLOW_HOSTS: '127.0.0.2', CONNECTOR_BACKOFF_MS: '1', ...env });

describe('connectors set up with an address inside the network', () => {
  let open: TestApp;
  let closed: TestApp;
  let allowlisted: TestApp;
  beforeAll(async () => {
    // One after the other: three apps starting at once can outlast a plugin's start-up time.
    open = await appWith({
      INVENIAS_URL: `http://127.0.0.1:${openPort}/api`,
      BOX_URL: `http://localhost:${openPort}/2.0`,
    });
    closed = await appWith({
      INVENIAS_URL: `http://127.0.0.1:${closedPort}/api`,
      BOX_URL: `http://localhost:${closedPort}/2.0`,
    });
    allowlisted = await appWith({ INVENIAS_URL: `http://127.0.0.2:${allowedPort}/api` });
  });
  afterAll(async () => {
    await Promise.all([open?.close(), closed?.close(), allowlisted?.close()]);
  });

  it('are not called, and answer the same whether the port is open or closed', async () => {
    const whenOpen = await connectorAnswers(open);
    const whenClosed = await connectorAnswers(closed);
    expect(whenOpen).toEqual(whenClosed);
    expect(whenOpen.invenias).toEqual({ status: 502, message: MISCONFIGURED.Invenias });
    expect(whenOpen.box).toEqual({ status: 502, message: MISCONFIGURED.Box });
    expect(insideHits.count).toBe(0);
  });

  it('are called when the administrator allowlists the host', async () => {
    const answers = await connectorAnswers(allowlisted);
    expect(answers.invenias.status).toBe(200);
    expect(allowedHits.count).toBeGreaterThan(0);
  });
});
