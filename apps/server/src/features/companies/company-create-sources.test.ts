// A new company from any source — the wizard, a ZoomInfo record, an Invenias record — meets the
// wizard's rules (spec 3 §5) on the server, and the likely duplicates are found before it is written.
import { LikelyDuplicateSchema, MclCreatedSchema, NewCompanyFromZoomInfoSchema } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedCompany } from '../../db/seed/index.ts';
import { DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';
import {
  callSandbox,
  countOf,
  createListeningTestApp,
  reply,
  rows,
  wizardFields,
} from './companies.test-kit.ts';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createListeningTestApp();
  admin = t.client();
  await admin.login(DEMO.admin);
});
afterAll(() => t.close());

const companyCount = () => countOf(t, sql`select count(*) from companies`);

async function freeZoomInfoRecord() {
  const raw = await callSandbox<{ data: { ZI_C_ID: number; ZI_C_COMPANY_NAME: string }[] }>(
    t,
    'zoominfo',
    '/companies?limit=100',
  );
  const linked = await rows<{ id: string }>(
    t,
    sql`select zoominfo_id as id from companies where zoominfo_id is not null`,
  );
  const taken = new Set(linked.map((r) => r.id));
  return raw.body.data.find((r) => !taken.has(String(r.ZI_C_ID)))!;
}

/** Invenias records of exactly this name. */
async function inveniasNamesakes(name: string) {
  const found = await callSandbox<{ Items: { CompanyName: string }[] }>(
    t,
    'invenias',
    `/companies?search=${encodeURIComponent(name)}&take=100`,
  );
  return found.body.Items.filter((i) => i.CompanyName === name).length;
}

async function inveniasOnlyRecord(name: string) {
  const created = await callSandbox<{ ItemId: string }>(t, 'invenias', '/companies', {
    method: 'POST',
    body: { CompanyName: name, DefaultLocation: { AddressComponents: { FullAddress: 'Madrid, Spain' } } },
  });
  expect(created.status).toBe(201);
  return created.body.ItemId;
}

describe('a new company from ZoomInfo', () => {
  it('is refused without the wizard’s fields, and nothing is written here or in Invenias', async () => {
    const record = await freeZoomInfoRecord();
    const url = `/api/v2/company/zoominfo/${record.ZI_C_ID}/invenias/newCompany`;
    const before = await companyCount();
    const inveniasBefore = await inveniasNamesakes(record.ZI_C_COMPANY_NAME);
    const bare = await admin.post(url, {});
    expect(bare.statusCode).toBe(400);
    expect(bare.json().code).toBe('validation_failed');

    const { IsCertain: _tick, ...untickedParent } = await wizardFields(t, { Name: record.ZI_C_COMPANY_NAME });
    const unticked = await admin.post(url, untickedParent);
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().message).toContain('I am certain this company is not a subsidiary');

    const noIndustry = await admin.post(url, await wizardFields(t, { CompanyIndustries: [] }));
    expect(noIndustry.statusCode).toBe(400);
    expect(noIndustry.json().message).toContain('Choose at least one industry.');

    expect(await companyCount()).toBe(before);
    expect(await inveniasNamesakes(record.ZI_C_COMPANY_NAME)).toBe(inveniasBefore);
  });

  it('is created with the wizard’s revenue, industries and relationship', async () => {
    const record = await freeZoomInfoRecord();
    const fields = await wizardFields(t, { Name: record.ZI_C_COMPANY_NAME, GlobalRevenue: 3 });
    const created = reply(
      NewCompanyFromZoomInfoSchema,
      await admin.post(`/api/v2/company/zoominfo/${record.ZI_C_ID}/invenias/newCompany`, fields),
    );
    expect(created.company).toMatchObject({ GlobalRevenue: 3, ParentID: created.company.ID });
    expect(created.company.CompanyIndustries.map((i) => i.IndustryID)).toEqual(
      fields.CompanyIndustries.map((i) => i.IndustryID),
    );
  });
});

describe('a new company from Invenias', () => {
  it('is refused from the record alone (no revenue, industries or certainty tick)', async () => {
    const itemId = await inveniasOnlyRecord('Brisa Ceramics S.L.');
    const before = await companyCount();
    const direct = await admin.get(`/api/v2/company/invenias/${itemId}/create`);
    expect(direct.statusCode).toBe(400);
    expect(direct.json().message).toBe(
      'A new company is made with the company wizard: Choose the global revenue.',
    );
    const bare = await admin.post(`/api/v2/company/invenias/${itemId}/create`, {
      Name: 'Brisa Ceramics S.L.',
    });
    expect(bare.statusCode).toBe(400);
    expect(await companyCount()).toBe(before);
  });

  it('is created from the wizard’s fields and linked to the record', async () => {
    const itemId = await inveniasOnlyRecord('Brisa Tiles S.L.');
    const created = reply(
      MclCreatedSchema,
      await admin.post(
        `/api/v2/company/invenias/${itemId}/create`,
        await wizardFields(t, { Name: 'Brisa Tiles S.L.' }),
      ),
    );
    expect(created.company).toMatchObject({ Name: 'Brisa Tiles S.L.', InveniasID: itemId, GlobalRevenue: 2 });
  });
});

describe('likely duplicates of a new company', () => {
  const Likely = z.array(LikelyDuplicateSchema);

  it('finds "Altura Mining" for "Altura Mining Spain S.A.", and a company on the same web domain', async () => {
    const altura = await seedCompany(t.database.db, {
      name: 'Altura Mining',
      webAddress: 'www.alturamining.example',
    });
    const sameSite = await seedCompany(t.database.db, {
      name: 'Cordillera Metals',
      webAddress: 'https://cordillera-metals.example/en',
    });
    const researcher = t.client();
    await researcher.login(DEMO.researcher);
    const found = reply(
      Likely,
      await researcher.get(
        `/api/v2/company/likely-duplicates?name=${encodeURIComponent('Altura Mining Spain S.A.')}&webAddress=${encodeURIComponent('www.cordillera-metals.example')}`,
      ),
    );
    expect(found.find((f) => f.company.ID === altura.id)).toMatchObject({
      company: { Name: 'Altura Mining' },
      reasons: ['similarName'],
    });
    expect(found.find((f) => f.company.ID === sameSite.id)?.reasons).toEqual(['web']);

    const exact = reply(
      Likely,
      await researcher.get('/api/v2/company/likely-duplicates?name=ALTURA%20MINING%20Inc.'),
    );
    expect(exact[0]).toMatchObject({ company: { ID: altura.id }, reasons: ['name'] });
  });

  it('does not match on a shared generic word alone', async () => {
    const found = reply(Likely, await admin.get('/api/v2/company/likely-duplicates?name=Mining%20Partners'));
    expect(found.filter((f) => f.company.Name === 'Altura Mining')).toEqual([]);
  });
});
