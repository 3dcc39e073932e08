// `<data>/portal.pid`: written by the running portal once it listens, removed when it stops. It
// tells the backup command whom to ask, and the restore command that the data is in use.
import { readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const portalPidFile = (dataDir: string) => path.join(dataDir, 'portal.pid');

export interface PortalPid {
  pid: number;
  /** Where the portal writes its backups and the outcome of a requested one. */
  backupDir: string;
}

export async function writePortalPid(dataDir: string, entry: PortalPid): Promise<void> {
  await writeFile(portalPidFile(dataDir), `${JSON.stringify(entry)}\n`);
}

/** Removes the file if it is still this process's (a newer portal may have written its own). */
export async function removePortalPid(dataDir: string, pid: number): Promise<void> {
  const entry = await readFile(portalPidFile(dataDir), 'utf8').then(parse, () => undefined);
  if (entry?.pid === pid) await rm(portalPidFile(dataDir), { force: true });
}

function parse(text: string): PortalPid | undefined {
  try {
    const entry = JSON.parse(text) as Partial<PortalPid>;
    return typeof entry.pid === 'number' && typeof entry.backupDir === 'string'
      ? { pid: entry.pid, backupDir: entry.backupDir }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a process with this id is alive, and on Linux still a Node process (ids are reused). */
function isPortalAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

/** The running portal of this data dir, or undefined when none runs (a file left by a crash is ignored). */
export async function findRunningPortal(dataDir: string): Promise<PortalPid | undefined> {
  const entry = await readFile(portalPidFile(dataDir), 'utf8').then(parse, () => undefined);
  return entry && isPortalAlive(entry.pid) ? entry : undefined;
}
