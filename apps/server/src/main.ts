// Boots the portal: configuration → database (migrate, seed on first run) → app → listen.

import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { prepareDatabase } from './startup.ts';

const startedAt = performance.now();
const config = loadConfig();
const { database, accounts } = await prepareDatabase(config);
const app = await buildApp({ config, database });

let isClosing = false;
async function shutdown(signal: string) {
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
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.PORT, host: config.HOST });
const address = `http://localhost:${config.PORT}`;
const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
const lines = [
  '',
  `  Atrium is ready at ${address}  (${database.kind === 'pglite' ? 'embedded database' : 'PostgreSQL'}, ${seconds} s)`,
  ...(accounts.length
    ? [
        '',
        '  Demo accounts (password "demo"):',
        ...accounts.map((a) => `    ${a.email.padEnd(26)} ${a.description}`),
      ]
    : []),
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);
