import {
  CompanySchema,
  InveniasCompanySchema,
  InveniasCreatedSchema,
  MergePreviewSchema,
  MergeRecordSchema,
  MergeResultSchema,
} from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { companyCountries } from '../../db/schema/index.ts';
import { seedAssignment, seedCompany, seedInvoice } from '../../db/seed/index.ts';
import { DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';
import { countOf, createListeningTestApp, reply, rows } from './companies.test-kit.ts';

let t: TestApp;
let admin: TestClient;
let partner: TestClient;
let userId: number;
let countryIds: number[];
beforeAll(async () => {
  t = await createListeningTestApp();
  admin = t.client();
  await admin.login(DEMO.admin);
  partner = t.client();
  await partner.login(DEMO.partner);
  [{ id: userId }] = await rows<{ id: number }>(t, sql`select id from users order by id limit 1`);
  countryIds = (await rows<{ id: number }>(t, sql`select id from countries order by id limit 12`)).map(
    (r) => r.id,
  );
});
afterAll(() => t.close());

async function withWork(companyId: number, invoices: number) {
  const { assignment } = await seedAssignment(t.database.db, { companyId });
  for (let i = 0; i < invoices; i++)
    await seedInvoice(t.database.db, {
      assignmentId: assignment.id,
      amount: 1000 + i,
      splits: [{ userId, percentage: 100 }],
    });
}

async function withCountries(companyId: number, ids: number[]) {
  await t.database.db.insert(companyCountries).values(ids.map((countryId) => ({ companyId, countryId })));
}

async function totals() {
  return {
    companies: await countOf(t, sql`select count(*) as count from companies`),
    assignments: await countOf(t, sql`select count(*) as count from assignments`),
    invoices: await countOf(t, sql`select count(*) as count from invoices`),
    splits: await countOf(t, sql`select count(*) as count from invoice_splits`),
    billed: await countOf(t, sql`select coalesce(sum(amount), 0)::float8 as count from invoices`),
  };
}

const assignmentsOf = (companyId: number) =>
  countOf(t, sql`select count(*) as count from assignments where company_id = ${companyId}`);

describe('merging duplicates (DedupeAccess)', () => {
  it('is refused without DedupeAccess', async () => {
    const a = await seedCompany(t.database.db);
    const b = await seedCompany(t.database.db);
    expect(
      (await partner.get(`/api/v2/company/merge/preview?survivorId=${a.id}&duplicateId=${b.id}`)).statusCode,
    ).toBe(403);
    expect(
      (await partner.post('/api/v2/company/merge', { survivorId: a.id, duplicateId: b.id })).statusCode,
    ).toBe(403);
    expect((await partner.get(`/api/v2/company/${a.id}/merges`)).statusCode).toBe(403);
  });

  it('shows both records field by field and what would move', async () => {
    const survivor = await seedCompany(t.database.db, { name: 'Halvard Shipping AG', city: 'Hamburg' });
    const duplicate = await seedCompany(t.database.db, {
      name: 'Halvard Shipping',
      city: 'Hamburg',
      webAddress: 'halvard.example',
      isKeyAccount: true,
    });
    await seedCompany(t.database.db, { parentId: duplicate.id });
    await withWork(duplicate.id, 2);
    const preview = reply(
      MergePreviewSchema,
      await admin.get(`/api/v2/company/merge/preview?survivorId=${survivor.id}&duplicateId=${duplicate.id}`),
    );
    const field = (name: string) => preview.fields.find((f) => f.field === name)!;
    expect(field('Name')).toMatchObject({
      survivor: 'Halvard Shipping AG',
      duplicate: 'Halvard Shipping',
      isSame: false,
      defaultChoice: 'survivor',
    });
    expect(field('City').isSame).toBe(true);
    expect(field('WebAddress').defaultChoice).toBe('duplicate');
    expect(field('IsKeyAccount').defaultChoice).toBe('duplicate');
    expect(field('CompanyCountries').defaultChoice).toBe('both');
    expect(preview.moves).toEqual({
      assignments: 1,
      subsidiaries: 1,
      invoices: 2,
      inveniasLink: false,
      zoominfoLink: false,
    });
  });

  it('moves everything in one transaction, loses nothing, and keeps an audit record', async () => {
    const survivor = await seedCompany(t.database.db, { name: 'Corvid Logistics Inc.', city: 'Boston' });
    const duplicate = await seedCompany(t.database.db, { name: 'CORVID LOGISTICS', city: 'Cambridge' });
    const subsidiary = await seedCompany(t.database.db, {
      parentId: duplicate.id,
      name: 'Corvid Logistics Canada',
    });
    await withWork(survivor.id, 1);
    await withWork(duplicate.id, 2);
    await withWork(duplicate.id, 1);
    await withCountries(survivor.id, countryIds.slice(0, 2));
    await withCountries(duplicate.id, countryIds.slice(1, 4));
    const { InveniasID } = reply(
      InveniasCreatedSchema,
      await admin.get(`/api/v2/company/${duplicate.id}/invenias/create`),
    );
    const before = await totals();
    const survivorWork = await assignmentsOf(survivor.id);
    const duplicateWork = await assignmentsOf(duplicate.id);

    const merged = reply(
      MergeResultSchema,
      await admin.post('/api/v2/company/merge', {
        survivorId: survivor.id,
        duplicateId: duplicate.id,
        choices: { City: 'duplicate' },
      }),
    );
    expect(merged.message).toBe('Companies merged');
    expect(merged.warnings).toEqual([]);
    expect(merged.company).toMatchObject({
      ID: survivor.id,
      Name: 'Corvid Logistics Inc.',
      City: 'Cambridge',
      ParentID: survivor.id,
      InveniasID,
    });
    expect(merged.company.CompanyCountries.map((c) => c.CountryID)).toEqual(countryIds.slice(0, 4));

    // Counts before = after: one company fewer, not one assignment, invoice or amount lost.
    expect(await totals()).toEqual({ ...before, companies: before.companies - 1 });
    expect(await assignmentsOf(survivor.id)).toBe(survivorWork + duplicateWork);
    expect(reply(CompanySchema, await admin.get(`/api/v2/company/${subsidiary.id}`)).ParentID).toBe(
      survivor.id,
    );
    expect((await admin.get(`/api/v2/company/${duplicate.id}`)).statusCode).toBe(404);
    // The Invenias record now points at the survivor.
    const record = reply(InveniasCompanySchema, await admin.get(`/api/v2/company/invenias/${InveniasID}`));
    expect(record).toMatchObject({ ExternalId2: String(survivor.id), LinkedCompanyID: survivor.id });

    expect(merged.merge).toMatchObject({
      SurvivorID: survivor.id,
      DuplicateID: duplicate.id,
      DuplicateName: 'CORVID LOGISTICS',
      MergedBy: { Name: 'Avery Lindqvist' },
      Moves: { assignments: 2, subsidiaries: 1, invoices: 3, inveniasLink: true, zoominfoLink: false },
    });
    expect(merged.merge.Choices.City).toBe('duplicate');
    expect(merged.merge.Before.duplicate).toMatchObject({ ID: duplicate.id, City: 'Cambridge', InveniasID });
    expect(merged.merge.Before.survivor.City).toBe('Boston');
    const read = reply(MergeRecordSchema, await admin.get(`/api/v2/company/merge/${merged.merge.ID}`));
    expect(read).toEqual(merged.merge);
    const list = reply(z.array(MergeRecordSchema), await admin.get(`/api/v2/company/${survivor.id}/merges`));
    expect(list.map((m) => m.ID)).toEqual([merged.merge.ID]);
  });

  it('makes a survivor that was the duplicate’s subsidiary a parent company', async () => {
    const parent = await seedCompany(t.database.db, { name: 'Tessellate Foods' });
    const child = await seedCompany(t.database.db, { name: 'Tessellate Foods Ltd', parentId: parent.id });
    const merged = reply(
      MergeResultSchema,
      await admin.post('/api/v2/company/merge', { survivorId: child.id, duplicateId: parent.id }),
    );
    expect(merged.company.ParentID).toBe(child.id);
    expect(merged.merge.Moves.subsidiaries).toBe(0);
  });

  it('refuses impossible choices and changes nothing', async () => {
    const a = await seedCompany(t.database.db);
    const b = await seedCompany(t.database.db);
    await withCountries(a.id, countryIds.slice(0, 6));
    await withCountries(b.id, countryIds.slice(6, 12));
    const before = await totals();
    const both = await admin.post('/api/v2/company/merge', {
      survivorId: a.id,
      duplicateId: b.id,
      choices: { Name: 'both' },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe("Name: keep the survivor's value or the duplicate's.");
    const tooMany = await admin.post('/api/v2/company/merge', { survivorId: a.id, duplicateId: b.id });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe("Together they have 12 countries; keep one side's (at most 10).");
    const same = await admin.post('/api/v2/company/merge', { survivorId: a.id, duplicateId: a.id });
    expect(same.json().message).toBe('Choose two different companies to merge.');
    expect(await totals()).toEqual(before);
    const kept = reply(
      MergeResultSchema,
      await admin.post('/api/v2/company/merge', {
        survivorId: a.id,
        duplicateId: b.id,
        choices: { CompanyCountries: 'duplicate' },
      }),
    );
    expect(kept.company.CompanyCountries.map((c) => c.CountryID)).toEqual(countryIds.slice(6, 12));
  });
});
