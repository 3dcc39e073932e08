// The people widgets' calls: member list (People Table View), member promo (People Tile View), new
// partners and the partner intro, on a hand-built office whose dates are relative to today.
import {
  addMonthsIso,
  MemberListResponseSchema,
  PartnerIntroSchema,
  PersonPageSchema,
  PersonSchema,
} from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { groups, userGroups } from '../../db/schema/index.ts';
import { type ReferenceSet, seedReference, seedUser } from '../../db/seed/factories.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';
import { replyOf, signedIn } from './people-test-helpers.ts';

let t: TestApp;
let partner: TestClient;
let ref: ReferenceSet;
let empty: ReferenceSet;
const today = new Date().toISOString().slice(0, 10);
const monthsAgo = (n: number) => addMonthsIso(today, -n);
const id: Record<'voss' | 'vance' | 'vale' | 'vane' | 'voight' | 'gone', number> = {
  voss: 0,
  vance: 0,
  vale: 0,
  vane: 0,
  voight: 0,
  gone: 0,
};
const GROUP = `Test AD Group ${process.pid}`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ref = await seedReference(db);
  empty = await seedReference(db);
  const here = { locationId: ref.location.id, role: 'Partner' as const };
  const made = {
    voss: await seedUser(db, {
      ...here,
      firstName: 'Alma',
      lastName: 'Voss',
      hireDate: '2010-01-01',
      roleChangedDate: monthsAgo(2),
      bio: 'Alma was promoted this spring.',
    }),
    vance: await seedUser(db, {
      ...here,
      firstName: 'Bert',
      lastName: 'Vance',
      hireDate: monthsAgo(5),
      joinDate: monthsAgo(5),
      roleChangedDate: monthsAgo(5),
    }),
    vale: await seedUser(db, {
      ...here,
      firstName: 'Cleo',
      lastName: 'Vale',
      hireDate: '2000-01-01',
      roleChangedDate: '2005-01-01',
    }),
    vane: await seedUser(db, {
      ...here,
      firstName: 'Dirk',
      lastName: 'Vane',
      hireDate: monthsAgo(20),
      roleChangedDate: monthsAgo(20),
    }),
    voight: await seedUser(db, {
      ...here,
      firstName: 'Eve',
      lastName: 'Voight',
      role: 'Researcher',
      title: 'Research Associate',
    }),
    gone: await seedUser(db, {
      ...here,
      firstName: 'Finn',
      lastName: 'Vogel',
      statusId: 2,
      roleChangedDate: monthsAgo(1),
    }),
  };
  for (const [key, user] of Object.entries(made)) id[key as keyof typeof id] = user.id;
  const [group] = await db.insert(groups).values({ name: GROUP }).returning();
  await db.insert(userGroups).values([
    { userId: id.voss, groupId: group.id },
    { userId: id.voight, groupId: group.id },
  ]);
  partner = await signedIn(t, DEMO.partner);
});
afterAll(() => t.close());

const inOffice = (location = ref.location.id) => [
  { key: { Id: 'LocationId', Text: 'Location' }, value: { Id: location, Text: 'Office' } },
];
const memberList = async (body: object) =>
  replyOf(await partner.post('/api/v2/widget/memberList', body), MemberListResponseSchema);
const names = (people: { lastName: string }[]) => people.map((p) => p.lastName);

