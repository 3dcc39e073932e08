// `npm run backup` and `npm run restore` as an operator runs them: against a real running portal on
// the embedded database (asked by SIGUSR2; a backup that fails says why and the portal serves on),
// on a PostgreSQL server without any portal, and a restore refused while the portal runs.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type RunningPortal, startPortal } from '../../../../e2e/server.ts';
import { readManifest } from '../platform/backup/backup-folders.ts';
import { portalPidFile } from '../platform/backup/portal-pid.ts';
import { cloneTemplateDatabase, type TestDatabase, testDatabaseKind } from '../test/test-database.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** Runs a command of apps/server/src/cli with these settings instead of the test's own. */
function runCommand(script: string, args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', `apps/server/src/cli/${script}`, ...args], {
    cwd: repoRoot,
    env: { ...inherited, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, stdout, stderr })),
  );
}

const backupPathIn = (stdout: string) => stdout.match(/Backup written to (.+)$/m)?.[1];
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

describe.skipIf(testDatabaseKind() !== 'pglite')('npm run backup with the portal running', () => {
  let dataDir: string;
  let portal: RunningPortal | undefined;
  afterAll(async () => {
    await portal?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('asks the portal for the backup and prints its folder; restore refuses until the portal stops', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'atrium-backup-cli-'));
    portal = await startPortal({ dataDir, env: { ATRIUM_DEMO_SCALE: '0.03', ATRIUM_BACKUP_TIME: 'off' } });

    const backup = await runCommand('backup.ts', [], { ATRIUM_DATA_DIR: dataDir });
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`The portal is running (pid ${portal.pid})`);
    const folder = backupPathIn(backup.stdout);
    expect(folder).toMatch(/atrium-\d{8}-\d{6}$/);
    const manifest = await readManifest(folder!);
    expect(manifest).toMatchObject({ database: 'pglite', migration: expect.stringMatching(/^\d{4}_/) });
    expect(manifest.files.count).toBeGreaterThan(0);
    expect(await readdir(folder!)).toEqual(
      expect.arrayContaining(['database.tar.gz', 'files', 'manifest.json']),
    );

    // A backup that fails is reported with its reason, and the portal serves on.
    await writeFile(path.join(dataDir, 'assets'), 'a file where the page images folder belongs');
    const failed = await runCommand('backup.ts', [], { ATRIUM_DATA_DIR: dataDir });
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/The portal could not take the backup: .*ENOTDIR/);
    expect((await fetch(`${portal.baseUrl}/readyz`)).status).toBe(200);
    await rm(path.join(dataDir, 'assets'));

    const refused = await runCommand('restore.ts', [folder!], { ATRIUM_DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`The portal is running (pid ${portal.pid})`);
    expect(await readdir(dataDir)).not.toContainEqual(expect.stringContaining('before-restore'));

    await portal.stop();
    portal = undefined;
    expect(await exists(portalPidFile(dataDir))).toBe(false);
  }, 240_000);
});

describe.skipIf(testDatabaseKind() !== 'postgres')('npm run backup on a PostgreSQL server', () => {
  let dataDir: string;
  let clone: TestDatabase | undefined;
  afterAll(async () => {
    await clone?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('takes the backup itself with pg_dump, no portal needed, and prints its folder', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'atrium-backup-cli-'));
    clone = await cloneTemplateDatabase();

    const backup = await runCommand('backup.ts', [], { ATRIUM_DATA_DIR: dataDir, DATABASE_URL: clone.url! });
    expect(backup.code, backup.stderr).toBe(0);
    const folder = backupPathIn(backup.stdout);
    const manifest = await readManifest(folder!);
    expect(manifest).toMatchObject({ database: 'postgres', migration: expect.stringMatching(/^\d{4}_/) });
    expect(await readdir(folder!)).toEqual(expect.arrayContaining(['database.pgdump', 'manifest.json']));
  }, 120_000);
});
