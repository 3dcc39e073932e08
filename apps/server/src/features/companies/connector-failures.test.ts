import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CompanySchema,
  ConnectorsStatusSchema,
  InveniasCreatedSchema,
  UnlinkResultSchema,
} from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedCompany } from '../../db/seed/index.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';
import { createConnectorHttp } from '../integrations/connector-http.ts';
import { listeningOrigin } from '../integrations/connectors.ts';
import { createInveniasClient } from '../integrations/invenias/invenias.client.ts';
import {
  callSandbox,
  countOf,
  createListeningTestApp,
  reply,
  rows,
  sandboxCounters,
  setFault,
  wizardFields,
} from './companies.test-kit.ts';

const MESSAGES = {
  busy: 'Invenias is busy right now. Please try again in a minute.',
  unavailable: 'Invenias is not available right now. Please try again later.',
  timeout: 'Invenias did not answer in time. Please try again.',
  zoomInfoUnavailable: 'ZoomInfo is not available right now. Please try again later.',
};

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  // A timeout short enough to keep the slow-sandbox case quick, long enough that an ordinary call
  // on a busy machine never reaches it; three retries is the default.
  t = await createListeningTestApp({ CONNECTOR_TIMEOUT_MS: '3000' });
  admin = t.client();
  await admin.login(DEMO.admin);
});
afterEach(async () => {
  await setFault(admin, 'invenias', { mode: 'none' });
  await setFault(admin, 'zoominfo', { mode: 'none' });
});
afterAll(() => t.close());

const freshCompany = () =>
  seedCompany(t.database.db, {
    name: `Quillon Failworks ${Math.random().toString(36).slice(2, 7)}`,
    webAddress: 'www.quillon.example',
    city: 'Oslo',
  });

/** Everything a failed call must leave as it was. */
async function snapshot() {
  return {
    companies: await countOf(t, sql`select count(*) from companies`),
    linked: await countOf(t, sql`select count(*) from companies where invenias_id is not null`),
    zoomLinked: await countOf(t, sql`select count(*) from companies where zoominfo_id is not null`),
    audit: await countOf(t, sql`select count(*) from audit_log`),
  };
}

async function inveniasRecordId(name: string) {
  const created = await callSandbox<{ ItemId: string }>(t, 'invenias', '/companies', {
    method: 'POST',
    body: { CompanyName: name },
  });
  return created.body.ItemId;
}

describe('retries', () => {
  it('waits out two 429s and succeeds, each retry reaching the sandbox', async () => {
    const before = await sandboxCounters(admin, 'invenias');
    await setFault(admin, 'invenias', { mode: 'rateLimit429', times: 2, retryAfterSeconds: 0 });
    const response = await admin.get('/api/v2/company/invenias/search?companyName=Northgate');
    expect(response.statusCode).toBe(200);
    const after = await sandboxCounters(admin, 'invenias');
    expect(after.requests - before.requests).toBe(3);
    expect(after.faultsServed - before.faultsServed).toBe(2);
  });

  it('rides over one 500 on a read', async () => {
    const itemId = await inveniasRecordId('Retry Reader Ltd');
    await setFault(admin, 'invenias', { mode: 'error500', times: 1 });
    expect((await admin.get(`/api/v2/company/invenias/${itemId}`)).statusCode).toBe(200);
  });
});

