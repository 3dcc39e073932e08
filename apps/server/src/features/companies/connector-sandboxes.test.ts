// Who may call the connector sandboxes: only the portal's own clients, with the token made for this
// installation; with the demo firm off they are not there at all and the connectors say they are not
// connected. And whatever a connector sends passes the company form's rules before it is shown or stored.
import { promises as fs } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  ConnectorsStatusSchema,
  InveniasCompanySchema,
  MclCreatedSchema,
  ZoomInfoCompanySchema,
} from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';
import { listeningOrigin } from '../integrations/connectors.ts';
import { sandboxTokenPath } from '../integrations/sandbox-token.ts';
import { callSandbox, createListeningTestApp, reply } from './companies.test-kit.ts';

const OLD_TOKENS = {
  invenias: 'sandbox-invenias-token',
  zoominfo: 'sandbox-zoominfo-token',
  box: 'sandbox-box-token',
} as const;
const SANDBOX_URLS = {
  invenias: '/sandbox/invenias/companies?take=100',
  zoominfo: '/sandbox/zoominfo/companies?limit=100',
  box: '/sandbox/box/folders/0/items',
} as const;
const ADMIN_ONLY_SETTINGS = {
  ATRIUM_ADMIN_EMAIL: 'first@firm.example',
  ATRIUM_ADMIN_PASSWORD: 'long-enough',
};

