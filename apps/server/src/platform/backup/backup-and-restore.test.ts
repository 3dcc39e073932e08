// A backup taken while people go on saving pages and uploading files restores into a fresh data dir
// (and on a PostgreSQL server a fresh database) with every save answered before it began, and every
// file the restored database names on disk. Restoring moves the data it replaces aside (on a
// PostgreSQL server, dumps the database it replaces).
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { assets, files } from '../../db/schema/index.ts';
import { createPage, findNode, signIn, uploadPortalFile } from '../../test/site-api.ts';
import { createTestApp, DEMO, type TestApp, TestClient } from '../../test/test-app.ts';
import { TEMPLATE_FILE, testDatabaseKind, withDatabaseName } from '../../test/test-database.ts';
import { openDatabase } from '../database.ts';
import { readManifest } from './backup-folders.ts';
import { restoreBackup } from './restore-backup.ts';
import { type TakenBackup, takeBackup } from './take-backup.ts';

/** What the portal answered as saved: pages by id, uploads by id with their bytes. */
interface Acknowledged {
  pages: string[];
  uploads: { id: string; bytes: Buffer }[];
}

/** Saves pages and uploads files one after another until `isDone`, noting each one answered. */
async function keepWriting(admin: TestClient, acknowledged: Acknowledged, isDone: () => boolean) {
  for (let n = 0; !isDone() || n < 4; n++) {
    if (n % 2 === 0) {
      acknowledged.pages.push((await createPage(admin)).UUID);
      continue;
    }
    const bytes = Buffer.from(`minutes ${n} ${Math.random()}\n`.repeat(50));
    const response = await uploadPortalFile(admin, {
      name: `minutes-${process.pid}-${n}.txt`,
      bytes,
      type: 'text/plain',
    });
    expect(response.statusCode, response.body).toBe(200);
    acknowledged.uploads.push({ id: response.json().id, bytes });
  }
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** An empty database on the test server, dropped with `drop`. */
async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `atrium_restore_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: withDatabaseName(serverUrl, 'postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    url: withDatabaseName(serverUrl, name),
    drop: async () => {
      const again = new pg.Client({ connectionString: withDatabaseName(serverUrl, 'postgres') });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

describe('a backup taken while people save', () => {
  const isPostgres = testDatabaseKind() === 'postgres';
  let t: TestApp;
  let work: string;
  let dataDir: string;
  let restoredDir: string;
  let restoredUrl: { url: string; drop(): Promise<void> } | undefined;
  let backup: TakenBackup;
  const acknowledged: Acknowledged = { pages: [], uploads: [] };
  let beforeBackup: Acknowledged;

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'atrium-backup-'));
    dataDir = path.join(work, 'data');
    restoredDir = path.join(work, 'restored');
    // The seeded firm's files, where the seeded rows expect them.
    await cp(path.join(path.dirname(TEMPLATE_FILE), 'files'), path.join(dataDir, 'files'), {
      recursive: true,
    });
    t = await createTestApp({ ATRIUM_DATA_DIR: dataDir });
    const admin = await signIn(t, DEMO.admin);

    let isBackedUp = false;
    const writing = keepWriting(admin, acknowledged, () => isBackedUp);
    // A few saves are answered before the backup starts; the rest go on while it runs.
    while (acknowledged.pages.length + acknowledged.uploads.length < 4)
      await new Promise((r) => setTimeout(r, 5));
    beforeBackup = { pages: [...acknowledged.pages], uploads: [...acknowledged.uploads] };
    backup = await takeBackup({
      database: t.database,
      databaseUrl: t.url,
      dataDir,
      backupDir: path.join(dataDir, 'backups'),
    }).finally(() => {
      isBackedUp = true;
    });
    await writing;
  }, 240_000);

  afterAll(async () => {
    await t?.close();
    await restoredUrl?.drop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('writes a whole backup folder with its manifest', async () => {
    expect(path.basename(backup.path)).toMatch(/^atrium-\d{8}-\d{6}$/);
    const manifest = await readManifest(backup.path);
    expect(manifest.database).toBe(testDatabaseKind());
    expect(manifest.migration).toMatch(/^\d{4}_/);
    expect(manifest.files.count).toBeGreaterThanOrEqual(beforeBackup.uploads.length);
    expect(await readdir(path.dirname(backup.path))).not.toContainEqual(expect.stringMatching(/\.partial$/));
  });

  it('restores into a fresh data dir with every save answered before it began, and their files', async () => {
    restoredUrl = isPostgres ? await freshPostgresDatabase() : undefined;
    await restoreBackup({ backup: backup.path, dataDir: restoredDir, databaseUrl: restoredUrl?.url });

    const database = await openDatabase(
      restoredUrl
        ? { kind: 'postgres', url: restoredUrl.url }
        : { kind: 'pglite', dataDir: path.join(restoredDir, 'pglite') },
    );
    let app: FastifyInstance | undefined;
    try {
      const config = loadConfig({ LOG_LEVEL: 'silent', ATRIUM_DATA_DIR: restoredDir });
      app = await buildApp({ config, database, serveWeb: false });
      await app.ready();
      const admin = new TestClient(app);
      await admin.login(DEMO.admin);
      for (const uuid of beforeBackup.pages) expect(await findNode(admin, uuid), uuid).toBeDefined();
      for (const upload of beforeBackup.uploads) {
        const response = await admin.get(`/api/v2/box/file/${upload.id}/download`);
        expect(response.statusCode, upload.id).toBe(200);
        expect(response.rawPayload.equals(upload.bytes)).toBe(true);
      }
      // Every file the restored database names is on disk, the ones saved during the backup included.
      const stored = [
        ...(await database.db.select({ storagePath: files.storagePath }).from(files)).map((f) =>
          path.join(restoredDir, 'files', f.storagePath),
        ),
        ...(await database.db.select({ storagePath: assets.storagePath }).from(assets)).map((a) =>
          path.join(restoredDir, a.storagePath),
        ),
      ];
      expect(stored.length).toBeGreaterThan(beforeBackup.uploads.length);
      const missing = [];
      for (const file of stored) if (!(await exists(file))) missing.push(file);
      expect(missing).toEqual([]);
    } finally {
      await app?.close();
      await database.close();
    }
  });

  it('refuses a backup of a newer portal before moving anything aside', async () => {
    const newer = path.join(work, 'atrium-20991231-020000');
    await cp(backup.path, newer, { recursive: true });
    const manifest = {
      ...(await readManifest(newer)),
      migration: '9999_from_the_future',
      portalVersion: '9.0.0',
    };
    await writeFile(path.join(newer, 'manifest.json'), JSON.stringify(manifest));
    const untouched = path.join(work, 'untouched');
    await mkdir(path.join(untouched, 'files'), { recursive: true });

    await expect(
      restoreBackup({ backup: newer, dataDir: untouched, databaseUrl: restoredUrl?.url }),
    ).rejects.toThrow(/newer version of the portal \(9\.0\.0/);
    expect(await readdir(untouched)).toEqual(['files']);
  });

  it('restoring again moves the data it replaces aside instead of deleting it', async () => {
    const marker = path.join(restoredDir, 'files', 'kept-by-the-firm.txt');
    await mkdir(path.dirname(marker), { recursive: true });
    await writeFile(marker, 'not in the backup');

    const { movedAside } = await restoreBackup({
      backup: backup.path,
      dataDir: restoredDir,
      databaseUrl: restoredUrl?.url,
    });

    const filesAside = movedAside.find((m) => m.from === path.join(restoredDir, 'files'));
    expect(filesAside?.to).toMatch(/files\.before-restore-\d{8}-\d{6}$/);
    expect(await readFile(path.join(filesAside!.to, 'kept-by-the-firm.txt'), 'utf8')).toBe(
      'not in the backup',
    );
    expect(await exists(marker)).toBe(false);
    if (isPostgres) {
      const databaseAside = movedAside.find((m) => m.to.endsWith('.pgdump'));
      expect(await exists(databaseAside!.to)).toBe(true);
    } else {
      const pgliteAside = movedAside.find((m) => m.from === path.join(restoredDir, 'pglite'));
      expect(await exists(path.join(pgliteAside!.to, 'PG_VERSION'))).toBe(true);
    }
    // The restored copy is whole again: the backup's files are back under their names.
    for (const upload of beforeBackup.uploads)
      expect(await exists(path.join(restoredDir, 'files', 'local', upload.id))).toBe(true);
  });
});
