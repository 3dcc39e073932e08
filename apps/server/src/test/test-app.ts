// The app on a private database, and a small cookie-keeping client that behaves like a browser:
// it fetches the CSRF cookie and echoes it on every state-changing call.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type AppDeps, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../platform/database.ts';
import { enableReplyChecks } from '../platform/http.ts';
import { cloneTemplateDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The database's address on a PostgreSQL server (unset on the embedded database). */
  url?: string;
  config: Config;
  client(): TestClient;
  close(): Promise<void>;
}

function testConfig(env: Record<string, string>): Config {
  return loadConfig({
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ATRIUM_DATA_DIR: '.test-data',
    // Test feeds and connector stubs listen on the loopback, which the outbound guard refuses
    // unless allowlisted; the guard's own tests replace this to see it refuse.
    ATRIUM_FETCH_ALLOW_HOSTS: '127.0.0.1',
    ...env,
  });
}

/** What a test may change of the app besides its environment. */
export type TestAppOptions = Pick<AppDeps, 'jobTuning'>;

async function startApp(
  database: Database,
  config: Config,
  options: TestAppOptions = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    config,
    database,
    serveWeb: false,
    // The runner reads the jobs table on its own time, which would land in the statements tests
    // hold a request to; it still wakes on every enqueue, and the jobs tests set their own timings.
    jobTuning: { pollMs: 10 * 60_000, ...options.jobTuning },
  });
  // Every API test holds the replies to their contracts: a mismatch answers 500.
  enableReplyChecks(app);
  await app.ready();
  return app;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const { database, url, close } = await cloneTemplateDatabase();
  const config = testConfig(env);
  const app = await startApp(database, config, options);
  return {
    app,
    database,
    url,
    config,
    client: () => new TestClient(app),
    close: async () => {
      await app.close();
      await close();
    },
  };
}

/**
 * Two app instances on one PostgreSQL database, each with its own connection pool, caches and
 * listeners — what two processes behind a load balancer share and what they do not.
 */
export async function createTwinTestApps(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<{ first: TestApp; second: TestApp; close(): Promise<void> }> {
  const clone = await cloneTemplateDatabase();
  if (!clone.url) {
    await clone.close();
    throw new Error('twin apps need a PostgreSQL server (TEST_DATABASE_URL)');
  }
  const config = testConfig(env);
  const secondDatabase = await openDatabase({ kind: 'postgres', url: clone.url });
  const [firstApp, secondApp] = await Promise.all([
    startApp(clone.database, config, options),
    startApp(secondDatabase, config, options),
  ]);
  const asTestApp = (app: FastifyInstance, database: Database): TestApp => ({
    app,
    database,
    config,
    client: () => new TestClient(app),
    close: () => app.close(),
  });
  return {
    first: asTestApp(firstApp, clone.database),
    second: asTestApp(secondApp, secondDatabase),
    close: async () => {
      await Promise.all([firstApp.close(), secondApp.close()]);
      await secondDatabase.close();
      await clone.close();
    },
  };
}

export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(private readonly app: FastifyInstance) {}

  async request(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const { csrf = true, ...inject } = options;
    const method = (inject.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = { ...(inject.headers as Record<string, string>) };
    if (csrf && method !== 'GET' && !this.csrfToken) await this.get('/api/v2/user/isLoggedIn');
    // Like the web app, reads carry the token too when there is one (spec 3 §7's changing GETs).
    if (csrf && (method !== 'GET' || this.csrfToken)) headers['x-csrf-token'] = this.csrfToken ?? '';
    const cookieHeader = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookieHeader) headers.cookie = cookieHeader;
    const response = await this.app.inject({ ...inject, headers });
    for (const cookie of response.cookies as { name: string; value: string; expires?: Date }[]) {
      const isCleared = cookie.value === '' || (cookie.expires && cookie.expires.getTime() <= Date.now());
      if (isCleared) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  /** The readable CSRF cookie, by its HTTPS (`__Host-`) or plain name, as the web app reads it. */
  get csrfToken(): string | undefined {
    return this.cookies.get('__Host-atrium_csrf') ?? this.cookies.get('atrium_csrf');
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  post(url: string, payload?: unknown, options: { csrf?: boolean } = {}) {
    return this.request({ method: 'POST', url, payload: payload as InjectOptions['payload'], ...options });
  }

  delete(url: string, payload?: unknown) {
    return this.request({ method: 'DELETE', url, payload: payload as InjectOptions['payload'] });
  }

  async login(email: string, password = 'demo'): Promise<LightMyRequestResponse> {
    const response = await this.post('/api/v2/user/login', { email, password });
    if (response.statusCode !== 200)
      throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
    return response;
  }
}

export const DEMO = {
  admin: 'admin@demo.atrium',
  partner: 'partner@demo.atrium',
  researcher: 'researcher@demo.atrium',
} as const;
