// Search follows edits made elsewhere at once: a company's save, merge and removal, and a profile's
// phone numbers, through the endpoints people use.
import { CompanySaveResultSchema, type SearchHit, type SearchResult } from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAssignment, seedCompany } from '../../db/seed/index.ts';
import { queryRows } from '../../platform/sql-rows.ts';
import { signIn } from '../../test/site-api.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';

let t: TestApp;
let admin: TestClient;
let partner: TestClient;
let partnerId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, DEMO.admin);
  partner = t.client();
  partnerId = (await partner.login(DEMO.partner)).json().User.ID;
});
afterAll(() => t.close());

const query = <T>(statement: SQL) => queryRows<T>(t.database.db, statement);

async function search(q: string, type?: SearchHit['type']): Promise<SearchResult> {
  const response = await partner.get(
    `/api/v2/search?q=${encodeURIComponent(q)}${type ? `&type=${type}` : ''}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const idsFound = async (q: string, type: SearchHit['type']) =>
  (await search(q, type)).groups[0].hits.map((h) => h.id);

async function wizard(name: string) {
  const [countries, industries] = await Promise.all([
    query<{ id: number }>(sql`select id from countries order by id limit 1`),
    query<{ id: number }>(sql`select id from industries order by id limit 1`),
  ]);
  return {
    Name: name,
    City: 'Lisbon',
    WebAddress: 'brightwater.example',
    GlobalRevenue: 2,
    isPrivateEquity: false,
    CompanyCountries: countries.map((c) => ({ CountryID: c.id })),
    CompanyIndustries: industries.map((i) => ({ IndustryID: i.id })),
    Relationship: 1,
    IsCertain: true,
  };
}

async function saveCompany(body: Record<string, unknown>) {
  const response = await admin.post('/api/v2/company', body);
  expect(response.statusCode, response.body).toBe(200);
  return CompanySaveResultSchema.parse(response.json()).company;
}

describe('search after company edits', () => {
  it('finds a new company at once, and a renamed one by its new name only, with its assignments', async () => {
    const created = await saveCompany(await wizard('Zyqoravale Analytics'));
    expect(await idsFound('zyqoravale', 'company')).toEqual([created.ID]);

    const { assignment } = await seedAssignment(t.database.db, { companyId: created.ID });
    await saveCompany({ ...(await wizard('Quembrightly Holdings')), ID: created.ID });
    expect(await idsFound('quembrightly', 'company')).toEqual([created.ID]);
    expect((await search('zyqoravale')).counts.all).toBe(0);
    // The assignment shows its client's new name and is found by it.
    const [hit] = (await search('quembrightly', 'assignment')).groups[0].hits;
    expect(hit.id).toBe(assignment.id);
    expect(hit.subtitle).toContain('Quembrightly Holdings');
  });

  it('finds a merged company by the duplicate’s name as the survivor, and the duplicate no more', async () => {
    const survivor = await seedCompany(t.database.db, { name: 'Plovendry Partners' });
    const duplicate = await seedCompany(t.database.db, { name: 'Plovendry Partners Ltd Ostrakine' });
    await t.database.db.execute(
      sql`select search_index_companies(${`{${survivor.id},${duplicate.id}}`}::integer[])`,
    );
    expect(await idsFound('ostrakine', 'company')).toEqual([duplicate.id]);

    const merged = await admin.post('/api/v2/company/merge', {
      survivorId: survivor.id,
      duplicateId: duplicate.id,
    });
    expect(merged.statusCode, merged.body).toBe(200);
    const [hit] = (await search('ostrakine', 'company')).groups[0].hits;
    expect(hit.id).toBe(survivor.id);
    expect(hit.snippet.map((p) => p.text).join('')).toContain('Formerly Plovendry Partners Ltd Ostrakine');
    expect((await search('ostrakine', 'company')).counts.company).toBe(1);
  });

  it('leaves a removed company out', async () => {
    const saved = await saveCompany(await wizard('Vantorelle Removable'));
    expect(await idsFound('vantorelle', 'company')).toEqual([saved.ID]);
    const removed = await admin.delete(`/api/v2/company/remove/${saved.ID}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await search('vantorelle')).counts.all).toBe(0);
  });
});

describe('search after a profile edit', () => {
  it('finds a colleague by the phone number they just entered, and no more by the old one', async () => {
    const patch = (body: Record<string, string>) =>
      partner.request({ method: 'PATCH', url: `/api/v2/user/${partnerId}/profile`, payload: body });
    const first = await patch({ officePhone: '+44 20 7946 0381' });
    expect(first.statusCode, first.body).toBe(200);
    expect(await idsFound('442079460381', 'person')).toEqual([partnerId]);

    const second = await patch({ officePhone: '+1 646 555 0177' });
    expect(second.statusCode, second.body).toBe(200);
    expect(await idsFound('16465550177', 'person')).toEqual([partnerId]);
    expect(await idsFound('646 555 0177', 'person')).toContain(partnerId);
    expect((await search('442079460381')).counts.person).toBe(0);
  });
});
