import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  FileEntrySchema,
  FolderListingSchema,
  LOCAL_ID_PATTERN,
  MAX_LOCAL_FILE_BYTES,
  type RouteNode,
} from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/sql-rows.ts';
import {
  createBoxWidgetPage,
  createPage,
  flattenTree,
  setRouteStatus,
  signIn,
  uploadPortalFile,
} from '../../test/site-api.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';
import { listeningOrigin } from '../integrations/connectors.ts';
import { readOrCreateSandboxToken } from '../integrations/sandbox-token.ts';
import { BOX_SANDBOX_PATH } from './box/box-sandbox.endpoints.ts';
import { contentDisposition } from './files.service.ts';

const UNAVAILABLE = 'Box is not available right now. Please try again later.';
const MISCONFIGURED = 'The connection to Box is not set up correctly. Please tell a site administrator.';

let t: TestApp;
let admin: TestClient;
let partner: TestClient;
let researcher: TestClient;
/** Box Documents widgets showing Box's top folder and the portal's local files: staff browse through one. */
let boxWidget: string;
let localWidget: string;
const folder = `test-${process.pid}`;
beforeAll(async () => {
  t = await createTestApp({ CONNECTOR_BACKOFF_MS: '5' });
  // The Box client calls the sandbox at the address the server listens on.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  [admin, partner, researcher] = await Promise.all([
    signIn(t, DEMO.admin),
    signIn(t, DEMO.partner),
    signIn(t, DEMO.researcher),
  ]);
  [boxWidget, localWidget] = (
    await createBoxWidgetPage(admin, [
      { id: '0', path: '/All Files' },
      { id: 'local', path: '/Portal files' },
    ])
  ).sections;
});
afterAll(async () => {
  rmSync(path.resolve(t.config.ATRIUM_DATA_DIR, 'files', folder), { recursive: true, force: true });
  await t.close();
});

async function storeFile(name: string, storagePath: string, bytes?: Buffer): Promise<string> {
  if (bytes) {
    const absolute = path.resolve(t.config.ATRIUM_DATA_DIR, 'files', storagePath);
    mkdirSync(path.dirname(absolute), { recursive: true });
    writeFileSync(absolute, bytes);
  }
  const [row] = rows<{ public_id: string }>(
    await t.database.db.execute(
      sql`insert into files (name, mime_type, size_bytes, storage_path) values (${name}, 'application/pdf', ${bytes?.length ?? 0}, ${storagePath}) returning public_id`,
    ),
  );
  return row.public_id;
}

const listing = async (client: TestClient, url: string) => {
  const response = await client.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return FolderListingSchema.parse(response.json());
};

