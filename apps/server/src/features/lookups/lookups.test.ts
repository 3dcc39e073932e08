import { LookupKindSchema } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/sql-rows.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';

let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  client = t.client();
  await client.login(DEMO.partner);
});
afterAll(() => t.close());

async function firstRow<T>(statement: ReturnType<typeof sql>): Promise<T> {
  return rows<T>(await t.database.db.execute(statement))[0];
}

describe('lookups', () => {
  it.each(LookupKindSchema.options)('lists %s options with ID and Name, bounded by limit', async (kind) => {
    const response = await client.get(`/api/v2/${kind}/filter?limit=3`);
    expect(response.statusCode).toBe(200);
    const options = response.json();
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThanOrEqual(3);
    for (const option of options) {
      expect(option.ID).toBeTypeOf('number');
      expect(option.Name).toBeTypeOf('string');
    }
    if (kind === 'user') expect(options[0].FullName).toBe(options[0].Name);
  });

  it('ranks names that start with the query before names that only contain it', async () => {
    const response = await client.get('/api/v2/location/filter?query=an&limit=100');
    const names: string[] = response.json().map((o: { Name: string }) => o.Name.toLowerCase());
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.includes('an'))).toBe(true);
    const firstContainsOnly = names.findIndex((n) => !n.startsWith('an'));
    if (firstContainsOnly >= 0)
      expect(names.slice(firstContainsOnly).every((n) => !n.startsWith('an'))).toBe(true);
  });

  it('finds a company by part of its name and loads it by id', async () => {
    const company = await firstRow<{ id: number; name: string }>(
      sql`select id, name from companies order by id limit 1`,
    );
    const query = company.name.slice(0, 5);
    const options = (
      await client.get(`/api/v2/company/filter?query=${encodeURIComponent(query)}&limit=100`)
    ).json();
    expect(options.map((o: { ID: number }) => o.ID)).toContain(company.id);
    const single = await client.get(`/api/v2/company/${company.id}`);
    expect(single.json()).toMatchObject({ ID: company.id, Name: company.name });
  });

  it('treats % and _ in the query as plain characters', async () => {
    const options = (await client.get('/api/v2/region/filter?query=%25')).json();
    expect(options).toEqual([]);
  });

  it('limits companyId to the company family', async () => {
    const child = await firstRow<{ id: number; parent: number }>(
      sql`select id, parent_id as parent from companies where parent_id is not null and parent_id <> id limit 1`,
    );
    const options = (await client.get(`/api/v2/company/filter?companyId=${child.id}&limit=100`)).json();
    const ids = options.map((o: { ID: number }) => o.ID);
    expect(ids).toContain(child.id);
    expect(ids).toContain(child.parent);
    const outsiders = await firstRow<{ count: number }>(
      sql`select count(*)::int as count from companies where id in ${ids} and coalesce(parent_id, id) <> ${child.parent}`,
    );
    expect(outsiders.count).toBe(0);
  });

  it('lists only developers, handlers or researchers on the user lists', async () => {
    const researchers = (await client.get('/api/v2/user/filter/researchers?limit=50')).json();
    expect(researchers.length).toBeGreaterThan(0);
    const ids = researchers.map((o: { ID: number }) => o.ID);
    const wrongRole = await firstRow<{ count: number }>(
      sql`select count(*)::int as count from users where id in ${ids} and role <> 'Researcher'`,
    );
    expect(wrongRole.count).toBe(0);

    const handlers = (await client.get('/api/v2/user/filter/handlers?limit=50')).json();
    const handlerIds = handlers.map((o: { ID: number }) => o.ID);
    const notHandlers = await firstRow<{ count: number }>(
      sql`select count(*)::int as count from users u where u.id in ${handlerIds}
          and not exists (select 1 from assignment_users au where au.user_id = u.id and au.role = 'H')`,
    );
    expect(notHandlers.count).toBe(0);
  });

  it('lists subsectors with their practice group', async () => {
    const options = (await client.get('/api/v2/practiceGroup/subsectors/filter?query=director')).json();
    expect(options[0].Name).toBe('Director Search');
    expect(options[0].Detail).toBeTruthy();
  });

  it('answers 404 for an unknown id and 400 for a bad limit', async () => {
    expect((await client.get('/api/v2/region/999999')).statusCode).toBe(404);
    expect((await client.get('/api/v2/region/filter?limit=5000')).statusCode).toBe(400);
  });

  it('refuses anonymous callers', async () => {
    expect((await t.client().get('/api/v2/region/filter')).statusCode).toBe(401);
  });
});
