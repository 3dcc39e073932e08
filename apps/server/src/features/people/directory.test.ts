// The member, location and license directories on a small hand-built office inside the demo firm.
import {
  LicenseDetailSchema,
  LicensePageSchema,
  LocationDetailSchema,
  LocationPageSchema,
  MemberDetailSchema,
  PersonPageSchema,
  peopleEndpoints,
} from '@atrium/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSkills, users } from '../../db/schema/index.ts';
import {
  type ReferenceSet,
  seedAssignment,
  seedInvoice,
  seedReference,
  seedUser,
} from '../../db/seed/factories.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';
import { replyOf, signedIn } from './people-test-helpers.ts';

let t: TestApp;
let partner: TestClient;
let admin: TestClient;
let ref: ReferenceSet;
const ids: Record<'ann' | 'bob' | 'cid' | 'dee' | 'zed' | 'yan', number> = {
  ann: 0,
  bob: 0,
  cid: 0,
  dee: 0,
  zed: 0,
  yan: 0,
};
let teamed: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ref = await seedReference(db);
  const here = { locationId: ref.location.id };
  const ann = await seedUser(db, {
    ...here,
    firstName: 'Annabel',
    lastName: 'Quist',
    title: 'Managing Partner',
    role: 'Partner',
    practiceGroupId: ref.practiceGroup.id,
    hireDate: '2010-03-01',
    joinDate: '2012-01-01',
    roleChangedDate: '2015-06-01',
    bio: 'Annabel leads the office.',
  });
  const bob = await seedUser(db, {
    ...here,
    firstName: 'Bob',
    lastName: 'Quasar',
    title: 'Research Associate',
    role: 'Researcher',
    hireDate: '2019-05-01',
    joinDate: '2019-05-01',
    roleChangedDate: '2019-05-01',
  });
  const cid = await seedUser(db, {
    ...here,
    firstName: 'Cid',
    lastName: 'Quinto',
    title: 'Office Manager',
    role: 'Administrator',
    hireDate: '2016-09-01',
    joinDate: '2016-09-01',
    roleChangedDate: null,
  });
  const dee = await seedUser(db, { ...here, firstName: 'Dee', lastName: 'Quorn', statusId: 2 });
  const zed = await seedUser(db, { ...here, firstName: 'Zed', lastName: 'Quell', hireDate: '2008-01-01' });
  const yan = await seedUser(db, { ...here, firstName: 'Yan', lastName: 'Qadir', hireDate: '2011-01-01' });
  Object.assign(ids, { ann: ann.id, bob: bob.id, cid: cid.id, dee: dee.id, zed: zed.id, yan: yan.id });
  await db.insert(userSkills).values([
    { userId: ann.id, skillId: ref.skill.id },
    { userId: bob.id, skillId: ref.skill.id },
  ]);
  // Annabel teams with Zed twice and with Yan once; a solo assignment is not teaming.
  for (const [other, amount, taken] of [
    [zed.id, 1000, '2024-01-15'],
    [zed.id, 200, '2024-03-15'],
    [yan.id, 5000, '2023-06-01'],
  ] as const) {
    const { assignment } = await seedAssignment(db, {
      ...here,
      dateTaken: taken,
      team: [
        { userId: ann.id, role: 'D' },
        { userId: other, role: 'H' },
      ],
    });
    await seedInvoice(db, { assignmentId: assignment.id, amount, date: taken });
    teamed = assignment.id;
  }
  const { assignment: solo } = await seedAssignment(db, {
    ...here,
    jobTitle: 'Chief Executive Officer',
    dateTaken: '2025-02-01',
    team: [{ userId: ann.id }],
  });
  await seedInvoice(db, { assignmentId: solo.id, amount: 9000 });
  partner = await signedIn(t, DEMO.partner);
  admin = await signedIn(t, DEMO.admin);
});
afterAll(() => t.close());

const members = async (query: string) =>
  replyOf(await partner.get(`/api/v2/directory/members?${query}`), PersonPageSchema);
const lastNames = (page: { items: { lastName: string }[] }) => page.items.map((p) => p.lastName);

