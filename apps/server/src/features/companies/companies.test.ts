import {
  COMPANY_MESSAGES,
  CompanyRemovabilitySchema,
  CompanySaveResultSchema,
  CompanySchema,
  CompanySummarySchema,
  DuplicatePairSchema,
  InveniasCompanySchema,
  InveniasCreatedSchema,
} from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedAssignment, seedCompany, seedInvoice } from '../../db/seed/index.ts';
import { DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';
import { countOf, createListeningTestApp, reply, rows } from './companies.test-kit.ts';

let t: TestApp;
let admin: TestClient;
let researcher: TestClient;
let countryIds: number[];
let industryIds: number[];
beforeAll(async () => {
  t = await createListeningTestApp();
  admin = t.client();
  await admin.login(DEMO.admin);
  researcher = t.client();
  await researcher.login(DEMO.researcher);
  countryIds = (await rows<{ id: number }>(t, sql`select id from countries order by id limit 11`)).map(
    (r) => r.id,
  );
  industryIds = (await rows<{ id: number }>(t, sql`select id from industries order by id limit 16`)).map(
    (r) => r.id,
  );
});
afterAll(() => t.close());

/** What the wizard sends for a new parent company after its three steps. */
const wizard = (overrides: Record<string, unknown> = {}) => ({
  Name: `Brightwater Analytics ${Math.random().toString(36).slice(2, 7)}`,
  City: 'Lisbon',
  WebAddress: 'brightwater.example',
  GlobalRevenue: 2,
  isPrivateEquity: false,
  CompanyCountries: countryIds.slice(0, 2).map((CountryID) => ({ CountryID })),
  CompanyIndustries: industryIds.slice(0, 3).map((IndustryID) => ({ IndustryID })),
  Relationship: 1,
  IsCertain: true,
  ...overrides,
});

async function expectInvalid(body: unknown, message: string) {
  const response = await researcher.post('/api/v2/company?recache=true', body);
  expect(response.statusCode, response.body).toBe(400);
  const { issues = [], message: summary } = response.json() as {
    issues?: { message: string }[];
    message: string;
  };
  expect([summary, ...issues.map((i) => i.message)]).toContain(message);
}

describe('the company wizard (spec 3 §2.12, §5)', () => {
  it('saves a new parent company: ParentID is its own ID, https:// is added, the report data is refreshed', async () => {
    const version = await countOf(t, sql`select coalesce(max(version), 0) as count from data_version`);
    const saved = reply(
      CompanySaveResultSchema,
      await researcher.post('/api/v2/company?recache=true', wizard()),
    );
    expect(saved.message).toBe('Company saved');
    expect(saved.savedToInvenias).toBe(false);
    expect(saved.company).toMatchObject({
      City: 'Lisbon',
      WebAddress: 'https://brightwater.example',
      GlobalRevenue: 2,
      ParentID: saved.company.ID,
      Parent: null,
      InveniasID: null,
    });
    expect(saved.company.CompanyCountries.map((c) => c.CountryID)).toEqual(countryIds.slice(0, 2));
    expect(saved.company.CompanyIndustries).toHaveLength(3);
    expect(await countOf(t, sql`select max(version) as count from data_version`)).toBeGreaterThan(version);
  });

  it('saves a subsidiary under its parent', async () => {
    const parent = reply(CompanySaveResultSchema, await researcher.post('/api/v2/company', wizard())).company;
    const child = reply(
      CompanySaveResultSchema,
      await researcher.post(
        '/api/v2/company',
        wizard({ Relationship: 2, ParentID: parent.ID, IsCertain: false }),
      ),
    ).company;
    expect(child.ParentID).toBe(parent.ID);
    expect(child.Parent).toEqual({ ID: parent.ID, Name: parent.Name });
  });

  it('refuses what step 1 does not allow', async () => {
    await expectInvalid(wizard({ Name: '  ' }), 'Enter the company name.');
    await expectInvalid(wizard({ City: '' }), 'Enter the city.');
    await expectInvalid(wizard({ CompanyCountries: [] }), 'Choose at least one country.');
    await expectInvalid(
      wizard({ CompanyCountries: countryIds.map((CountryID) => ({ CountryID })) }),
      'Choose at most 10 countries.',
    );
    await expectInvalid(wizard({ GlobalRevenue: null }), 'Choose the global revenue.');
    await expectInvalid(wizard({ GlobalRevenue: 4 }), 'Choose the global revenue.');
    await expectInvalid(
      wizard({ WebAddress: 'javascript:alert(1)' }),
      'Enter a web address starting with http:// or https://.',
    );
    await expectInvalid(
      wizard({ WebAddress: 'not a site' }),
      'Enter a valid web address, such as www.example.com.',
    );
    await expectInvalid(
      wizard({ CompanyCountries: [{ CountryID: 99999 }] }),
      'There is no country with id 99999.',
    );
  });

  it('refuses what steps 2 and 3 do not allow', async () => {
    await expectInvalid(wizard({ CompanyIndustries: [] }), 'Choose at least one industry.');
    await expectInvalid(
      wizard({ CompanyIndustries: industryIds.map((IndustryID) => ({ IndustryID })) }),
      'Choose at most 15 industries.',
    );
    await expectInvalid(
      wizard({ Relationship: 2, ParentID: null }),
      'Choose the parent company of this subsidiary.',
    );
    await expectInvalid(wizard({ IsCertain: false }), `Tick '${COMPANY_MESSAGES.parentCertainty}'`);
    await expectInvalid(
      wizard({ Relationship: 2, ParentID: 99999999 }),
      'The parent company does not exist.',
    );
  });

  it('lets only site admins rename an existing company; anyone may edit the rest', async () => {
    const saved = reply(CompanySaveResultSchema, await researcher.post('/api/v2/company', wizard())).company;
    const edit = { ...wizard(), ID: saved.ID, Name: saved.Name, City: 'Porto' };
    const edited = reply(CompanySaveResultSchema, await researcher.post('/api/v2/company', edit));
    expect(edited.message).toBe('Company saved successfully');
    expect(edited.company.City).toBe('Porto');
    const renamed = await researcher.post('/api/v2/company', { ...edit, Name: 'Renamed By Researcher' });
    expect(renamed.statusCode).toBe(403);
    expect(
      reply(
        CompanySaveResultSchema,
        await admin.post('/api/v2/company', { ...edit, Name: 'Renamed By Admin' }),
      ).company.Name,
    ).toBe('Renamed By Admin');
  });

  it('refuses a parent that is one of the company’s own subsidiaries', async () => {
    const parent = reply(CompanySaveResultSchema, await researcher.post('/api/v2/company', wizard())).company;
    const child = reply(
      CompanySaveResultSchema,
      await researcher.post('/api/v2/company', wizard({ Relationship: 2, ParentID: parent.ID })),
    ).company;
    await expectInvalid(
      { ...wizard({ Relationship: 2, ParentID: child.ID }), ID: parent.ID, Name: parent.Name },
      'A company cannot be a subsidiary of one of its own subsidiaries.',
    );
  });

  it('saves a linked company to Invenias too', async () => {
    const saved = reply(CompanySaveResultSchema, await researcher.post('/api/v2/company', wizard())).company;
    const { InveniasID } = reply(
      InveniasCreatedSchema,
      await admin.get(`/api/v2/company/${saved.ID}/invenias/create`),
    );
    const edited = reply(
      CompanySaveResultSchema,
      await admin.post('/api/v2/company', {
        ...wizard(),
        ID: saved.ID,
        Name: 'Brightwater Renamed',
        WebAddress: 'bw.example',
      }),
    );
    expect(edited).toMatchObject({ message: 'Company saved to Invenias', savedToInvenias: true });
    const record = reply(InveniasCompanySchema, await admin.get(`/api/v2/company/invenias/${InveniasID}`));
    expect(record.CompanyName).toBe('Brightwater Renamed');
    expect(record.Websites[0].ItemValue).toBe('https://bw.example');
  });
});

describe('reading companies', () => {
  it('answers the Company of spec 3 §3, and the spec message for a missing one', async () => {
    const [child] = await rows<{ id: number; parent_id: number }>(
      t,
      sql`select id, parent_id from companies where parent_id <> id order by id limit 1`,
    );
    const company = reply(CompanySchema, await researcher.get(`/api/v2/company/${child.id}`));
    expect(company.ParentID).toBe(child.parent_id);
    expect(company.Parent?.ID).toBe(child.parent_id);
    expect(company.CompanyCountries.length).toBeGreaterThan(0);
    const missing = await researcher.get('/api/v2/company/99999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Mcl company does not exist.');
  });

  it('answers 400 for a malformed company id, never a server error', async () => {
    for (const bad of ['abc', '-3', '0', '1.5', '99999999999']) {
      const response = await researcher.get(`/api/v2/company/${bad}`);
      expect(response.statusCode, `${bad}: ${response.body}`).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
  });

  it('searches by every word of the name, legal forms aside', async () => {
    const company = await seedCompany(t.database.db, { name: 'Vellichor Maritime Holdings AG' });
    const found = reply(
      z.array(CompanySummarySchema),
      await researcher.get('/api/v2/company/search?companyName=maritime%20vellichor%20ag'),
    );
    expect(found.map((c) => c.ID)).toEqual([company.id]);
  });
});

describe('removal (site admins)', () => {
  it('says why a company with work cannot be removed, and refuses to', async () => {
    const company = await seedCompany(t.database.db);
    await seedCompany(t.database.db, { parentId: company.id });
    const { assignment } = await seedAssignment(t.database.db, { companyId: company.id });
    const [user] = await rows<{ id: number }>(t, sql`select id from users order by id limit 1`);
    await seedInvoice(t.database.db, {
      assignmentId: assignment.id,
      amount: 1000,
      splits: [{ userId: user.id, percentage: 100 }],
    });
    expect((await researcher.get(`/api/v2/company/${company.id}/removable`)).statusCode).toBe(403);
    const answer = reply(
      CompanyRemovabilitySchema,
      await admin.get(`/api/v2/company/${company.id}/removable`),
    );
    expect(answer).toEqual({
      removable: false,
      reasons: ['It has 1 assignment.', 'It has 1 subsidiary.', 'It has 1 invoice.'],
      assignments: 1,
      subsidiaries: 1,
      invoices: 1,
    });
    const refused = await admin.delete(`/api/v2/company/remove/${company.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This company cannot be removed. It has 1 assignment. It has 1 subsidiary. It has 1 invoice.',
    );
    expect((await admin.get(`/api/v2/company/${company.id}`)).statusCode).toBe(200);
  });

  it('removes a company nothing depends on', async () => {
    const saved = reply(CompanySaveResultSchema, await researcher.post('/api/v2/company', wizard())).company;
    expect(saved.removable).toBe(true);
    expect((await researcher.delete(`/api/v2/company/remove/${saved.ID}`)).statusCode).toBe(403);
    const removed = await admin.delete(`/api/v2/company/remove/${saved.ID}`);
    expect(removed.json()).toEqual({ success: true, message: 'Company removed successfully' });
    expect((await admin.get(`/api/v2/company/${saved.ID}`)).statusCode).toBe(404);
  });

  it('keeps a company linked to Invenias until it is unlinked', async () => {
    const saved = reply(CompanySaveResultSchema, await researcher.post('/api/v2/company', wizard())).company;
    await admin.get(`/api/v2/company/${saved.ID}/invenias/create`);
    const answer = reply(CompanyRemovabilitySchema, await admin.get(`/api/v2/company/${saved.ID}/removable`));
    expect(answer.reasons).toEqual(['It is linked to Invenias: unlink it first.']);
  });
});

describe('the duplicate finder (site admins)', () => {
  it('pairs companies whose names differ only in legal form and case', async () => {
    const first = await seedCompany(t.database.db, {
      name: 'Ostrava Glassworks a.s. Inc.',
      webAddress: 'ostrava-glass.example',
    });
    const second = await seedCompany(t.database.db, {
      name: 'OSTRAVA GLASSWORKS',
      webAddress: 'https://www.ostrava-glass.example/',
    });
    expect((await researcher.get('/api/v2/company/duplicates')).statusCode).toBe(403);
    const pairs = reply(
      z.array(DuplicatePairSchema),
      await admin.get('/api/v2/company/duplicates?limit=500'),
    );
    const pair = pairs.find((p) => p.first.ID === first.id && p.second.ID === second.id);
    expect(pair?.reasons).toEqual(['name', 'web']);
    // Both reasons rank before either alone.
    const firstSingle = pairs.findIndex((p) => p.reasons.length === 1);
    if (firstSingle >= 0) expect(pairs.indexOf(pair!)).toBeLessThan(firstSingle);
  });

  it('pairs a company renamed after its last answer, however the row was written, and drops the pair when the name changes back', async () => {
    // More companies than the finder reads in one page, so the pair spans pages.
    const missing = 1_200 - (await countOf(t, sql`select count(*) from companies`));
    if (missing > 0)
      await t.database.db.execute(sql`insert into companies (source_id, name)
        select 'test-filler-' || g || '-' || ${Date.now()}, 'Filler Holdings ' || g from generate_series(1, ${missing}) g`);
    const { id: lastId } = await seedCompany(t.database.db, { name: 'Kestrel Ropeworks GmbH' });
    const [{ id: earliestId, name: earliestName }] = await rows<{ id: number; name: string }>(
      t,
      sql`select id, name from companies order by id limit 1`,
    );
    const pairsNow = async () =>
      reply(z.array(DuplicatePairSchema), await admin.get('/api/v2/company/duplicates?limit=500'));
    const paired = (pairs: z.infer<typeof DuplicatePairSchema>[], a: number, b: number) =>
      pairs.some((p) => p.first.ID === a && p.second.ID === b);
    expect(paired(await pairsNow(), earliestId, lastId)).toBe(false);

    // Written straight to the table, as an import would, without touching its change time.
    await t.database.db.execute(
      sql`update companies set name = ${`${earliestName} Ltd`} where id = ${lastId}`,
    );
    expect(paired(await pairsNow(), earliestId, lastId)).toBe(true);

    await t.database.db.execute(
      sql`update companies set name = 'Kestrel Ropeworks GmbH' where id = ${lastId}`,
    );
    expect(paired(await pairsNow(), earliestId, lastId)).toBe(false);
  });
});