describe('connector failures answer the message and write nothing', () => {
  it('429 beyond the retries: busy, after a bounded number of attempts', async () => {
    const company = await freshCompany();
    const itemId = await inveniasRecordId('Busy Link AG');
    const before = await snapshot();
    const counters = await sandboxCounters(admin, 'invenias');
    await setFault(admin, 'invenias', { mode: 'rateLimit429', times: 50 });
    const response = await admin.get(`/api/v2/company/${company.id}/invenias/${itemId}/link`);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ code: 'connector_busy', message: MESSAGES.busy });
    expect((await sandboxCounters(admin, 'invenias')).requests - counters.requests).toBe(4);
    expect(await snapshot()).toEqual(before);
  });

  it('500 on creating in Invenias: not repeated (it may have created), nothing linked', async () => {
    const company = await freshCompany();
    const before = await snapshot();
    const counters = await sandboxCounters(admin, 'invenias');
    await setFault(admin, 'invenias', { mode: 'error500', times: 50 });
    const response = await admin.get(`/api/v2/company/${company.id}/invenias/create`);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ code: 'connector_unavailable', message: MESSAGES.unavailable });
    expect((await sandboxCounters(admin, 'invenias')).requests - counters.requests).toBe(1);
    expect(await snapshot()).toEqual(before);
  });

  it('a slow Invenias times out', async () => {
    const itemId = await inveniasRecordId('Slow Create GmbH');
    const before = await snapshot();
    await setFault(admin, 'invenias', { mode: 'slow', times: 1, delayMs: 6_000 });
    const response = await admin.get(`/api/v2/company/invenias/${itemId}/create`);
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({ code: 'connector_timeout', message: MESSAGES.timeout });
    expect(await snapshot()).toEqual(before);
  });

  it('unlink failure: success false and the message as the first error; still linked', async () => {
    const company = await freshCompany();
    reply(InveniasCreatedSchema, await admin.get(`/api/v2/company/${company.id}/invenias/create`));
    await setFault(admin, 'invenias', { mode: 'error500', times: 50 });
    const unlinked = reply(
      UnlinkResultSchema,
      await admin.get(`/api/v2/company/${company.id}/invenias/unlink`),
    );
    expect(unlinked).toEqual({ success: false, errors: [MESSAGES.unavailable] });
    expect(reply(CompanySchema, await admin.get(`/api/v2/company/${company.id}`)).InveniasID).not.toBeNull();
  });

  it('the wizard does not save a linked company Invenias could not take', async () => {
    const company = await freshCompany();
    const { company: linked } = reply(
      InveniasCreatedSchema,
      await admin.get(`/api/v2/company/${company.id}/invenias/create`),
    );
    await setFault(admin, 'invenias', { mode: 'error500', times: 50 });
    const response = await admin.post('/api/v2/company', {
      ID: linked.ID,
      Name: linked.Name,
      City: 'Bergen',
      WebAddress: linked.WebAddress,
      GlobalRevenue: 1,
      CompanyCountries: [{ CountryID: 1 }],
      CompanyIndustries: [{ IndustryID: 1 }],
      Relationship: 1,
      IsCertain: true,
    });
    expect(response.statusCode).toBe(502);
    expect(reply(CompanySchema, await admin.get(`/api/v2/company/${company.id}`))).toEqual(linked);
  });

  it('ZoomInfo down: enrichment and a new company write nothing', async () => {
    const company = await freshCompany();
    const before = await snapshot();
    await setFault(admin, 'zoominfo', { mode: 'error500', times: 50 });
    const enrich = await admin.get(`/api/v2/company/zoominfo/123456789/enrich?companyId=${company.id}`);
    expect(enrich.statusCode).toBe(502);
    expect(enrich.json().message).toBe(MESSAGES.zoomInfoUnavailable);
    const created = await admin.post(
      '/api/v2/company/zoominfo/123456789/invenias/newCompany',
      await wizardFields(t),
    );
    expect(created.json().message).toBe(MESSAGES.zoomInfoUnavailable);
    expect(await snapshot()).toEqual(before);
  });

  it('Invenias down while creating from ZoomInfo: no company, no link', async () => {
    const raw = await callSandbox<{ data: { ZI_C_ID: number }[] }>(t, 'zoominfo', '/companies?limit=100');
    const linked = await rows<{ id: string }>(
      t,
      sql`select zoominfo_id as id from companies where zoominfo_id is not null`,
    );
    const taken = new Set(linked.map((r) => r.id));
    const free = raw.body.data.find((r) => !taken.has(String(r.ZI_C_ID)))!;
    const before = await snapshot();
    await setFault(admin, 'invenias', { mode: 'error500', times: 50 });
    const response = await admin.post(
      `/api/v2/company/zoominfo/${free.ZI_C_ID}/invenias/newCompany`,
      await wizardFields(t),
    );
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(MESSAGES.unavailable);
    expect(await snapshot()).toEqual(before);
  });
});

describe('a wrong connector set-up', () => {
  it('a wrong token is refused by the sandbox and reported as a set-up problem', async () => {
    const client = createInveniasClient(
      createConnectorHttp({
        name: 'Invenias',
        baseUrl: () => `${listeningOrigin(t.app.server)}/sandbox/invenias`,
        token: 'not-the-token',
        timeoutMs: 2_000,
        maxRetries: 0,
        retryBaseMs: 1,
        log: { warn: () => undefined, debug: () => undefined },
      }),
      { warn: () => undefined, debug: () => undefined },
    );
    await expect(client.search('Northgate')).rejects.toMatchObject({
      code: 'connector_misconfigured',
      message: 'The connection to Invenias is not set up correctly. Please tell a site administrator.',
    });
  });

  it('a wrong URL: the company screens still open, the connector actions answer the message', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const broken = await createTestApp({
      INVENIAS_URL: `http://127.0.0.1:${port}/api`,
      INVENIAS_TOKEN: 'real-token',
      CONNECTOR_BACKOFF_MS: '1',
    });
    try {
      const client = broken.client();
      await client.login(DEMO.admin);
      const company = await seedCompany(broken.database.db, { name: 'Wrong Url Testworks' });
      expect(reply(CompanySchema, await client.get(`/api/v2/company/${company.id}`)).Name).toBe(
        'Wrong Url Testworks',
      );
      const status = reply(ConnectorsStatusSchema, await client.get('/api/v2/company/connectors'));
      expect(status.invenias).toEqual({
        name: 'Invenias',
        isConfigured: true,
        isSandbox: false,
        label: 'Invenias',
      });
      const search = await client.get('/api/v2/company/invenias/search?companyName=Wrong');
      expect(search.statusCode).toBe(502);
      expect(search.json().message).toBe(MESSAGES.unavailable);
      // The Invenias sandbox is not mounted while a real Invenias is configured.
      expect((await client.get('/api/v2/sandbox/invenias/faults')).statusCode).toBe(404);
    } finally {
      await broken.close();
    }
  });
});