describe('GET /api/v2/box/file/{id}/download: page files', () => {
  it("downloads the seeded page's file under its name, by an id that is not a number", async () => {
    const tree: RouteNode[] = (await partner.get('/api/v2/routes')).json();
    const withFile = flattenTree(tree).find((n) => n.HasFile);
    expect(withFile).toBeDefined();
    const { id, name } = JSON.parse(withFile!.FileJSON);
    expect(id).toMatch(LOCAL_ID_PATTERN);
    const response = await partner.get(`/api/v2/box/file/${id}/download`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`filename="${name}"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('streams the stored bytes with a safe attachment name', async () => {
    const bytes = Buffer.from('%PDF-1.4 test file');
    const id = await storeFile('Politique de congés "2026".pdf', `${folder}/leave.pdf`, bytes);
    const response = await partner.get(`/api/v2/box/file/${id}/download`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers['content-length']).toBe(String(bytes.length));
    expect(response.headers['content-disposition']).toBe(
      contentDisposition('Politique de congés "2026".pdf'),
    );
    expect(response.headers['content-disposition']).toContain(
      "filename*=UTF-8''Politique%20de%20cong%C3%A9s",
    );
  });

  it('answers 404 for unknown files, missing bytes and paths outside the files folder; 400 for junk ids', async () => {
    expect((await partner.get(`/api/v2/box/file/l${'0'.repeat(32)}/download`)).statusCode).toBe(404);
    const missing = await storeFile('gone.pdf', `${folder}/gone.pdf`);
    expect((await partner.get(`/api/v2/box/file/${missing}/download`)).statusCode).toBe(404);
    const outside = await storeFile('passwd', '../../../../etc/passwd');
    expect((await partner.get(`/api/v2/box/file/${outside}/download`)).statusCode).toBe(404);
    const junk = await partner.get('/api/v2/box/file/..%2F..%2Fetc/download');
    expect(junk.statusCode).toBe(400);
    expect(junk.json().issues[0].message).toBe('This is not a file or folder id.');
  });

  it('needs a signed-in user', async () => {
    expect((await t.client().get('/api/v2/box/file/1/download')).statusCode).toBe(401);
    expect((await t.client().get('/api/v2/box/folder/0')).statusCode).toBe(401);
    expect((await t.client().get('/api/v2/box/thumbnail/162300000241')).statusCode).toBe(401);
  });
});

describe('files of hidden pages', () => {
  it('serves a page file only to someone who may see its page, by an id no one can guess', async () => {
    const bytes = Buffer.from('%PDF-1.4 board minutes');
    const uploaded = FileEntrySchema.parse(
      (await uploadPortalFile(admin, { name: `Minutes ${folder}.pdf`, bytes })).json(),
    );
    expect(uploaded.id).toMatch(LOCAL_ID_PATTERN);
    const fileJSON = JSON.stringify({ id: uploaded.id, name: uploaded.name });
    const page = await createPage(admin, { HasFile: true, FileJSON: fileJSON, File: uploaded.name });
    const url = `/api/v2/box/file/${uploaded.id}/download`;
    expect((await partner.get(url)).rawPayload.equals(bytes)).toBe(true);

    // Disabled: staff get 'not found', admins still get the file.
    await setRouteStatus(admin, page.UUID, 'disabled');
    expect((await partner.get(url)).statusCode).toBe(404);
    expect((await researcher.get(url)).statusCode).toBe(404);
    expect((await admin.get(url)).statusCode).toBe(200);
    await setRouteStatus(admin, page.UUID, 'active');
    expect((await partner.get(url)).statusCode).toBe(200);

    // In the trash: not found for staff, and no longer listed to them.
    const listed = async (client: TestClient) =>
      (await listing(client, `/api/v2/box/folder/local?section=${localWidget}`)).entries.some(
        (e) => e.id === uploaded.id,
      );
    expect(await listed(partner)).toBe(true);
    expect((await admin.delete('/api/v2/routes', [page.UUID])).statusCode).toBe(200);
    expect((await partner.get(url)).statusCode).toBe(404);
    expect(await listed(partner)).toBe(false);
    expect(await listed(admin)).toBe(true);
  });

  it('refuses a numeric id in FileJSON: page files are referred to by their random id', async () => {
    const response = await admin.post('/api/v2/routes', {
      Title: `Numbered ${folder}`,
      VueRouterName: `numbered-${folder}`,
      VueRouterPath: `numbered-${folder}`,
      HasFile: true,
      FileJSON: JSON.stringify({ id: 1, name: 'a.pdf' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('FileJSON must hold the id and name of a file.');
  });
});

describe('Box: the client against the sandbox', () => {
  const sandboxGet = async (url: string) =>
    fetch(`${listeningOrigin(t.app.server)}${BOX_SANDBOX_PATH}${url}`, {
      headers: { authorization: `Bearer ${await readOrCreateSandboxToken(t.config.ATRIUM_DATA_DIR)}` },
    });

  it("lists the root folder '0', folders first, labelled as the sandbox", async () => {
    const root = await listing(partner, `/api/v2/box/folder/0?section=${boxWidget}`);
    expect(root).toMatchObject({ id: '0', name: 'All Files', provider: 'box', isSandbox: true });
    expect(root.path).toEqual([{ id: '0', name: 'All Files' }]);
    expect(root.entries.map((e) => e.name)).toEqual([
      'Brand Assets',
      'Client Templates',
      'Firm Policies',
      'Research',
      'Atrium Quick Start.pdf',
      'Office Directory.csv',
    ]);
    const policies = root.entries.find((e) => e.name === 'Firm Policies')!;
    expect(policies).toMatchObject({ type: 'folder', modified_by: { name: 'Claire Dubois' } });
    const nested = await listing(partner, `/api/v2/box/folder/${policies.id}?section=${boxWidget}`);
    expect(nested.path.map((p) => p.name)).toEqual(['All Files', 'Firm Policies']);
  });

  it('sorts by name or modification date in either direction, and limits', async () => {
    const policies = '152300000101';
    const names = async (query: string) =>
      (await listing(partner, `/api/v2/box/folder/${policies}?section=${boxWidget}&${query}`)).entries.map(
        (e) => e.name,
      );
    expect(await names('sort=name&direction=0')).toEqual([
      'Archive',
      'Code of Conduct 2026.pdf',
      'Information Security Standard.pdf',
      'Travel and Expenses Policy.pdf',
    ]);
    expect(await names('sort=name&direction=1')).toEqual([
      'Archive',
      'Travel and Expenses Policy.pdf',
      'Information Security Standard.pdf',
      'Code of Conduct 2026.pdf',
    ]);
    expect(await names('sort=modified_at&direction=1')).toEqual([
      'Archive',
      'Code of Conduct 2026.pdf',
      'Information Security Standard.pdf',
      'Travel and Expenses Policy.pdf',
    ]);
    const limited = await listing(partner, `/api/v2/box/folder/${policies}?section=${boxWidget}&limit=2`);
    expect(limited.entries).toHaveLength(2);
    expect(limited.total_count).toBe(4);
    expect((await partner.get('/api/v2/box/folder/0?limit=1001')).statusCode).toBe(400);
    expect((await partner.get('/api/v2/box/folder/0?direction=2')).statusCode).toBe(400);
  });

  it('downloads the bytes Box holds, under the file name', async () => {
    const id = '162300000211';
    const direct = Buffer.from(await (await sandboxGet(`/files/${id}/content`)).arrayBuffer());
    const response = await researcher.get(`/api/v2/box/file/${id}/download`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(direct)).toBe(true);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.headers['content-disposition']).toContain('filename="Code of Conduct 2026.pdf"');
    expect((await partner.get('/api/v2/box/file/999999999/download')).statusCode).toBe(404);
    expect((await partner.get(`/api/v2/box/folder/999999999?section=${boxWidget}`)).json().message).toBe(
      'This folder does not exist.',
    );
  });

  it('answers a thumbnail as PNG', async () => {
    const response = await partner.get('/api/v2/box/thumbnail/162300000241');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('the sandbox wants its token', async () => {
    const response = await fetch(`${listeningOrigin(t.app.server)}${BOX_SANDBOX_PATH}/folders/0/items`);
    expect(response.status).toBe(401);
  });
});

describe('Box failures', () => {
  it('a Box that does not answer gives 502 with a sentence naming Box', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const down = await createTestApp({ BOX_URL: `http://127.0.0.1:${port}/2.0`, CONNECTOR_BACKOFF_MS: '5' });
    try {
      const client = await signIn(down, DEMO.admin);
      for (const url of ['/api/v2/box/folder/0', '/api/v2/box/file/162300000211/download']) {
        const response = await client.get(url);
        expect(response.statusCode).toBe(502);
        expect(response.json()).toMatchObject({ code: 'connector_unavailable', message: UNAVAILABLE });
      }
    } finally {
      await down.close();
    }
  });

  it('a token Box refuses gives 502 telling to call an administrator', async () => {
    const wrong = await createTestApp({
      BOX_URL: `${listeningOrigin(t.app.server)}${BOX_SANDBOX_PATH}`,
      BOX_TOKEN: 'not-the-token',
    });
    try {
      const client = await signIn(wrong, DEMO.admin);
      const response = await client.get('/api/v2/box/folder/0');
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ code: 'connector_misconfigured', message: MISCONFIGURED });
    } finally {
      await wrong.close();
    }
  });
});

