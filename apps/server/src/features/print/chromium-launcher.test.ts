// The print browser is kept off the first core, so the event loop always has one (chromium-launcher.ts).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromiumLauncher } from './chromium-launcher.ts';

const canChooseCores =
  process.platform === 'linux' && os.availableParallelism() >= 2 && existsSync('/usr/bin/taskset');

describe('the print browser launcher', () => {
  it.skipIf(!canChooseCores)('starts the program on every core but the first, with its arguments', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'atrium-launcher-'));
    // grep stands in for Chromium: it prints the cores the program it became may run on.
    const launcher = chromiumLauncher('/usr/bin/grep', dir);
    expect(launcher).not.toBe('/usr/bin/grep');
    const allowed = execFileSync(launcher, ['Cpus_allowed_list', '/proc/self/status'], { encoding: 'utf8' });
    const last = os.availableParallelism() - 1;
    expect(allowed.trim().split(/\s+/).at(-1)).toBe(last === 1 ? '1' : `1-${last}`);
  });

  it('starts the program as it is where no script can be written', () => {
    expect(chromiumLauncher('/usr/bin/chromium', '/nonexistent/folder')).toBe('/usr/bin/chromium');
  });
});