const get = (t: TestApp, url: string, token?: string) =>
  fetch(`${listeningOrigin(t.app.server)}${url}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

async function privateDataDir() {
  return fs.mkdtemp(path.join(os.tmpdir(), 'atrium-sandbox-'));
}

describe('with the demo firm (sandboxes on by default)', () => {
  let t: TestApp;
  let admin: TestClient;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await privateDataDir();
    t = await createListeningTestApp({ ATRIUM_DATA_DIR: dataDir });
    admin = t.client();
    await admin.login(DEMO.admin);
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it.each(Object.keys(SANDBOX_URLS) as (keyof typeof SANDBOX_URLS)[])(
    'refuses an anonymous call to the %s sandbox with the token once written in the code',
    async (provider) => {
      const response = await get(t, SANDBOX_URLS[provider], OLD_TOKENS[provider]);
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain('CompanyName');
    },
  );

  it("refuses a signed-in site admin's session without the token", async () => {
    for (const url of Object.values(SANDBOX_URLS)) {
      const response = await admin.get(url);
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('keeps a token of 32 random bytes in the data directory, readable by the portal only', async () => {
    const file = sandboxTokenPath(dataDir);
    const token = (await fs.readFile(file, 'utf8')).trim();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    for (const url of Object.values(SANDBOX_URLS)) expect((await get(t, url, token)).status, url).toBe(200);
  });

  it("the portal's own clients call the sandboxes with it", async () => {
    const status = reply(ConnectorsStatusSchema, await admin.get('/api/v2/company/connectors'));
    expect(status.invenias).toMatchObject({ isConfigured: true, isSandbox: true });
    const found = reply(
      z.array(InveniasCompanySchema),
      await admin.get('/api/v2/company/invenias/search?companyName=a'),
    );
    expect(found.length).toBeGreaterThan(0);
    expect((await admin.get('/api/v2/box/folder/0')).statusCode).toBe(200);
  });

  it('an Invenias record with a javascript: web address never puts it on a portal company', async () => {
    const created = await callSandbox<{ ItemId: string }>(t, 'invenias', '/companies', {
      method: 'POST',
      body: {
        CompanyName: 'Scriptwell Trading',
        Websites: [{ ItemValue: 'javascript:alert(document.cookie)', DefaultValue: true }],
        DefaultLocation: { AddressComponents: { FullAddress: 'Lyon, France' } },
      },
    });
    expect(created.status).toBe(201);
    const shown = reply(
      InveniasCompanySchema,
      await admin.get(`/api/v2/company/invenias/${created.body.ItemId}`),
    );
    expect(shown.CompanyName).toBe('Scriptwell Trading');
    expect(shown.Websites).toEqual([]);

    const made = await admin.get(`/api/v2/company/invenias/${created.body.ItemId}/create`);
    expect([200, 400]).toContain(made.statusCode);
    if (made.statusCode === 200) {
      const company = reply(MclCreatedSchema, made).company;
      expect(company.WebAddress).not.toMatch(/javascript/i);
    }
    const stored = await admin.get('/api/v2/company/search?companyName=Scriptwell');
    expect(stored.body).not.toMatch(/javascript/i);
  });
});

describe('with the demo firm off', () => {
  it('mounts no sandbox and says the connectors are not connected', async () => {
    const t = await createListeningTestApp({ ATRIUM_DEMO: 'off', ...ADMIN_ONLY_SETTINGS });
    try {
      for (const url of Object.values(SANDBOX_URLS)) {
        expect((await get(t, url)).status, url).toBe(404);
        expect((await get(t, url, OLD_TOKENS.invenias)).status, url).toBe(404);
      }
      const admin = t.client();
      await admin.login(DEMO.admin);
      const status = reply(ConnectorsStatusSchema, await admin.get('/api/v2/company/connectors'));
      expect(status.invenias).toMatchObject({ isConfigured: false, isSandbox: false });
      expect(status.zoominfo).toMatchObject({ isConfigured: false, isSandbox: false });
      const search = await admin.get('/api/v2/company/invenias/search?companyName=a');
      expect(search.statusCode).toBe(503);
      expect(search.json()).toMatchObject({
        code: 'connector_not_configured',
        message: 'Invenias is not connected to this portal. A site administrator can connect it.',
      });
      const box = await admin.get('/api/v2/box/folder/0');
      expect(box.json().message).toBe(
        'Box is not connected to this portal. A site administrator can connect it.',
      );
      // The fault switch has no sandbox to switch.
      expect((await admin.get('/api/v2/sandbox/invenias/faults')).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  }, 180_000);

  it('runs the sandboxes when ATRIUM_SANDBOXES=on', async () => {
    const dataDir = await privateDataDir();
    const t = await createListeningTestApp({
      ATRIUM_DEMO: 'off',
      ATRIUM_SANDBOXES: 'on',
      ATRIUM_DATA_DIR: dataDir,
      ...ADMIN_ONLY_SETTINGS,
    });
    try {
      const token = (await fs.readFile(sandboxTokenPath(dataDir), 'utf8')).trim();
      expect((await get(t, SANDBOX_URLS.invenias, token)).status).toBe(200);
    } finally {
      await t.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('ATRIUM_SANDBOXES=off turns them off with the demo firm too', async () => {
    const t = await createListeningTestApp({ ATRIUM_SANDBOXES: 'off' });
    try {
      for (const url of Object.values(SANDBOX_URLS)) expect((await get(t, url)).status, url).toBe(404);
    } finally {
      await t.close();
    }
  }, 180_000);
});

describe('what a connector sends passes the company form’s rules', () => {
  let provider: Server;
  let t: TestApp;
  let admin: TestClient;
  const record = (overrides: Record<string, unknown>) => ({
    ZI_C_ID: 1,
    ZI_C_COMPANY_NAME: 'Plainfield Logistics',
    ZI_C_URL: 'www.plainfield.example',
    ZI_C_CITY: 'Leeds',
    ZI_C_COUNTRY: 'United Kingdom',
    ...overrides,
  });
  beforeAll(async () => {
    // A ZoomInfo that answers with one good record and three the form would refuse in part or whole.
    provider = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          data: [
            record({}),
            record({ ZI_C_ID: 2, ZI_C_COMPANY_NAME: 'Hookline Media', ZI_C_URL: 'javascript:alert(1)' }),
            record({ ZI_C_ID: 3, ZI_C_COMPANY_NAME: 'N'.repeat(201) }),
            record({
              ZI_C_ID: 4,
              ZI_C_COMPANY_NAME: 'Longtown Freight',
              ZI_C_CITY: 'C'.repeat(121),
              ZI_C_LINKEDIN_URL: 'data:text/html,<script>alert(1)</script>',
            }),
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const { port } = provider.address() as AddressInfo;
    t = await createListeningTestApp({ ZOOMINFO_URL: `http://127.0.0.1:${port}`, ZOOMINFO_TOKEN: 'x' });
    admin = t.client();
    await admin.login(DEMO.admin);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => provider.close(resolve));
  });

  it('drops a web address that is not http(s) and a city over the limit, and leaves out a record without a valid name', async () => {
    const found = reply(
      z.array(ZoomInfoCompanySchema),
      await admin.get('/api/v2/company/zoominfo/search?companyName=a'),
    );
    expect(found.map((r) => r.ZI_C_COMPANY_NAME)).toEqual([
      'Plainfield Logistics',
      'Hookline Media',
      'Longtown Freight',
    ]);
    expect(found[0]).toMatchObject({ ZI_C_URL: 'https://www.plainfield.example', ZI_C_CITY: 'Leeds' });
    expect(found[1].ZI_C_URL).toBeNull();
    expect(found[2]).toMatchObject({ ZI_C_CITY: null, ZI_C_LINKEDIN_URL: null });
  });
});
