// Boots the portal: configuration → database (migrate, seed on first run) → app → listen.
// With ATRIUM_WORKERS=N on a PostgreSQL server, a primary process migrates and seeds once, then
// forks N worker processes (node:cluster) and hands each connection to its port to the worker with
// the fewest open; sessions, the sign-in limit and the change counters behind cached copies live in
// the database, so any worker can answer any request. The process that owns the data (the only one,
// or the primary) takes the daily backup and the ones `npm run backup` asks for (docs/operations.md).
import cluster, { type Worker } from 'node:cluster';
import net from 'node:net';
import { buildApp } from './app.ts';
import { areSandboxesOn, backupDirOf, type Config, loadConfig } from './config.ts';
import { readOrCreateSandboxToken } from './features/integrations/sandbox-token.ts';
import { type BackupLog, startPortalBackups } from './platform/backup/portal-backups.ts';
import { type TakenBackup, takeBackup } from './platform/backup/take-backup.ts';
import { type Database, openDatabase } from './platform/database.ts';
import { answerMetricsScrapes } from './platform/metrics-cluster.ts';
import { databaseOptionsFor, prepareDatabase } from './startup.ts';
import { warmUp } from './warm-up.ts';

const startedAt = performance.now();
const config = loadConfig();

function printReady(kind: 'pglite' | 'postgres', accounts: { email: string; description: string }[]) {
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const where = kind === 'pglite' ? 'embedded database' : 'PostgreSQL';
  const processes =
    config.ATRIUM_WORKERS > 1 && kind === 'postgres' ? `, ${config.ATRIUM_WORKERS} processes` : '';
  const lines = [
    '',
    `  Atrium is ready at http://localhost:${config.PORT}  (${where}${processes}, ${seconds} s)`,
    ...(accounts.length
      ? [
          '',
          '  Demo accounts (password "demo"):',
          ...accounts.map((a) => `    ${a.email.padEnd(26)} ${a.description}`),
        ]
      : []),
    '',
  ];
  if (config.REDIS_URL) {
    lines.push(
      '  REDIS_URL is set but not used: processes share sessions and changes through the database.',
      '',
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

/**
 * The daily backup and the ones `npm run backup` asks for, taken by the one process that owns the
 * data: the portal's only process, or the primary of several.
 */
function startBackups(take: () => Promise<TakenBackup>, log: BackupLog) {
  return startPortalBackups({
    dataDir: config.ATRIUM_DATA_DIR,
    backupDir: backupDirOf(config),
    dailyAt: config.ATRIUM_BACKUP_TIME,
    keep: config.ATRIUM_BACKUP_KEEP,
    take,
    log,
  });
}

const backupOf = (database: Database) =>
  takeBackup({
    database,
    databaseUrl: config.DATABASE_URL,
    dataDir: config.ATRIUM_DATA_DIR,
    backupDir: backupDirOf(config),
  });

/** One process serving the port: the whole portal, or one worker of several. */
async function serve(options: { prepare: boolean }) {
  const prepared = options.prepare
    ? await prepareDatabase(config)
    : { database: await openDatabase(databaseOptionsFor(config)), accounts: [] };
  const { database } = prepared;
  const app = await buildApp({ config, database });

  let isClosing = false;
  let stopBackups = async () => {};
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    try {
      await stopBackups();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // Served warm or cold, but served: a read the warm-up could not make is made by the first visitor.
  await warmUp(app, { database, config }).then(
    (answers) => app.log.debug({ answers }, 'warmed up'),
    (error: unknown) => app.log.warn({ err: error }, 'the start-up warm-up did not finish'),
  );

  if (cluster.isWorker) {
    await app.ready();
    serveHandedConnections(app.server);
  } else {
    await app.listen({ port: config.PORT, host: config.HOST });
    stopBackups = await startBackups(() => backupOf(database), {
      info: (message) => app.log.info(message),
      error: (message) => app.log.error(message),
    });
  }
  return { kind: database.kind, accounts: prepared.accounts };
}

/** What a worker and the primary say to each other about connections. */
const HANDED = 'atrium:connection';
const CLOSED = 'atrium:connection-closed';
const READY = 'atrium:ready';

/** A worker answers the connections the primary hands it, and says when each one closes. */
function serveHandedConnections(server: net.Server) {
  // Node starts the timer that enforces the request and header timeouts when its server starts
  // listening; a worker's server never listens itself (its connections are handed to it), so it is
  // told it does, or a client trickling a request would hold a worker's connection for ever.
  server.emit('listening');
  process.on('message', (message, handle) => {
    if (message !== HANDED || !(handle instanceof net.Socket)) return;
    server.emit('connection', handle);
    handle.once('close', () => process.send?.(CLOSED));
    handle.resume();
  });
  process.send?.(READY);
}

/**
 * The primary of several processes: prepares the database once, keeps N workers running, and hands
 * each new connection to the worker with the fewest open. Node's own round robin gives a connection
 * to whichever worker acknowledged the last one first, so a burst of keep-alive connections (a load
 * balancer's pool) can leave one worker with far more than the other, and its requests waiting.
 */
async function superviseWorkers(settings: Config) {
  const { database, accounts } = await prepareDatabase(settings);
  await database.close();
  // Made here, before any worker starts, so every worker reads the one token.
  if (areSandboxesOn(settings)) await readOrCreateSandboxToken(settings.ATRIUM_DATA_DIR);
  // The primary backs up on its own connection: pg_dump reads the server, not a worker.
  const stopBackups = await startBackups(
    async () => {
      const connection = await openDatabase(databaseOptionsFor(settings));
      try {
        return await backupOf(connection);
      } finally {
        await connection.close();
      }
    },
    {
      info: (message) => process.stdout.write(`  ${message}\n`),
      error: (message) => process.stderr.write(`  ${message}\n`),
    },
  );
  const exit = (exitCode: number) => void stopBackups().finally(() => process.exit(exitCode));

  answerMetricsScrapes();
  let isClosing = false;
  let isListening = false;
  /** Open connections of each worker that has said it is ready. */
  const open = new Map<Worker, number>();
  const balancer = net.createServer({ pauseOnConnect: true }, (socket) => {
    let chosen: Worker | undefined;
    let fewest = Number.POSITIVE_INFINITY;
    for (const [worker, count] of open) {
      if (count < fewest) [chosen, fewest] = [worker, count];
    }
    if (!chosen) {
      socket.destroy();
      return;
    }
    open.set(chosen, fewest + 1);
    // A worker that is ending cannot take it: the client connects again.
    chosen.send(HANDED, socket, (error) => error && socket.destroy());
  });
  balancer.on('error', (error) => {
    if (balancer.listening) {
      // A connection that could not be accepted (too many open files, say); the port stays open.
      process.stderr.write(`  a connection could not be accepted: ${error.message}\n`);
      return;
    }
    process.stderr.write(`  cannot listen on port ${settings.PORT}: ${error.message}; stopping\n`);
    shutdown(1);
  });

  cluster.on('message', (worker, message) => {
    const count = open.get(worker);
    if (message === CLOSED && count !== undefined) open.set(worker, Math.max(0, count - 1));
    if (message !== READY) return;
    open.set(worker, 0);
    // The port opens once every worker of the first start is ready; a replacement joins as it comes.
    if (isListening || open.size < settings.ATRIUM_WORKERS) return;
    isListening = true;
    balancer.listen(settings.PORT, settings.HOST, () => printReady('postgres', accounts));
  });
  cluster.on('exit', (worker, code, signal) => {
    if (isClosing) return;
    const how = signal ?? code;
    if (!open.has(worker)) {
      // A worker that ends before it is ready (database refused, say) would end the same way each
      // time: stop the portal with the reason above rather than start workers over and over.
      process.stderr.write(
        `  worker ${worker.process.pid} stopped before it could serve (${how}); stopping\n`,
      );
      shutdown(1);
      return;
    }
    open.delete(worker);
    process.stderr.write(`  worker ${worker.process.pid} stopped (${how}); starting another\n`);
    cluster.fork();
  });
  for (let i = 0; i < settings.ATRIUM_WORKERS; i++) cluster.fork();

  function shutdown(exitCode = 0) {
    if (isClosing) return;
    isClosing = true;
    balancer.close();
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker?.isDead() === false);
    let running = workers.length;
    if (running === 0) exit(exitCode);
    for (const worker of workers) {
      worker?.once('exit', () => {
        running -= 1;
        if (running === 0) exit(exitCode);
      });
      worker?.process.kill('SIGTERM');
    }
  }
  process.on('SIGTERM', () => shutdown());
  process.on('SIGINT', () => shutdown());
}

if (cluster.isWorker) {
  await serve({ prepare: false });
} else if (config.ATRIUM_WORKERS > 1 && config.DATABASE_URL) {
  await superviseWorkers(config);
} else {
  if (config.ATRIUM_WORKERS > 1)
    process.stdout.write(
      `  ATRIUM_WORKERS=${config.ATRIUM_WORKERS} needs a PostgreSQL server (DATABASE_URL); the embedded database serves from one process.\n`,
    );
  const { kind, accounts } = await serve({ prepare: true });
  printReady(kind, accounts);
}
