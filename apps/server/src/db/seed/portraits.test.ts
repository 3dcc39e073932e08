// Demo portraits: the same seed gives the same pictures to the same people, most people have one,
// and the pool renders to the same bytes every time.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { IdAllocator } from './bulk-insert.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { generateDemoFirm } from './demo-firm.ts';
import { PORTRAIT_POOL_SIZE, portraitPath, renderPortrait, renderPortraitPool } from './portraits.ts';

const OPTIONS = { scale: 0.2, seed: 11, today: '2026-03-31', demoPasswordHash: 'x' } as const;
const photoPaths = (seed: number) =>
  generateDemoFirm({ ...OPTIONS, seed, ids: IdAllocator.fresh() }).staff.users.map(
    (u) => u.photoPath ?? null,
  );

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('demo portraits', () => {
  it('gives most people a pool portrait and some none, the same for the same seed', () => {
    const paths = photoPaths(OPTIONS.seed);
    expect(photoPaths(OPTIONS.seed)).toEqual(paths);
    expect(photoPaths(OPTIONS.seed + 1)).not.toEqual(paths);
    const withPortrait = paths.filter((p) => p !== null);
    expect(withPortrait.length / paths.length).toBeGreaterThan(0.75);
    expect(withPortrait.length).toBeLessThan(paths.length);
    const pool = new Set(Array.from({ length: PORTRAIT_POOL_SIZE }, (_, i) => portraitPath(i)));
    expect(withPortrait.every((p) => pool.has(p))).toBe(true);
  });

  it('gives every demo account a portrait', () => {
    const { staff } = generateDemoFirm({ ...OPTIONS, ids: IdAllocator.fresh() });
    const accounts = staff.users.filter((u) => u.passwordHash);
    expect(accounts.map((u) => u.email).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
    expect(accounts.every((u) => u.photoPath)).toBe(true);
  });

  it('draws the same picture for the same index, as a 512 px PNG', async () => {
    const [a, b, other] = await Promise.all([renderPortrait(3), renderPortrait(3), renderPortrait(4)]);
    expect(a.equals(b)).toBe(true);
    expect(a.equals(other)).toBe(false);
    const meta = await sharp(a).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 512]);
  });

  it('renders the pool once, with the credit beside it, and keeps files already there', async () => {
    const filesDir = mkdtempSync(path.join(tmpdir(), 'atrium-portraits-'));
    folders.push(filesDir);
    expect(await renderPortraitPool(filesDir)).toBe(PORTRAIT_POOL_SIZE);
    const folder = path.join(filesDir, 'portraits');
    expect(readdirSync(folder).filter((f) => f.endsWith('.png'))).toHaveLength(PORTRAIT_POOL_SIZE);
    expect(readFileSync(path.join(folder, 'CREDITS.txt'), 'utf8')).toMatch(/CC BY 4\.0/);
    expect(readdirSync(folder).some((f) => f.endsWith('.tmp'))).toBe(false);
    expect(await renderPortraitPool(filesDir)).toBe(0);
    rmSync(path.join(filesDir, portraitPath(7)));
    expect(await renderPortraitPool(filesDir)).toBe(1);
    expect(existsSync(path.join(filesDir, portraitPath(7)))).toBe(true);
    expect(readFileSync(path.join(filesDir, portraitPath(7))).equals(await renderPortrait(7))).toBe(true);
  });
});
