// Boots the portal: configuration → database (migrate, seed on first run) → app → listen.
// With ATRIUM_WORKERS=N on a PostgreSQL server, a primary process migrates and seeds once, then
// N worker processes share the port (node:cluster); sessions, the sign-in limit and the change
// counters behind cached copies live in the database, so any worker can answer any request.
import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { openDatabase } from './platform/database.ts';
import { databaseOptionsFor, prepareDatabase } from './startup.ts';

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

/** One process serving the port: the whole portal, or one worker of several. */
async function serve(options: { prepare: boolean }) {
  const prepared = options.prepare
    ? await prepareDatabase(config)
    : { database: await openDatabase(databaseOptionsFor(config)), accounts: [] };
  const { database } = prepared;
  const app = await buildApp({ config, database });

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    try {
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

  await app.listen({ port: config.PORT, host: config.HOST });
  return { kind: database.kind, accounts: prepared.accounts };
}

/** The primary of several processes: prepares the database once, then keeps N workers running. */
async function superviseWorkers(settings: Config) {
  const { database, accounts } = await prepareDatabase(settings);
  await database.close();

  let isClosing = false;
  let listening = 0;
  const served = new Set<number>();
  cluster.on('listening', (worker) => {
    served.add(worker.id);
    listening += 1;
    if (listening === settings.ATRIUM_WORKERS) printReady('postgres', accounts);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (isClosing) return;
    const how = signal ?? code;
    if (!served.has(worker.id)) {
      // A worker that ends before it listens (port taken, database refused) would end the same way
      // each time: stop the portal with the reason above rather than start workers over and over.
      process.stderr.write(
        `  worker ${worker.process.pid} stopped before it could serve (${how}); stopping\n`,
      );
      shutdown(1);
      return;
    }
    served.delete(worker.id);
    process.stderr.write(`  worker ${worker.process.pid} stopped (${how}); starting another\n`);
    cluster.fork();
  });
  for (let i = 0; i < settings.ATRIUM_WORKERS; i++) cluster.fork();

  function shutdown(exitCode = 0) {
    if (isClosing) return;
    isClosing = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker?.isDead() === false);
    let running = workers.length;
    if (running === 0) process.exit(exitCode);
    for (const worker of workers) {
      worker?.once('exit', () => {
        running -= 1;
        if (running === 0) process.exit(exitCode);
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
