import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteNode } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/sql-rows.ts';
import { flattenTree, signIn } from '../../test/site-api.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';
import { contentDisposition } from './files.service.ts';

let t: TestApp;
let partner: TestClient;
const folder = `test-${process.pid}`;
beforeAll(async () => {
  t = await createTestApp();
  partner = await signIn(t, DEMO.partner);
});
afterAll(async () => {
  rmSync(path.resolve(t.config.ATRIUM_DATA_DIR, 'files', folder), { recursive: true, force: true });
  await t.close();
});

async function storeFile(name: string, storagePath: string, bytes?: Buffer): Promise<number> {
  if (bytes) {
    const absolute = path.resolve(t.config.ATRIUM_DATA_DIR, 'files', storagePath);
    mkdirSync(path.dirname(absolute), { recursive: true });
    writeFileSync(absolute, bytes);
  }
  const [row] = rows<{ id: number }>(
    await t.database.db.execute(
      sql`insert into files (name, mime_type, size_bytes, storage_path) values (${name}, 'application/pdf', ${bytes?.length ?? 0}, ${storagePath}) returning id`,
    ),
  );
  return row.id;
}

describe('GET /api/v2/box/file/{id}/download', () => {
  it("downloads the seeded page's file under its name", async () => {
    const tree: RouteNode[] = (await partner.get('/api/v2/routes')).json();
    const withFile = flattenTree(tree).find((n) => n.HasFile);
    expect(withFile).toBeDefined();
    const { id, name } = JSON.parse(withFile!.FileJSON);
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

  it('answers 404 for unknown files, missing bytes and paths outside the files folder', async () => {
    expect((await partner.get('/api/v2/box/file/999999/download')).statusCode).toBe(404);
    const missing = await storeFile('gone.pdf', `${folder}/gone.pdf`);
    expect((await partner.get(`/api/v2/box/file/${missing}/download`)).statusCode).toBe(404);
    const outside = await storeFile('passwd', '../../../../etc/passwd');
    expect((await partner.get(`/api/v2/box/file/${outside}/download`)).statusCode).toBe(404);
  });

  it('needs a signed-in user', async () => {
    expect((await t.client().get('/api/v2/box/file/1/download')).statusCode).toBe(401);
  });
});