describe('the member directory', () => {
  it('lists the active colleagues of an office by last name, with a count', async () => {
    const page = await members(`location=${ref.location.id}`);
    expect(page.total).toBe(5);
    expect(lastNames(page)).toEqual(['Qadir', 'Quasar', 'Quell', 'Quinto', 'Quist']);
    const ann = page.items.find((p) => p.Id === ids.ann)!;
    expect(ann).toMatchObject({
      fullName: 'Annabel Quist',
      title: 'Managing Partner',
      role: 'Partner',
      location: { Id: ref.location.id, Name: ref.location.name },
      license: { Id: ref.license.id, Name: ref.license.name },
      region: { Id: ref.region.id, Name: ref.region.name },
      hireDate: '2010-03-01',
      joinDate: '2012-01-01',
      roleChangedDate: '2015-06-01',
      pictureId: null,
    });
  });

  it('orders surnames as they read whatever their case, and follows a change of name', async () => {
    const db = t.database.db;
    await db.update(users).set({ lastName: 'quaid' }).where(eq(users.id, ids.zed));
    try {
      expect(lastNames(await members(`location=${ref.location.id}`))).toEqual([
        'Qadir',
        'quaid',
        'Quasar',
        'Quinto',
        'Quist',
      ]);
      expect(lastNames(await members(`location=${ref.location.id}&search=QUAI`))).toEqual(['quaid']);
      expect(lastNames(await members(`location=${ref.location.id}&search=quell`))).toEqual([]);
    } finally {
      await db.update(users).set({ lastName: 'Quell' }).where(eq(users.id, ids.zed));
    }
  });

  it('searches by part of the name or the title, every word matching', async () => {
    expect(lastNames(await members(`location=${ref.location.id}&search=quis`))).toEqual(['Quist']);
    expect(lastNames(await members(`location=${ref.location.id}&search=research%20assoc`))).toEqual([
      'Quasar',
    ]);
    expect(lastNames(await members(`search=annabel%20qui`))).toEqual(['Quist']);
    expect((await members('search=%25%25')).total).toBe(0);
  });

  it('filters by region, license, role, practice group and skill', async () => {
    expect((await members(`region=${ref.region.id}`)).total).toBe(5);
    expect((await members(`license=${ref.license.id}&role=Researcher,Administrator`)).total).toBe(2);
    expect(lastNames(await members(`practiceGroup=${ref.practiceGroup.id}`))).toEqual(['Quist']);
    expect(lastNames(await members(`skill=${ref.skill.id}&skill=${ref.skill.id}`))).toEqual([
      'Quasar',
      'Quist',
    ]);
  });

  it('sorts by hire date, join date or role changed, either way, people without the date last', async () => {
    const here = `location=${ref.location.id}`;
    expect(lastNames(await members(`${here}&sort=hireDate&sortDirection=DESC`))).toEqual([
      'Quasar',
      'Quinto',
      'Qadir',
      'Quist',
      'Quell',
    ]);
    expect(lastNames(await members(`${here}&sort=hireDate&sortDirection=asc`))[0]).toBe('Quell');
    expect(lastNames(await members(`${here}&sort=roleChanged&sortDirection=DESC`)).at(-1)).toBe('Quinto');
    expect(lastNames(await members(`${here}&sort=lastName&sortDirection=DESC`))[0]).toBe('Quist');
  });

  it('pages with offset and limit, the total staying the same', async () => {
    const here = `location=${ref.location.id}`;
    const first = await members(`${here}&limit=2`);
    const second = await members(`${here}&limit=2&offset=2`);
    const beyond = await members(`${here}&limit=2&offset=50`);
    expect([first.total, second.total, beyond.total]).toEqual([5, 5, 5]);
    expect([...lastNames(first), ...lastNames(second)]).toEqual(['Qadir', 'Quasar', 'Quell', 'Quinto']);
    expect(beyond.items).toEqual([]);
  });

  it('answers 400 for bad input and 401 when signed out', async () => {
    for (const query of [
      'limit=0',
      'limit=1000',
      'offset=-1',
      `search=${'a'.repeat(101)}`,
      'region=abc',
      'role=Boss',
      'sort=salary',
      'sortDirection=up',
      `region=${Array.from({ length: 21 }, (_, i) => i + 1).join(',')}`,
    ]) {
      const response = await partner.get(`/api/v2/directory/members?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    expect((await t.client().get('/api/v2/directory/members')).statusCode).toBe(401);
  });
});

describe('a partner profile', () => {
  it('shows details, skills, practice group, recent assignments and top teaming colleagues', async () => {
    const detail = replyOf(await partner.get(`/api/v2/directory/members/${ids.ann}`), MemberDetailSchema);
    expect(detail).toMatchObject({
      Id: ids.ann,
      bio: 'Annabel leads the office.',
      status: 'Active',
      practiceGroups: [{ Id: ref.practiceGroup.id, Name: ref.practiceGroup.name }],
      skills: [{ Id: ref.skill.id, Name: ref.skill.name }],
      canEdit: false,
    });
    expect(detail.recentAssignments.map((a) => a.dateTaken)).toEqual([
      '2025-02-01',
      '2024-03-15',
      '2024-01-15',
      '2023-06-01',
    ]);
    expect(detail.recentAssignments[0]).toMatchObject({
      jobTitle: 'Chief Executive Officer',
      location: ref.location.name,
      status: 'F',
      statusName: 'Filled',
    });
    // Zed: two shared teaming assignments (1,200 together) ranks above Yan: one (5,000).
    expect(
      detail.topColleagues.map((c) => [c.lastName, c.sharedAssignments, c.teamingValueUsd, c.currency]),
    ).toEqual([
      ['Quell', 2, 1200, 'USD'],
      ['Qadir', 1, 5000, 'USD'],
    ]);
  });

  it('shows someone who has left as inactive, lets an admin edit, and answers 404 for an unknown id', async () => {
    const dee = replyOf(await admin.get(`/api/v2/directory/members/${ids.dee}`), MemberDetailSchema);
    expect(dee).toMatchObject({
      status: 'Inactive',
      canEdit: true,
      recentAssignments: [],
      topColleagues: [],
    });
    const missing = await partner.get('/api/v2/directory/members/99999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('not_found');
    expect((await partner.get('/api/v2/directory/members/abc')).statusCode).toBe(400);
    expect((await t.client().get(`/api/v2/directory/members/${ids.ann}`)).statusCode).toBe(401);
  });
});

describe('the location and license directories', () => {
  it('lists offices in region → license → name order with address and head count by role', async () => {
    const all = replyOf(await partner.get('/api/v2/directory/locations?limit=200'), LocationPageSchema);
    expect(all.total).toBe(all.items.length);
    // Grouped: each region, and each license, in one unbroken run.
    const runs = (keys: number[]) => keys.filter((k, i) => i === 0 || keys[i - 1] !== k);
    const regionRuns = runs(all.items.map((l) => l.region.Id));
    const licenseRuns = runs(all.items.map((l) => l.license.Id));
    expect(new Set(regionRuns).size).toBe(regionRuns.length);
    expect(new Set(licenseRuns).size).toBe(licenseRuns.length);
    const ours = all.items.find((l) => l.Id === ref.location.id)!;
    expect(ours).toMatchObject({
      license: { Id: ref.license.id },
      region: { Id: ref.region.id },
      country: { Id: ref.country.id },
      headcount: { partners: 3, researchers: 1, administrators: 1, total: 5 },
    });
  });

  it('searches and pages offices; 400 for a bad limit', async () => {
    const found = replyOf(
      await partner.get(`/api/v2/directory/locations?search=${encodeURIComponent(ref.location.city)}`),
      LocationPageSchema,
    );
    expect(found.items.map((l) => l.Id)).toEqual([ref.location.id]);
    const paged = replyOf(
      await partner.get('/api/v2/directory/locations?limit=1&offset=1'),
      LocationPageSchema,
    );
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBeGreaterThan(1);
    const none = replyOf(
      await partner.get('/api/v2/directory/locations?search=nowhere-at-all'),
      LocationPageSchema,
    );
    expect(none).toMatchObject({ items: [], total: 0 });
    expect((await partner.get('/api/v2/directory/locations?limit=201')).statusCode).toBe(400);
    expect((await t.client().get('/api/v2/directory/locations')).statusCode).toBe(401);
  });

  it('shows an office with its people and recent assignments; 404 for an unknown office', async () => {
    const detail = replyOf(
      await partner.get(`/api/v2/directory/locations/${ref.location.id}`),
      LocationDetailSchema,
    );
    expect(detail.people.total).toBe(5);
    expect(detail.people.items.map((p) => p.lastName)).toEqual([
      'Qadir',
      'Quasar',
      'Quell',
      'Quinto',
      'Quist',
    ]);
    expect(detail.recentAssignments.map((a) => a.Id)).toContain(teamed);
    expect((await partner.get('/api/v2/directory/locations/99999999')).statusCode).toBe(404);
  });

  it('lists licenses with their offices and head count, and shows one', async () => {
    const page = replyOf(
      await partner.get(`/api/v2/directory/licenses?region=${ref.region.id}`),
      LicensePageSchema,
    );
    expect(page).toMatchObject({
      total: 1,
      items: [{ Id: ref.license.id, offices: 1, headcount: { partners: 3, total: 5 } }],
    });
    const all = replyOf(await partner.get('/api/v2/directory/licenses'), LicensePageSchema);
    expect(all.total).toBeGreaterThan(1);
    const detail = replyOf(
      await partner.get(`/api/v2/directory/licenses/${ref.license.id}`),
      LicenseDetailSchema,
    );
    expect(detail.locations.map((l) => l.Id)).toEqual([ref.location.id]);
    expect(detail.people.total).toBe(5);
    expect(detail.recentAssignments).toHaveLength(4);
    expect((await partner.get('/api/v2/directory/licenses/99999999')).statusCode).toBe(404);
    expect((await partner.get(`/api/v2/directory/licenses?search=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });
});

describe('access', () => {
  it('refuses every people call to anonymous callers with 401', async () => {
    const anonymous = t.client();
    for (const endpoint of Object.values(peopleEndpoints)) {
      const url = endpoint.path
        .replace(':field', 'SquarePhoto')
        .replace(/:(width|height)/g, '64')
        .replace(/:[a-z]+/gi, '1');
      const response = await anonymous.request({ method: endpoint.method, url, payload: {} });
      expect(response.statusCode, `${endpoint.method} ${url}`).toBe(401);
    }
  });
});
