import {
  CompanySchema,
  EnrichResultSchema,
  InveniasCompanySchema,
  InveniasCreatedSchema,
  LinkResultSchema,
  NewCompanyFromZoomInfoSchema,
  UnlinkResultSchema,
  ZoomInfoCompanySchema,
} from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedCompany } from '../../db/seed/index.ts';
import { DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';
import { callSandbox, createListeningTestApp, reply, rows, wizardFields } from './companies.test-kit.ts';

let t: TestApp;
let admin: TestClient;
let researcher: TestClient;
beforeAll(async () => {
  t = await createListeningTestApp();
  admin = t.client();
  await admin.login(DEMO.admin);
  researcher = t.client();
  await researcher.login(DEMO.researcher);
});
afterAll(() => t.close());

const Matches = z.array(ZoomInfoCompanySchema);
type RawRecord = Record<string, unknown> & { ZI_C_ID: number | string; ZI_C_COMPANY_NAME: string };

/** ZoomInfo records no company of the firm is linked to, straight from the sandbox. */
async function freeRecords(): Promise<RawRecord[]> {
  const all = await callSandbox<{ data: RawRecord[] }>(t, 'zoominfo', '/companies?limit=100');
  const linked = new Set(
    (
      await rows<{ id: string }>(
        t,
        sql`select zoominfo_id as id from companies where zoominfo_id is not null`,
      )
    ).map((r) => r.id),
  );
  return all.body.data.filter((r) => !linked.has(String(r.ZI_C_ID)));
}

let recordCursor = 0;
/** A different free record for each test, with a city and a web address to compare. */
async function takeFreeRecord(): Promise<RawRecord> {
  const candidates = (await freeRecords()).filter((r) => r.ZI_C_CITY && r.ZI_C_URL && r.ZI_C_COUNTRY);
  return candidates[recordCursor++ % candidates.length];
}

const freshCompany = (overrides: Parameters<typeof seedCompany>[1] = {}) =>
  seedCompany(t.database.db, {
    name: `Quillon Testworks ${Math.random().toString(36).slice(2, 7)}`,
    webAddress: 'www.quillon.example',
    city: 'Oslo',
    globalRevenue: 1,
    ...overrides,
  });

describe('ZoomInfo search', () => {
  it('finds a linked company by name and by web address, industries always as a list', async () => {
    const [linked] = await rows<{ id: number; name: string; web_address: string; zoominfo_id: string }>(
      t,
      sql`select id, name, web_address, zoominfo_id from companies where zoominfo_id is not null order by id limit 1`,
    );
    const byName = reply(
      Matches,
      await researcher.get(`/api/v2/company/zoominfo/search?companyName=${encodeURIComponent(linked.name)}`),
    );
    expect(byName.find((r) => r.ZI_C_ID === linked.zoominfo_id)).toMatchObject({
      LinkedCompanyID: linked.id,
    });
    const byWeb = reply(
      Matches,
      await researcher.get(
        `/api/v2/company/zoominfo/search?companyWebAddress=${encodeURIComponent(`https://${linked.web_address}/about`)}`,
      ),
    );
    expect(byWeb.map((r) => r.ZI_C_ID)).toContain(linked.zoominfo_id);
    expect((await researcher.get('/api/v2/company/zoominfo/search?companyCountry=Germany')).statusCode).toBe(
      400,
    );
  });

  it('reads both of the provider’s forms of ZI_C_INDUSTRIES', async () => {
    const raw = await callSandbox<{ data: RawRecord[] }>(t, 'zoominfo', '/companies?limit=100');
    const forms = raw.body.data
      .map((r) => r.ZI_C_INDUSTRIES)
      .filter((v): v is string => typeof v === 'string');
    expect(forms.some((v) => v.startsWith('['))).toBe(true);
    expect(forms.some((v) => !v.startsWith('[') && v.includes('|'))).toBe(true);
    const name = raw.body.data[0].ZI_C_COMPANY_NAME;
    const parsed = reply(
      Matches,
      await researcher.get(`/api/v2/company/zoominfo/search?companyName=${encodeURIComponent(name)}`),
    );
    for (const record of parsed) expect(Array.isArray(record.ZI_C_INDUSTRIES)).toBe(true);
  });
});

describe('ZoomInfo links', () => {
  it('links, refuses a second company for the same record, and unlinks', async () => {
    const company = await freshCompany({ externalId3: { cannotLink: true, reason: 'not found before' } });
    const record = await takeFreeRecord();
    const url = `/api/v2/company/${company.id}/zoominfo/${record.ZI_C_ID}/link`;
    const linked = reply(LinkResultSchema, await researcher.get(url));
    expect(linked.message).toBe('Linked company to ZoomInfo.');
    expect(linked.company.ZoomInfoId).toBe(String(record.ZI_C_ID));
    // A company that turned out to be linkable loses its 'Cannot be linked' mark.
    expect(linked.company.ExternalId3).toBeNull();

    const other = await freshCompany();
    const refused = await researcher.get(`/api/v2/company/${other.id}/zoominfo/${record.ZI_C_ID}/link`);
    expect(refused.statusCode).toBe(409);

    const unlinked = reply(
      UnlinkResultSchema,
      await researcher.get(`/api/v2/company/${company.id}/zoominfo/unlink`),
    );
    expect(unlinked).toEqual({ success: true, errors: [], message: 'Unlinked from ZoomInfo' });
    expect(reply(CompanySchema, await researcher.get(`/api/v2/company/${company.id}`)).ZoomInfoId).toBeNull();
    const again = reply(
      UnlinkResultSchema,
      await researcher.get(`/api/v2/company/${company.id}/zoominfo/unlink`),
    );
    expect(again).toEqual({ success: false, errors: ['This company is not linked to ZoomInfo.'] });
  });

  it('links through the Invenias record of a company', async () => {
    const company = await freshCompany();
    const { InveniasID } = reply(
      InveniasCreatedSchema,
      await admin.get(`/api/v2/company/${company.id}/invenias/create`),
    );
    const record = await takeFreeRecord();
    const linked = reply(
      LinkResultSchema,
      await researcher.get(`/api/v2/company/invenias/${InveniasID}/zoominfo/${record.ZI_C_ID}/link`),
    );
    expect(linked.company).toMatchObject({ ID: company.id, ZoomInfoId: String(record.ZI_C_ID) });
    const search = reply(
      Matches,
      await researcher.get(
        `/api/v2/company/zoominfo/search?companyName=${encodeURIComponent(record.ZI_C_COMPANY_NAME)}`,
      ),
    );
    expect(search.find((r) => r.ZI_C_ID === String(record.ZI_C_ID))).toMatchObject({
      InveniasId: InveniasID,
      LinkedCompanyID: company.id,
    });
    const noCompany = await researcher.get(
      `/api/v2/company/invenias/unknown-record/zoominfo/${record.ZI_C_ID}/link`,
    );
    expect(noCompany.statusCode).toBe(404);
    expect(noCompany.json().message).toBe('Mcl company does not exist.');
  });

  it('answers the spec message for a ZoomInfo record that does not exist', async () => {
    const company = await freshCompany();
    const response = await researcher.get(`/api/v2/company/${company.id}/zoominfo/123/link`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('This ZoomInfo company does not exist.');
  });
});

describe('ZoomInfo enrichment', () => {
  it('previews the changes without writing, then overwrites exactly those fields', async () => {
    const company = await freshCompany();
    const record = await takeFreeRecord();
    const before = reply(CompanySchema, await researcher.get(`/api/v2/company/${company.id}`));
    const url = `/api/v2/company/zoominfo/${record.ZI_C_ID}/enrich?companyId=${company.id}`;

    const preview = reply(EnrichResultSchema, await researcher.get(`${url}&preview=true`));
    expect(preview.applied).toBe(false);
    expect(preview.message).toBe(
      'This company will be updated with this ZoomInfo data, some previously entered data may be overwritten.',
    );
    const fields = preview.changes.map((c) => c.field);
    expect(fields).toEqual(expect.arrayContaining(['City', 'WebAddress', 'ZoomInfoId']));
    expect(preview.changes.find((c) => c.field === 'City')).toMatchObject({
      from: 'Oslo',
      to: record.ZI_C_CITY,
    });
    expect(reply(CompanySchema, await researcher.get(`/api/v2/company/${company.id}`))).toEqual(before);

    const applied = reply(EnrichResultSchema, await researcher.get(url));
    expect(applied.applied).toBe(true);
    expect(applied.message).toBe('Company saved successfully');
    expect(applied.changes).toEqual(preview.changes);
    const after = applied.company;
    expect(after.City).toBe(record.ZI_C_CITY);
    expect(after.WebAddress).toBe(record.ZI_C_URL);
    expect(after.ZoomInfoId).toBe(String(record.ZI_C_ID));
    const changed = new Set<string>(fields);
    const untouched = (Object.keys(before) as (keyof typeof before)[]).filter(
      (key) => !changed.has(key) && key !== 'CompanyCountries' && key !== 'CompanyIndustries',
    );
    for (const key of untouched) expect(after[key], key).toEqual(before[key]);
    if (!changed.has('CompanyCountries')) expect(after.CompanyCountries).toEqual(before.CompanyCountries);
    else
      expect(after.CompanyCountries.map((c) => c.Name)).toEqual(
        preview.changes.find((c) => c.field === 'CompanyCountries')!.to.split(', '),
      );

    const second = reply(
      EnrichResultSchema,
      await researcher.get(`/api/v2/company/zoominfo/${record.ZI_C_ID}/enrich?preview=true`),
    );
    expect(second.changes).toEqual([]);
    expect(second.company.ID).toBe(company.id);
  });

  it('answers the spec messages when either company is missing', async () => {
    const record = await takeFreeRecord();
    const noCompany = await researcher.get(`/api/v2/company/zoominfo/${record.ZI_C_ID}/enrich`);
    expect(noCompany.statusCode).toBe(404);
    expect(noCompany.json().message).toBe('Mcl company does not exist.');
    const company = await freshCompany();
    const noRecord = await researcher.get(`/api/v2/company/zoominfo/42/enrich?companyId=${company.id}`);
    expect(noRecord.json().message).toBe('This ZoomInfo company does not exist.');
  });
});

describe('a new company from ZoomInfo', () => {
  it('creates it in Invenias and in the portal, linked to both (DedupeAccess)', async () => {
    const record = await takeFreeRecord();
    const url = `/api/v2/company/zoominfo/${record.ZI_C_ID}/invenias/newCompany`;
    const fields = await wizardFields(t, {
      Name: record.ZI_C_COMPANY_NAME,
      City: record.ZI_C_CITY,
      WebAddress: record.ZI_C_URL ?? '',
    });
    expect((await researcher.post(url, fields)).statusCode).toBe(403);
    const created = reply(NewCompanyFromZoomInfoSchema, await admin.post(url, fields));
    expect(created.message).toBe('New Invenias record created');
    expect(created.company).toMatchObject({
      Name: record.ZI_C_COMPANY_NAME,
      City: record.ZI_C_CITY,
      WebAddress: record.ZI_C_URL,
      GlobalRevenue: 2,
      ZoomInfoId: String(record.ZI_C_ID),
      InveniasID: created.InveniasID,
    });
    expect(created.company.CompanyIndustries).toHaveLength(1);
    const invenias = reply(
      InveniasCompanySchema,
      await admin.get(`/api/v2/company/invenias/${created.InveniasID}`),
    );
    expect(invenias).toMatchObject({
      CompanyName: record.ZI_C_COMPANY_NAME,
      ExternalId2: String(created.company.ID),
    });
    expect((await admin.post(url, fields)).statusCode).toBe(409);
  });
});
