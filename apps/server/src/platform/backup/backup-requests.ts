// A backup asked of the running portal: while it runs on the embedded database only its own process
// may open the data dir, so `npm run backup` sends it SIGUSR2 and reads the outcome it writes to
// `<backups>/last-request.json`.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PortalPid } from './portal-pid.ts';

const OUTCOME_FILE = 'last-request.json';

export interface RequestOutcome {
  /** When the portal heard the request (ms since the epoch): the asker waits for one at or after its own. */
  requestedAt: number;
  finishedAt: number;
  path?: string;
  error?: string;
}

export async function writeRequestOutcome(backupDir: string, outcome: RequestOutcome): Promise<void> {
  const file = path.join(backupDir, OUTCOME_FILE);
  await mkdir(backupDir, { recursive: true });
  // Written whole under another name and renamed, so the asker never reads half of it.
  await writeFile(`${file}.${process.pid}`, `${JSON.stringify(outcome, null, 2)}\n`);
  await rename(`${file}.${process.pid}`, file);
}

async function readRequestOutcome(backupDir: string): Promise<RequestOutcome | undefined> {
  try {
    return JSON.parse(await readFile(path.join(backupDir, OUTCOME_FILE), 'utf8')) as RequestOutcome;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Asks the running portal for a backup and answers its folder once the portal has written it. */
export async function requestPortalBackup(
  portal: PortalPid,
  options: { timeoutMs: number },
): Promise<string> {
  // The portal answers in this folder: one it cannot write to would leave the asker waiting.
  await mkdir(portal.backupDir, { recursive: true }).catch((error: Error) => {
    throw new Error(`The backups folder ${portal.backupDir} cannot be used: ${error.message}`);
  });
  const askedAt = Date.now();
  process.kill(portal.pid, 'SIGUSR2');
  const deadline = askedAt + options.timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(portal.pid))
      throw new Error(`The portal (pid ${portal.pid}) stopped before it finished the backup.`);
    const outcome = await readRequestOutcome(portal.backupDir);
    if (outcome && outcome.requestedAt >= askedAt) {
      if (outcome.path) return outcome.path;
      throw new Error(`The portal could not take the backup: ${outcome.error ?? 'no reason given'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `The portal (pid ${portal.pid}) did not finish the backup within ${Math.round(options.timeoutMs / 1000)} s. ` +
      `It may still be writing it into ${portal.backupDir}; its log says why it failed if it did.`,
  );
}
