// The daily backup's time and how many backups are kept.
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type BackupManifest, listBackups, MANIFEST_FILE, pruneBackups } from './backup-folders.ts';
import { nextDailyRun } from './daily-backup.ts';

describe('the daily backup', () => {
  it('runs later the same day when its time is still ahead, else the next day', () => {
    const morning = new Date(2026, 10, 29, 1, 30);
    expect(nextDailyRun(morning, '02:00')).toEqual(new Date(2026, 10, 29, 2, 0));
    const justAfter = new Date(2026, 10, 29, 2, 0, 0, 1);
    expect(nextDailyRun(justAfter, '02:00')).toEqual(new Date(2026, 10, 30, 2, 0));
    expect(nextDailyRun(new Date(2026, 11, 31, 23, 0), '02:00')).toEqual(new Date(2027, 0, 1, 2, 0));
  });
});

describe('pruning backups', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function writeBackup(name: string) {
    const manifest: BackupManifest = {
      createdAt: new Date().toISOString(),
      database: 'pglite',
      migration: '0018_refresh_successor',
      files: { count: 0, bytes: 0 },
      portalVersion: '0.1.0',
    };
    await mkdir(path.join(dir!, name), { recursive: true });
    await writeFile(path.join(dir!, name, MANIFEST_FILE), JSON.stringify(manifest));
  }

  it('keeps the newest N and leaves what is not a finished backup alone', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'atrium-prune-'));
    const names = [
      'atrium-20261125-020000',
      'atrium-20261126-020000',
      'atrium-20261127-020000',
      'atrium-20261127-020000-1',
      'atrium-20261128-020000',
    ];
    for (const name of names) await writeBackup(name);
    await mkdir(path.join(dir, 'atrium-20261129-020000.partial'));
    await mkdir(path.join(dir, 'copied-off-site'));

    const removed = await pruneBackups(dir, 3);

    expect(removed.map((p) => path.basename(p)).sort()).toEqual(names.slice(0, 2));
    expect((await listBackups(dir)).map((b) => b.name)).toEqual([
      'atrium-20261128-020000',
      'atrium-20261127-020000-1',
      'atrium-20261127-020000',
    ]);
    expect(await readdir(dir)).toEqual(
      expect.arrayContaining(['atrium-20261129-020000.partial', 'copied-off-site']),
    );
  });
});