describe('the local provider', () => {
  it('an admin creates a folder, uploads, renames and deletes; everyone lists and downloads', async () => {
    const created = await admin.post('/api/v2/box/local/folder', {
      parentId: 'local',
      name: `Handbooks ${folder}`,
    });
    expect(created.statusCode, created.body).toBe(200);
    const made = FileEntrySchema.parse(created.json());
    expect(made).toMatchObject({
      type: 'folder',
      name: `Handbooks ${folder}`,
      modified_by: { name: 'Avery Lindqvist' },
    });
    expect(made.id).toMatch(LOCAL_ID_PATTERN);

    const bytes = Buffer.from('Welcome to the firm.');
    const uploaded = await uploadPortalFile(admin, {
      folderId: made.id,
      name: 'welcome.txt',
      bytes,
      type: 'text/plain',
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const file = FileEntrySchema.parse(uploaded.json());
    expect(file).toMatchObject({ type: 'file', name: 'welcome.txt', size: bytes.length });

    const inside = await listing(partner, `/api/v2/box/folder/${made.id}?section=${localWidget}`);
    expect(inside).toMatchObject({ provider: 'local', isSandbox: false, total_count: 1 });
    expect(inside.path.map((p) => p.name)).toEqual(['Portal files', `Handbooks ${folder}`]);
    expect((await partner.get(`/api/v2/box/file/${file.id}/download`)).rawPayload.equals(bytes)).toBe(true);

    const top = await listing(partner, `/api/v2/box/folder/local?section=${localWidget}`);
    expect(top.entries.some((e) => e.id === made.id && e.type === 'folder')).toBe(true);

    const same = await uploadPortalFile(admin, {
      folderId: made.id,
      name: 'WELCOME.txt',
      bytes,
      type: 'text/plain',
    });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe('Another item in this folder already has that name.');

    const renamed = await admin.request({
      method: 'PATCH',
      url: `/api/v2/box/local/entry/${file.id}`,
      payload: { name: 'Welcome pack.txt' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().name).toBe('Welcome pack.txt');
    const badName = await admin.request({
      method: 'PATCH',
      url: `/api/v2/box/local/entry/${file.id}`,
      payload: { name: '../etc' },
    });
    expect(badName.statusCode).toBe(400);

    const removed = await admin.delete(`/api/v2/box/local/entry/${made.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ deleted: 1 });
    expect((await partner.get(`/api/v2/box/file/${file.id}/download`)).statusCode).toBe(404);
    expect((await partner.get(`/api/v2/box/folder/${made.id}?section=${localWidget}`)).statusCode).toBe(404);
  });

  it('refuses uploads beyond the limit with 413, whole', async () => {
    const response = await uploadPortalFile(admin, {
      name: `big-${folder}.bin`,
      bytes: Buffer.alloc(MAX_LOCAL_FILE_BYTES + 1),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Files may be at most 25 MB.');
    const top = await listing(admin, '/api/v2/box/folder/local');
    expect(top.entries.some((e) => e.name === `big-${folder}.bin`)).toBe(false);
  });

  it("will not delete a page's file", async () => {
    const tree: RouteNode[] = (await admin.get('/api/v2/routes')).json();
    const { id } = JSON.parse(flattenTree(tree).find((n) => n.HasFile)!.FileJSON);
    const response = await admin.delete(`/api/v2/box/local/entry/${id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/is the file of the page/);
  });

  it('is managed by site admins only', async () => {
    const bytes = Buffer.from('x');
    expect(
      (await partner.post('/api/v2/box/local/folder', { parentId: 'local', name: 'Nope' })).statusCode,
    ).toBe(403);
    expect((await uploadPortalFile(researcher, { name: 'nope.txt', bytes })).statusCode).toBe(403);
    expect((await partner.delete(`/api/v2/box/local/entry/l${'0'.repeat(32)}`)).statusCode).toBe(403);
    expect(
      (await t.client().post('/api/v2/box/local/folder', { parentId: 'local', name: 'Nope' })).statusCode,
    ).toBe(401);
  });
});
