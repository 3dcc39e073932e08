// Shared by the company-tool tests: an app listening on an ephemeral loopback port (the
// connectors call the server's own sandboxes over real HTTP), reply parsing with the contracts,
// the sandbox fault switch and a few SQL reads.

import { type SQL, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import { queryRows } from '../../platform/sql-rows.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { listeningOrigin } from '../integrations/connectors.ts';
import { readOrCreateSandboxToken } from '../integrations/sandbox-token.ts';

export async function createListeningTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp({ CONNECTOR_BACKOFF_MS: '5', ...env });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return t;
}

/** The reply, checked against its contract; fails the test on any other status. */
export function reply<S extends z.ZodType>(
  schema: S,
  response: LightMyRequestResponse,
  status = 200,
): z.output<S> {
  expect(response.statusCode, response.body).toBe(status);
  return schema.parse(response.json());
}

export async function rows<T>(t: TestApp, statement: SQL): Promise<T[]> {
  return queryRows<T>(t.database.db, statement);
}

export type Provider = 'invenias' | 'zoominfo';

/** Flips a sandbox's fault switch (the client must be a signed-in site admin). */
export async function setFault(
  admin: TestClient,
  provider: Provider,
  fault: {
    mode: 'none' | 'slow' | 'error500' | 'rateLimit429';
    times?: number;
    delayMs?: number;
    retryAfterSeconds?: number;
  },
) {
  const response = await admin.request({
    method: 'PUT',
    url: `/api/v2/sandbox/${provider}/faults`,
    payload: fault,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { requests: number; faultsServed: number; remaining: number };
}

export async function sandboxCounters(admin: TestClient, provider: Provider) {
  const response = await admin.get(`/api/v2/sandbox/${provider}/faults`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { requests: number; faultsServed: number; remaining: number; mode: string };
}

/** A row count that must not move when a call fails. */
export async function countOf(t: TestApp, statement: SQL): Promise<number> {
  const [row] = await rows<{ count: number }>(t, statement);
  return Number(row.count);
}

/**
 * Calls a sandbox directly, as the provider's own users would (e.g. to add a record in Invenias),
 * with the installation's token from the data directory unless another is given.
 */
export async function callSandbox<T = Record<string, unknown>>(
  t: TestApp,
  provider: Provider,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${listeningOrigin(t.app.server)}/sandbox/${provider}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${init.token ?? (await readOrCreateSandboxToken(t.config.ATRIUM_DATA_DIR))}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** The wizard's fields for a new parent company (spec 3 §5), with a country and an industry of the firm. */
export async function wizardFields(t: TestApp, overrides: Record<string, unknown> = {}) {
  const [country] = await rows<{ id: number }>(t, sql`select id from countries order by id limit 1`);
  const [industry] = await rows<{ id: number }>(t, sql`select id from industries order by id limit 1`);
  return {
    Name: `Wizardly Holdings ${Math.random().toString(36).slice(2, 7)}`,
    City: 'Madrid',
    WebAddress: '',
    GlobalRevenue: 2,
    CompanyCountries: [{ CountryID: country.id }],
    CompanyIndustries: [{ IndustryID: industry.id }],
    Relationship: 1,
    IsCertain: true,
    ...overrides,
  };
}
