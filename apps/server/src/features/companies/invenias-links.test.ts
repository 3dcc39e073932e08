import {
  COMPANY_MESSAGES,
  CompanySchema,
  ConnectorsStatusSchema,
  InveniasCompanySchema,
  InveniasCreatedSchema,
  LinkResultSchema,
  MclCreatedSchema,
  MetadataResultSchema,
  UnlinkResultSchema,
} from '@atrium/contracts';
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
let partner: TestClient;
beforeAll(async () => {
  t = await createListeningTestApp();
  admin = t.client();
  await admin.login(DEMO.admin);
  partner = t.client();
  await partner.login(DEMO.partner);
});
afterAll(() => t.close());

const Matches = z.array(InveniasCompanySchema);

async function inveniasRecord(itemId: string) {
  return reply(InveniasCompanySchema, await admin.get(`/api/v2/company/invenias/${itemId}`));
}

/** A fresh company of the firm, unlinked, with a name no sandbox record has. */
async function freshCompany(name = `Quillon Testworks ${Math.random().toString(36).slice(2, 7)}`) {
  return seedCompany(t.database.db, { name, webAddress: 'www.quillon.example', city: 'Oslo' });
}

/** A record someone created in Invenias itself. */
async function inveniasOnlyRecord(name: string) {
  const created = await callSandbox<{ ItemId: string }>(t, 'invenias', '/companies', {
    method: 'POST',
    body: {
      CompanyName: name,
      Websites: [{ ItemValue: 'https://www.zentrix.example', DefaultValue: true }],
      DefaultLocation: { AddressComponents: { FullAddress: 'Munich, Germany' } },
      IsClient: true,
      ClientStatusId: null,
    },
  });
  expect(created.status).toBe(201);
  return created.body.ItemId;
}

