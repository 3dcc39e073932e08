// The backups a running portal takes: the daily one (ATRIUM_BACKUP_TIME, pruned to
// ATRIUM_BACKUP_KEEP) and the ones `npm run backup` asks for with SIGUSR2. One at a time; a failure
// is logged with its reason and the portal serves on. The process that runs them writes portal.pid.
import { pruneBackups } from './backup-folders.ts';
import { writeRequestOutcome } from './backup-requests.ts';
import { scheduleDaily } from './daily-backup.ts';
import { removePortalPid, writePortalPid } from './portal-pid.ts';
import type { TakenBackup } from './take-backup.ts';

export interface BackupLog {
  info(message: string): void;
  error(message: string): void;
}

export interface PortalBackupsOptions {
  dataDir: string;
  backupDir: string;
  /** `HH:MM` local time, or `off`. */
  dailyAt: string;
  keep: number;
  take(): Promise<TakenBackup>;
  log: BackupLog;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Starts the portal's backups; answers the function that stops them, for the shutdown. */
export async function startPortalBackups(options: PortalBackupsOptions): Promise<() => Promise<void>> {
  const { log, backupDir } = options;
  let queue: Promise<unknown> = Promise.resolve();
  /** Backups take turns: a request during the daily one waits for it, then takes its own. */
  const inTurn = (take: () => Promise<TakenBackup>) => {
    const next = queue.then(take);
    queue = next.catch(() => {});
    return next;
  };

  const daily = async () => {
    try {
      const taken = await inTurn(options.take);
      log.info(`daily backup written to ${taken.path}`);
      const pruned = await pruneBackups(backupDir, options.keep);
      if (pruned.length) log.info(`older backups removed: ${pruned.join(', ')}`);
    } catch (error) {
      log.error(`daily backup failed: ${reasonOf(error)}`);
    }
  };
  const stopDaily = options.dailyAt === 'off' ? () => {} : scheduleDaily(options.dailyAt, daily);

  const onRequest = () => {
    const requestedAt = Date.now();
    void inTurn(options.take).then(
      async (taken) => {
        log.info(`requested backup written to ${taken.path}`);
        await writeRequestOutcome(backupDir, { requestedAt, finishedAt: Date.now(), path: taken.path });
      },
      async (error) => {
        log.error(`requested backup failed: ${reasonOf(error)}`);
        await writeRequestOutcome(backupDir, {
          requestedAt,
          finishedAt: Date.now(),
          error: reasonOf(error),
        }).catch((writeError) =>
          log.error(`the outcome of a backup could not be written: ${reasonOf(writeError)}`),
        );
      },
    );
  };
  // The handler is in place before the pid file tells anyone to send the signal.
  process.on('SIGUSR2', onRequest);
  await writePortalPid(options.dataDir, { pid: process.pid, backupDir });

  return async () => {
    stopDaily();
    process.off('SIGUSR2', onRequest);
    await removePortalPid(options.dataDir, process.pid);
    // A backup under way finishes before the database it reads is closed.
    await queue;
  };
}