describe('People Table View (POST /api/v2/widget/memberList)', () => {
  it('lists the filtered people by Id descending by default, without paging', async () => {
    const list = await memberList({ filter: inOffice() });
    expect(list).toMatchObject({ total: 5, page: 1, perPage: null });
    expect(list.items.map((p) => p.Id)).toEqual([id.voight, id.vane, id.vale, id.vance, id.voss]);
  });

  it('pages only when perPage is set, and sorts as the settings say', async () => {
    const second = await memberList({
      filter: inOffice(),
      perPage: 2,
      page: 2,
      sort: 'lastName',
      sortDirection: 'ASC',
    });
    expect(second).toMatchObject({ total: 5, page: 2, perPage: 2 });
    expect(names(second.items)).toEqual(['Vane', 'Voight']);
    const byHire = await memberList({ filter: inOffice(), sort: 'hireDate', sortDirection: 'desc' });
    expect(names(byHire.items).slice(0, 2)).toEqual(['Vance', 'Vane']);
  });

  it('applies the role, group and JSON-text filters and ignores keys that do not describe people', async () => {
    const researchers = await memberList({
      filter: [
        ...inOffice(),
        { key: { Id: 'Role', Text: 'Role' }, value: { Id: 'Researcher', Text: 'Researcher' } },
      ],
    });
    expect(names(researchers.items)).toEqual(['Voight']);
    const group = await memberList({
      filter: [],
      adgroup: GROUP.toUpperCase(),
      sort: 'lastName',
      sortDirection: 'ASC',
    });
    expect(names(group.items)).toEqual(['Voight', 'Voss']);
    const asText = await memberList({ filter: JSON.stringify(inOffice()) });
    expect(asText.total).toBe(5);
    const withFunction = await memberList({
      filter: [...inOffice(), { key: { Id: 'FunctionId', Text: 'Function' }, value: { Id: 1, Text: 'x' } }],
    });
    expect(withFunction.total).toBe(5);
    const everyone = replyOf(await partner.get('/api/v2/directory/members?limit=1'), PersonPageSchema).total;
    const unparseable = await memberList({ filter: '{not json', perPage: 1 });
    expect(unparseable.total).toBe(everyone);
  });

  it('answers an empty list for an office without people', async () => {
    expect(await memberList({ filter: inOffice(empty.location.id) })).toMatchObject({ items: [], total: 0 });
  });

  it('refuses bad settings with 400 and anonymous callers with 401', async () => {
    for (const body of [
      { perPage: 0 },
      { perPage: 201 },
      { page: 0, perPage: 5 },
      { sort: 'salary' },
      { sortDirection: 'sideways' },
      { adgroup: 'x'.repeat(101) },
      { filter: [{ key: 'LocationId', value: 1 }] },
      { filter: Array.from({ length: 201 }, () => inOffice()[0]) },
    ]) {
      const response = await partner.post('/api/v2/widget/memberList', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    expect((await t.client().post('/api/v2/widget/memberList', {})).statusCode).toBe(401);
  });
});

describe('People Tile View (POST /api/v2/widget/memberListPromo)', () => {
  it('takes 8 people by last name ascending by default', async () => {
    const response = await partner.post('/api/v2/widget/memberListPromo', { filter: inOffice() });
    const people = replyOf(response, z.array(PersonSchema));
    expect(names(people)).toEqual(['Vale', 'Vance', 'Vane', 'Voight', 'Voss']);
    const two = replyOf(
      await partner.post('/api/v2/widget/memberListPromo', {
        filter: inOffice(),
        take: 2,
        sortDirection: 'DESC',
      }),
      z.array(PersonSchema),
    );
    expect(names(two)).toEqual(['Voss', 'Voight']);
    const all = replyOf(await partner.post('/api/v2/widget/memberListPromo', {}), z.array(PersonSchema));
    expect(all).toHaveLength(8);
    expect((await partner.post('/api/v2/widget/memberListPromo', { take: 51 })).statusCode).toBe(400);
    expect(
      (await partner.post('/api/v2/widget/memberListPromo', { filter: inOffice(empty.location.id) })).json(),
    ).toEqual([]);
  });
});

describe('New partners (POST /api/v2/widget/newPartners)', () => {
  const newPartners = async (body: object) =>
    replyOf(await partner.post('/api/v2/widget/newPartners', body), z.array(PartnerIntroSchema));

  it('lists who joined as, or was promoted to, partner in the last 12 months', async () => {
    const recent = await newPartners({ filter: inOffice() });
    expect(recent.map((p) => [p.lastName, p.partnerBy, p.partnerSince])).toEqual([
      ['Vance', 'joined', monthsAgo(5)],
      ['Voss', 'promoted', monthsAgo(2)],
    ]);
    expect(recent[1].bio).toBe('Alma was promoted this spring.');
  });

  it('widens the window when the settings say so, and is empty when nobody fits', async () => {
    expect(names(await newPartners({ filter: inOffice(), months: 24 }))).toEqual(['Vance', 'Vane', 'Voss']);
    expect(await newPartners({ filter: inOffice(), months: 1 })).toEqual([]);
    expect(await newPartners({ filter: inOffice(empty.location.id) })).toEqual([]);
  });

  it('refuses a window outside 1–60 months', async () => {
    for (const months of [0, 61, 'twelve']) {
      expect((await partner.post('/api/v2/widget/newPartners', { months })).statusCode).toBe(400);
    }
    expect((await t.client().post('/api/v2/widget/newPartners', {})).statusCode).toBe(401);
  });
});

describe('Single partner promo and user intro (GET /api/v2/partner/{id}/new)', () => {
  it("answers anyone's intro card; 404 for an unknown id", async () => {
    const voss = replyOf(await partner.get(`/api/v2/partner/${id.voss}/new`), PartnerIntroSchema);
    expect(voss).toMatchObject({ fullName: 'Alma Voss', partnerBy: 'promoted', partnerSince: monthsAgo(2) });
    const researcher = replyOf(await partner.get(`/api/v2/partner/${id.voight}/new`), PartnerIntroSchema);
    expect([researcher.partnerBy, researcher.partnerSince]).toEqual([null, null]);
    expect((await partner.get('/api/v2/partner/99999999/new')).statusCode).toBe(404);
    expect((await partner.get('/api/v2/partner/abc/new')).statusCode).toBe(400);
  });
});