describe('Invenias connector', () => {
  it('says the connectors are the shipped sandboxes', async () => {
    const status = reply(ConnectorsStatusSchema, await partner.get('/api/v2/company/connectors'));
    expect(status.invenias).toEqual({
      name: 'Invenias',
      isConfigured: true,
      isSandbox: true,
      label: 'Invenias (Sandbox)',
    });
    expect(status.zoominfo.isSandbox).toBe(true);
  });

  it('finds a linked company in Invenias under its own id, pointing back at it', async () => {
    const [linked] = await rows<{ id: number; name: string; invenias_id: string }>(
      t,
      sql`select id, name, invenias_id from companies where invenias_id is not null order by id limit 1`,
    );
    const matches = reply(
      Matches,
      await partner.get(`/api/v2/company/invenias/search?companyName=${encodeURIComponent(linked.name)}`),
    );
    const record = matches.find((m) => m.ItemId === linked.invenias_id);
    expect(record).toMatchObject({
      CompanyName: linked.name,
      ExternalId2: String(linked.id),
      LinkedCompanyID: linked.id,
    });
    expect(record?.Websites[0]?.ItemValue).toMatch(/^https:\/\//);
    expect(record?.DefaultLocation?.AddressComponents.FullAddress).toBeTruthy();
  });

  it('has exact and near-duplicate matches for some unlinked companies, and none for others', async () => {
    const unlinked = await rows<{ id: number; name: string }>(
      t,
      sql`select id, name from companies where invenias_id is null order by id limit 40`,
    );
    const kinds = { exact: 0, near: 0, none: 0 };
    for (const company of unlinked) {
      const matches = reply(
        Matches,
        await partner.get(`/api/v2/company/invenias/search?companyName=${encodeURIComponent(company.name)}`),
      );
      const free = matches.filter((m) => m.LinkedCompanyID === null);
      if (free.some((m) => m.CompanyName === company.name)) kinds.exact++;
      else if (free.length > 0) kinds.near++;
      else kinds.none++;
    }
    expect(kinds.exact).toBeGreaterThan(0);
    expect(kinds.near).toBeGreaterThan(0);
    expect(kinds.none).toBeGreaterThan(0);
  });

  it('answers the spec message for an Invenias company that does not exist', async () => {
    const response = await partner.get('/api/v2/company/invenias/no-such-record');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(COMPANY_MESSAGES.inveniasCompanyMissing);
  });
});

describe('linking to Invenias', () => {
  it('needs DedupeAccess (spec 3 §6)', async () => {
    const company = await freshCompany();
    const itemId = await inveniasOnlyRecord('Zentrix Dynamics A');
    for (const url of [
      `/api/v2/company/${company.id}/invenias/${itemId}/link`,
      `/api/v2/company/${company.id}/invenias/create`,
      `/api/v2/company/invenias/${itemId}/create`,
      `/api/v2/company/${company.id}/invenias/unlink`,
    ])
      expect((await partner.get(url)).statusCode, url).toBe(403);
    expect((await inveniasRecord(itemId)).ExternalId2).toBeNull();
  });

  it('links both ways: the company gets the Invenias id, the record the company id', async () => {
    const company = await freshCompany();
    const itemId = await inveniasOnlyRecord('Zentrix Dynamics B');
    const linked = reply(
      LinkResultSchema,
      await admin.get(`/api/v2/company/${company.id}/invenias/${itemId}/link`),
    );
    expect(linked.message).toBe('Linked company to Invenias.');
    expect(linked.company.InveniasID).toBe(itemId);
    expect(await inveniasRecord(itemId)).toMatchObject({
      ExternalId2: String(company.id),
      LinkedCompanyID: company.id,
    });

    // One Invenias record, one company.
    const other = await freshCompany();
    const refused = await admin.get(`/api/v2/company/${other.id}/invenias/${itemId}/link`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`That Invenias company is already linked to ${company.name}.`);
  });

  it('answers the spec messages for a missing company on either side', async () => {
    const company = await freshCompany();
    const missingMcl = await admin.get('/api/v2/company/99999999/invenias/abc/link');
    expect(missingMcl.statusCode).toBe(404);
    expect(missingMcl.json().message).toBe('Mcl company does not exist.');
    const missingRecord = await admin.get(`/api/v2/company/${company.id}/invenias/no-such-record/link`);
    expect(missingRecord.statusCode).toBe(404);
    expect(missingRecord.json().message).toBe('This Invenias company does not exist.');
    expect((await admin.get('/api/v2/company/99999999/invenias/create')).json().message).toBe(
      'Mcl company does not exist.',
    );
    expect((await admin.get('/api/v2/company/invenias/no-such-record/create')).json().message).toBe(
      'This Invenias company does not exist.',
    );
  });

  it('creates the Invenias record of a company', async () => {
    const company = await freshCompany();
    const created = reply(
      InveniasCreatedSchema,
      await admin.get(`/api/v2/company/${company.id}/invenias/create`),
    );
    expect(created.message).toBe('New Invenias record created');
    expect(created.company.InveniasID).toBe(created.InveniasID);
    expect(await inveniasRecord(created.InveniasID)).toMatchObject({
      CompanyName: company.name,
      ExternalId2: String(company.id),
      LinkedCompanyID: company.id,
      Websites: [{ ItemValue: 'https://www.quillon.example', DefaultValue: true }],
    });
    expect((await admin.get(`/api/v2/company/${company.id}/invenias/create`)).statusCode).toBe(409);
  });

  it('creates the company of an Invenias record through the wizard’s rules', async () => {
    const itemId = await inveniasOnlyRecord('Zentrix Dynamics C');
    const before = await countOf(t, sql`select count(*) from companies`);
    // The record alone has no revenue, industries or relationship: refused, nothing written.
    const direct = await admin.get(`/api/v2/company/invenias/${itemId}/create`);
    expect(direct.statusCode).toBe(400);
    expect(direct.json().message).toBe(
      'A new company is made with the company wizard: Choose the global revenue.',
    );
    expect(await countOf(t, sql`select count(*) from companies`)).toBe(before);
    expect((await inveniasRecord(itemId)).ExternalId2).toBeNull();

    const fields = await wizardFields(t, {
      Name: 'Zentrix Dynamics C',
      City: 'Munich',
      WebAddress: 'https://www.zentrix.example',
    });
    const created = reply(
      MclCreatedSchema,
      await admin.post(`/api/v2/company/invenias/${itemId}/create`, fields),
    );
    expect(created.message).toBe('New MCL record created');
    expect(created.company).toMatchObject({
      ID: created.ID,
      Name: 'Zentrix Dynamics C',
      City: 'Munich',
      WebAddress: 'https://www.zentrix.example',
      GlobalRevenue: 2,
      ParentID: created.ID,
      InveniasID: itemId,
      IsClient: true,
    });
    expect(created.company.CompanyIndustries).toHaveLength(1);
    expect(await countOf(t, sql`select count(*) from companies`)).toBe(before + 1);
    expect((await inveniasRecord(itemId)).ExternalId2).toBe(String(created.ID));
    expect((await admin.post(`/api/v2/company/invenias/${itemId}/create`, fields)).statusCode).toBe(409);
  });

  it('unlinks, and says why not when there is nothing to unlink', async () => {
    const company = await freshCompany();
    const { InveniasID } = reply(
      InveniasCreatedSchema,
      await admin.get(`/api/v2/company/${company.id}/invenias/create`),
    );
    const unlinked = reply(
      UnlinkResultSchema,
      await admin.get(`/api/v2/company/${company.id}/invenias/unlink`),
    );
    expect(unlinked).toEqual({ success: true, errors: [], message: 'Unlinked from Invenias' });
    expect(reply(CompanySchema, await admin.get(`/api/v2/company/${company.id}`)).InveniasID).toBeNull();
    expect((await inveniasRecord(InveniasID)).ExternalId2).toBeNull();
    const again = reply(UnlinkResultSchema, await admin.get(`/api/v2/company/${company.id}/invenias/unlink`));
    expect(again).toEqual({ success: false, errors: ['This company is not linked to Invenias.'] });
  });

  it('refuses a change arriving as a navigation from another site', async () => {
    const company = await freshCompany();
    const response = await admin.request({
      method: 'GET',
      url: `/api/v2/company/${company.id}/invenias/create`,
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    });
    expect(response.statusCode).toBe(403);
    expect(reply(CompanySchema, await admin.get(`/api/v2/company/${company.id}`)).InveniasID).toBeNull();
  });
});

describe('client status and metadata', () => {
  it('sets Is Client and the status in Invenias and in the portal', async () => {
    const company = await freshCompany();
    const { InveniasID } = reply(
      InveniasCreatedSchema,
      await admin.get(`/api/v2/company/${company.id}/invenias/create`),
    );
    const url = `/api/v2/company/${company.id}/invenias/${InveniasID}/updateClientStatus`;
    const saved = reply(
      LinkResultSchema,
      await partner.post(url, { isClient: true, clientStatus: 'Current' }),
    );
    expect(saved.message).toBe('Company saved to Invenias');
    expect(saved.company).toMatchObject({ IsClient: true, ClientStatus: 'Current' });
    expect(await inveniasRecord(InveniasID)).toMatchObject({ IsClient: true, ClientStatus: 'Current' });

    const notClient = reply(
      LinkResultSchema,
      await partner.post(url, { isClient: false, clientStatus: 'Previous' }),
    );
    expect(notClient.company.IsClient).toBe(false);
    // spec 3 §2.11: the status belongs to clients only.
    expect(await inveniasRecord(InveniasID)).toMatchObject({ IsClient: false, ClientStatus: null });

    const missingStatus = await partner.post(url, { isClient: true });
    expect(missingStatus.statusCode).toBe(400);
    expect(missingStatus.json().issues[0].message).toBe('Choose Prospect, Current or Previous.');
    const wrongRecord = await partner.post(
      `/api/v2/company/${company.id}/invenias/other-record/updateClientStatus`,
      { isClient: true, clientStatus: 'Current' },
    );
    expect(wrongRecord.statusCode).toBe(409);
  });

  it("stores 'Cannot be linked' metadata on the Invenias record and its company", async () => {
    const company = await freshCompany();
    const { InveniasID } = reply(
      InveniasCreatedSchema,
      await admin.get(`/api/v2/company/${company.id}/invenias/create`),
    );
    const saved = reply(
      MetadataResultSchema,
      await partner.post(`/api/v2/company/invenias/${InveniasID}/metadata`, {
        cannotLink: true,
        reason: 'No ZoomInfo record',
      }),
    );
    expect(saved).toEqual({
      success: true,
      metadata: { cannotLink: true, reason: 'No ZoomInfo record' },
      companyIds: [company.id],
    });
    expect((await inveniasRecord(InveniasID)).ExternalId3).toEqual({
      cannotLink: true,
      reason: 'No ZoomInfo record',
    });
    expect(reply(CompanySchema, await partner.get(`/api/v2/company/${company.id}`)).ExternalId3).toEqual({
      cannotLink: true,
      reason: 'No ZoomInfo record',
    });
    const cleared = reply(
      MetadataResultSchema,
      await partner.post(`/api/v2/company/invenias/${InveniasID}/metadata`, { cannotLink: false }),
    );
    expect(cleared.metadata).toEqual({ cannotLink: false, reason: 'No ZoomInfo record' });
  });
});
