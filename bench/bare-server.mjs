// The bare Fastify baseline, in a process of its own like the portal: one JSON route.
import Fastify from 'fastify';

const app = Fastify();
app.get('/bare', async () => ({ ok: true }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.stdout.write('ready\n');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
