// Every endpoint of /api/openapi.json × anonymous, researcher, partner, admin and a user with each
// permission flag off, against the table in authorization-matrix.ts.
import { type Permission, PermissionSchema } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/tokens.ts';
import {
  type DocumentedOperation,
  documentedOperations,
  placeholderPath,
} from '../../test/documented-operations.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';
import { AUTHORIZATION, type Rule } from './authorization-matrix.ts';

interface Caller {
  name: string;
  client: TestClient;
  signedIn: boolean;
  siteAdmin: boolean;
  groups: string[];
  permissions: Record<Permission, boolean>;
}

let t: TestApp;
let operations: DocumentedOperation[] = [];
const callers: Caller[] = [];

async function signedInCaller(name: string, email: string): Promise<Caller> {
  const client = t.client();
  await client.login(email);
  const me = (await client.get('/api/v2/user/isLoggedIn')).json().User;
  return {
    name,
    client,
    signedIn: true,
    siteAdmin: me.SiteAdmin,
    groups: me.Groups,
    permissions: me.Permissions,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  operations = await documentedOperations(t.client());
  callers.push({
    name: 'anonymous',
    client: t.client(),
    signedIn: false,
    siteAdmin: false,
    groups: [],
    permissions: {} as Record<Permission, boolean>,
  });
  callers.push(await signedInCaller('researcher', DEMO.researcher));
  callers.push(await signedInCaller('partner', DEMO.partner));
  callers.push(await signedInCaller('admin', DEMO.admin));
  // For each flag, a colleague holding every flag but that one.
  const passwordHash = await hashPassword('matrix-password');
  for (const [i, flag] of PermissionSchema.options.entries()) {
    const email = `no-${flag.toLowerCase()}@matrix.test`;
    const others = PermissionSchema.options.filter((p) => p !== flag);
    await t.database.db.execute(sql`
      update users set email = ${email}, password_hash = ${passwordHash}, is_site_admin = false,
        permissions = ${`{${others.join(',')}}`}::text[], status_id = 1
      where id = (select id from users where password_hash is null and status_id = 1 order by id offset ${i} limit 1)`);
    const client = t.client();
    await client.login(email, 'matrix-password');
    const me = (await client.get('/api/v2/user/isLoggedIn')).json().User;
    callers.push({
      name: `${flag} off`,
      client,
      signedIn: true,
      siteAdmin: false,
      groups: me.Groups,
      permissions: me.Permissions,
    });
  }
}, 120_000);
afterAll(() => t.close());

function mayCall(rule: Rule, caller: Caller): 'yes' | 401 | 403 {
  if (rule === 'public') return 'yes';
  if (!caller.signedIn) return 401;
  if (rule === 'user') return 'yes';
  if (rule === 'admin') return caller.siteAdmin ? 'yes' : 403;
  if (rule.startsWith('group:')) return caller.groups.includes(rule.slice('group:'.length)) ? 'yes' : 403;
  return caller.siteAdmin || caller.permissions[rule as Permission] ? 'yes' : 403;
}

describe('authorization matrix', () => {
  it('has an entry for every endpoint the API documents, and none for endpoints it does not', () => {
    const documented = operations.map((o) => o.key).sort();
    expect(documented.filter((key) => !(key in AUTHORIZATION))).toEqual([]);
    expect(Object.keys(AUTHORIZATION).filter((key) => !documented.includes(key))).toEqual([]);
  });

  it('lets in exactly who the table says, for every endpoint and caller', async () => {
    const wrong: string[] = [];
    for (const operation of operations) {
      const rule = AUTHORIZATION[operation.key];
      if (!rule) continue;
      for (const caller of callers) {
        const expected = mayCall(rule, caller);
        const url = placeholderPath(operation.path);
        const response = await caller.client.request({
          method: operation.method as 'GET',
          url,
          ...(operation.method === 'GET' ? {} : { payload: {} }),
        });
        const status = response.statusCode;
        const body = response.headers['content-type']?.toString().startsWith('application/json')
          ? response.json()
          : null;
        const refused = (status === 401 && body?.code === 'unauthenticated') || isAccessRefusal(body);
        const ok = expected === 'yes' ? !refused : status === expected;
        if (!ok) {
          wrong.push(
            `${operation.key} as ${caller.name}: expected ${expected}, got ${status} ${response.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 600_000);
});

/** A 403 that comes from the access rule or a permission flag, not from the row asked for. */
function isAccessRefusal(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const { code, message } = body as { code?: string; message?: string };
  return (
    code === 'forbidden' && /^You do not have (access to this|the \w+ permission)\.$/.test(message ?? '')
  );
}
