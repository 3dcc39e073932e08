// Chromium laying out a long document takes every core it can get, and on a small machine the
// event loop then waits for the CPU: other requests stall (measured on two cores: the probe's
// worst delay 131 ms, against 46 ms with Chromium kept off one core). So the print browser runs
// on all cores but the first, started through `taskset` (util-linux), and the event loop always has
// a core. Where that cannot be done — not Linux, one core, no taskset, a data folder that may not
// hold a program — Chromium starts as it is.
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const TASKSET = '/usr/bin/taskset';

const shellQuoted = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/**
 * The program to start Chromium with: a two-line script in `dir` that starts it on cores 1…n−1,
 * or `chromiumPath` itself when the cores cannot be chosen.
 */
export function chromiumLauncher(chromiumPath: string, dir: string): string {
  const cores = os.availableParallelism();
  if (process.platform !== 'linux' || cores < 2 || !existsSync(TASKSET)) return chromiumPath;
  const script = path.join(dir, 'chromium-off-the-first-core');
  // Written aside and renamed into place: processes sharing the data folder never start a half-written one.
  const aside = `${script}.${process.pid}`;
  try {
    const command = `exec ${TASKSET} -c 1-${cores - 1} ${shellQuoted(chromiumPath)} "$@"`;
    writeFileSync(aside, `#!/bin/sh\n${command}\n`, { mode: 0o755 });
    renameSync(aside, script);
    return script;
  } catch {
    return chromiumPath;
  }
}
