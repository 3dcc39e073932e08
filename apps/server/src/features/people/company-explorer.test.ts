// At a glance: the firm's counts and the place tree, and the same narrowed to one place.
import { CompanyExplorerSchema, type ExplorerNode } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReferenceSet, seedReference, seedUser } from '../../db/seed/factories.ts';
import { queryRows } from '../../platform/sql-rows.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';
import { replyOf, signedIn } from './people-test-helpers.ts';

let t: TestApp;
let partner: TestClient;
let ref: ReferenceSet;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ref = await seedReference(db);
  const here = { locationId: ref.location.id, practiceGroupId: ref.practiceGroup.id };
  await seedUser(db, { ...here, role: 'Partner' });
  await seedUser(db, { ...here, role: 'Partner' });
  await seedUser(db, { ...here, role: 'Researcher' });
  await seedUser(db, { ...here, role: 'Administrator', practiceGroupId: null });
  await seedUser(db, { ...here, role: 'Partner', statusId: 2 });
  partner = await signedIn(t, DEMO.partner);
});
afterAll(() => t.close());

async function one<T>(statement: ReturnType<typeof sql>): Promise<T> {
  const [row] = await queryRows<T>(t.database.db, statement);
  return row;
}

const walk = (node: ExplorerNode): ExplorerNode[] => [node, ...node.children.flatMap(walk)];

describe('the company explorer (GET /api/v2/widget/companyExplorer)', () => {
  it('counts countries, offices, practice groups, subsectors and active people by role', async () => {
    const stats = replyOf(await partner.get('/api/v2/widget/companyExplorer'), CompanyExplorerSchema);
    const expected = await one<Record<string, number>>(sql`select
      (select count(distinct country_id)::int from locations) as "numCountries",
      (select count(*)::int from locations) as "numOffices",
      (select count(distinct practice_group_id)::int from users
        where status_id = 1 and location_id is not null) as "numPG",
      (select count(*)::int from subsectors where practice_group_id in
         (select practice_group_id from users where status_id = 1 and location_id is not null)) as "numSS",
      (select count(*)::int from users u join locations l on l.id = u.location_id
        where status_id = 1 and role = 'Partner') as "numPartners",
      (select count(*)::int from users u join locations l on l.id = u.location_id
        where status_id = 1 and role = 'Researcher') as "numResearchers",
      (select count(*)::int from users u join locations l on l.id = u.location_id
        where status_id = 1 and role = 'Administrator') as "numAdmins"`);
    expect(stats).toMatchObject(expected);
  });

  it('has a tree under global whose levels add up, with every office once', async () => {
    const { global } = replyOf(await partner.get('/api/v2/widget/companyExplorer'), CompanyExplorerSchema);
    expect([global.LocationType, global.Name]).toEqual(['global', 'Global']);
    const sum = (nodes: ExplorerNode[], key: 'numPartners' | 'numOffices') =>
      nodes.reduce((total, n) => total + n[key], 0);
    expect(sum(global.children, 'numPartners')).toBe(global.numPartners);
    for (const region of global.children) {
      expect(region.LocationType).toBe('region');
      expect(sum(region.children, 'numOffices')).toBe(region.numOffices);
      for (const license of region.children)
        expect(license.children.every((l) => l.LocationType === 'location')).toBe(true);
    }
    const offices = walk(global).filter((n) => n.LocationType === 'location');
    expect(new Set(offices.map((o) => o.Id)).size).toBe(global.numOffices);
    expect(offices.find((o) => o.Id === ref.location.id)).toMatchObject({
      numPartners: 2,
      numResearchers: 1,
      numAdmins: 1,
      numOffices: 1,
    });
  });
});

describe('the company explorer narrowed (POST /api/v2/widget/companyExplorer/filter)', () => {
  const narrow = async (filterType: string, id: number) =>
    replyOf(
      await partner.post(`/api/v2/widget/companyExplorer/filter?filterType=${filterType}`, { id }),
      CompanyExplorerSchema,
    );
  const ours = {
    numCountries: 1,
    numOffices: 1,
    numPG: 1,
    numSS: 2,
    numPartners: 2,
    numResearchers: 1,
    numAdmins: 1,
  };

  it('narrows to a region, a license, an office or a country, rooted at that place', async () => {
    const region = await narrow('region', ref.region.id);
    expect(region).toMatchObject(ours);
    expect([region.global.LocationType, region.global.Id, region.global.Name]).toEqual([
      'region',
      ref.region.id,
      ref.region.name,
    ]);
    expect(region.global.children.map((c) => c.Id)).toEqual([ref.license.id]);
    const license = await narrow('license', ref.license.id);
    expect([license.global.LocationType, license.global.children.map((c) => c.Id)]).toEqual([
      'license',
      [ref.location.id],
    ]);
    const office = await narrow('location', ref.location.id);
    expect(office).toMatchObject(ours);
    expect([office.global.LocationType, office.global.children]).toEqual(['location', []]);
    const country = await narrow('country', ref.country.id);
    expect(country).toMatchObject(ours);
    expect([country.global.LocationType, country.global.Name]).toEqual(['country', ref.country.name]);
  });

  it('answers zero counts for a place without people, 404 for an unknown one, 400 for a bad type', async () => {
    const bare = await seedReference(t.database.db);
    const empty = await narrow('country', bare.country.id);
    expect(empty).toMatchObject({ numOffices: 1, numPartners: 0, numPG: 0, numSS: 0 });
    const post = (query: string, body: unknown) =>
      partner.post(`/api/v2/widget/companyExplorer/filter${query}`, body);
    expect((await post('?filterType=region', { id: 99999999 })).statusCode).toBe(404);
    expect((await post('?filterType=planet', { id: 1 })).statusCode).toBe(400);
    expect((await post('', { id: 1 })).statusCode).toBe(400);
    expect((await post('?filterType=region', {})).statusCode).toBe(400);
    expect((await t.client().get('/api/v2/widget/companyExplorer')).statusCode).toBe(401);
  });
});

describe('the people calls in the OpenAPI document', () => {
  it('lists every people call, the recursive place tree included', async () => {
    const doc = (await t.client().get('/api/openapi.json')).json();
    for (const [path, method] of [
      ['/api/v2/cms/image/{field}/{id}/{width}/{height}', 'get'],
      ['/api/v2/directory/members', 'get'],
      ['/api/v2/user/{id}/profile', 'patch'],
      ['/api/v2/widget/colleagueFinder', 'post'],
      ['/api/v2/widget/companyExplorer', 'get'],
    ]) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    expect(JSON.stringify(doc.paths['/api/v2/widget/companyExplorer'].get.responses)).toContain('children');
  });
});
