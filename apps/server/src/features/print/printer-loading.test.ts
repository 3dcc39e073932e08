// Chromium is driven from the print thread alone: the browser driver takes the better part of a
// second to load, which the portal's start and its own thread must not pay.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const appModule = path.resolve(import.meta.dirname, '../../app.ts');

describe('the PDF printer', () => {
  it("leaves the browser driver out of the server's own thread until a document is printed", () => {
    // The modules a process holds once it has loaded the whole app, as the portal does at start.
    const script = `
      import { createRequire } from 'node:module';
      await import(${JSON.stringify(appModule)});
      const loaded = Object.keys(createRequire(import.meta.url)('node:module')._cache);
      console.log(JSON.stringify({ modules: loaded.length, driver: loaded.filter((file) => file.includes('playwright')) }));
    `;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(run.status, run.stderr).toBe(0);
    const { modules, driver } = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}');
    // The app did load its CommonJS dependencies (fastify and others), so an empty list means something.
    expect(modules).toBeGreaterThan(50);
    expect(driver).toEqual([]);
  });
});
