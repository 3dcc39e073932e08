// The app on a private database, and a small cookie-keeping client that behaves like a browser:
// it fetches the CSRF cookie and echoes it on every state-changing call.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { Database } from '../platform/database.ts';
import { enableReplyChecks } from '../platform/http.ts';
import { cloneTemplateDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  client(): TestClient;
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { database, close } = await cloneTemplateDatabase();
  const config = loadConfig({
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ATRIUM_DATA_DIR: '.test-data',
    ...env,
  });
  const app = await buildApp({ config, database, serveWeb: false });
  // Every API test holds the replies to their contracts: a mismatch answers 500.
  enableReplyChecks(app);
  await app.ready();
  return {
    app,
    database,
    config,
    client: () => new TestClient(app),
    close: async () => {
      await app.close();
      await close();
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
    if (csrf && method !== 'GET' && !this.cookies.has('atrium_csrf'))
      await this.get('/api/v2/user/isLoggedIn');
    if (csrf && method !== 'GET') headers['x-csrf-token'] = this.cookies.get('atrium_csrf') ?? '';
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
