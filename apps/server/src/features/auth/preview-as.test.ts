import {
  type Audience,
  allEndpoints,
  type IsLoggedInResponse,
  moneyFieldPaths,
  type Page,
  PREVIEW_AS_HEADER,
} from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/sql-rows.ts';
import { createPage, findNode, signIn } from '../../test/site-api.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';

// The demo researcher works in London, the demo partner in New York: a page for London is one the
// partner cannot open, and an admin previewing as the partner must meet the same wall.
let t: TestApp;
let admin: TestClient;
let partner: TestClient;
let researcher: TestClient;
let who: { partnerId: number; researcherId: number; londonId: number; newYorkId: number; londonName: string };
let londonPage: string;
let widgetsPage: string;
let assignmentId: number;

const as = (client: TestClient, previewAs: string) => ({
  get: (url: string) => client.request({ method: 'GET', url, headers: { [PREVIEW_AS_HEADER]: previewAs } }),
  post: (url: string, payload: object) =>
    client.request({ method: 'POST', url, payload, headers: { [PREVIEW_AS_HEADER]: previewAs } }),
});

const officeAudience = (id: number, name: string): Audience => [
  { key: { Id: 'LocationId', Text: 'Office' }, value: { Id: id, Text: name } },
];

const peopleWidget = (uuid: string, title: string, audience: Audience) => ({
  UUID: uuid,
  Title: title,
  Width: 12,
  Type: { Identifier: 'Component' },
  ComponentType: 'member-list',
  Attributes: [{ Name: 'audience', Value: audience }],
});

beforeAll(async () => {
  t = await createTestApp();
  [admin, partner, researcher] = await Promise.all([
    signIn(t, DEMO.admin),
    signIn(t, DEMO.partner),
    signIn(t, DEMO.researcher),
  ]);
  [who] = await queryRows<typeof who>(
    t.database.db,
    sql`select p.id as "partnerId", r.id as "researcherId", r.location_id as "londonId",
               p.location_id as "newYorkId", l.name as "londonName"
        from users p, users r join locations l on l.id = r.location_id
        where p.email = ${DEMO.partner} and r.email = ${DEMO.researcher}`,
  );
  const london = officeAudience(who.londonId, who.londonName);
  londonPage = (await createPage(admin, { Title: `London only ${process.pid}`, Audience: london })).UUID;
  widgetsPage = (await createPage(admin, { Title: `Our people ${process.pid}` })).UUID;
  const saved = await admin.post('/api/v2/page', {
    UUID: widgetsPage,
    Sections: [
      peopleWidget('-1', 'London people', london),
      peopleWidget('-2', 'New York people', officeAudience(who.newYorkId, 'New York')),
    ],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  [{ assignmentId }] = await queryRows<{ assignmentId: number }>(
    t.database.db,
    sql`select a.id as "assignmentId" from assignments a join invoices i on i.assignment_id = a.id
        order by a.id limit 1`,
  );
}, 120_000);
afterAll(() => t.close());

describe('a site admin previewing as someone else', () => {
  it('meets a page outside that person’s audience exactly as they do: absent and not found', async () => {
    expect((await partner.get(`/api/v2/page/${londonPage}`)).statusCode).toBe(404);
    const asPartner = as(admin, `person:${who.partnerId}`);
    expect((await asPartner.get(`/api/v2/page/${londonPage}`)).statusCode).toBe(404);
    expect((await asPartner.get(`/api/v2/routes/${londonPage}`)).statusCode).toBe(404);
    const tree = (await asPartner.get('/api/v2/routes')).json() as { UUID: string }[];
    expect(JSON.stringify(tree)).not.toContain(londonPage);
    // Without the header the admin sees it, with its audience badge.
    expect((await findNode(admin, londonPage))?.Audience).toHaveLength(1);
  });

  it('sees the page as a member does, without the admin-only audience', async () => {
    const asLondon = as(admin, `role:Researcher,office:${who.londonId}`);
    expect((await asLondon.get(`/api/v2/page/${londonPage}`)).statusCode).toBe(200);
    const tree = JSON.stringify((await asLondon.get('/api/v2/routes')).json());
    expect(tree).toContain(londonPage);
    expect(tree).not.toContain('"Audience"');
    const asResearcher = as(admin, `person:${who.researcherId}`);
    expect((await asResearcher.get(`/api/v2/page/${londonPage}`)).statusCode).toBe(200);
  });

  it('as a researcher of one office sees that office’s people widget and not another office’s', async () => {
    const titles = async (previewAs: string) =>
      ((await as(admin, previewAs).get(`/api/v2/page/${widgetsPage}`)).json() as Page).Sections.map(
        (s) => s.Title,
      );
    expect(await titles(`role:Researcher,office:${who.londonId}`)).toEqual(['London people']);
    expect(await titles(`role:Researcher,office:${who.newYorkId}`)).toEqual(['New York people']);
    const all = ((await admin.get(`/api/v2/page/${widgetsPage}`)).json() as Page).Sections;
    expect(all.map((s) => s.Title)).toEqual(['London people', 'New York people']);
  });

  it('as a researcher gets no money field, where the admin gets them', async () => {
    const url = `/api/v2/assignment/${assignmentId}`;
    const endpoint = allEndpoints.find((e) => e.method === 'GET' && e.path === '/api/v2/assignment/:id');
    const moneyTop = [
      ...new Set(moneyFieldPaths(endpoint!.response).map((p) => p.split('.')[0].replace('[]', ''))),
    ];
    expect(moneyTop.length).toBeGreaterThan(0);
    const own = (await admin.get(url)).json();
    expect(moneyTop.some((field) => field in own)).toBe(true);
    for (const previewAs of ['role:Researcher', `person:${who.researcherId}`]) {
      const previewed = await as(admin, previewAs).get(url);
      expect(previewed.statusCode).toBe(200);
      expect(JSON.stringify(previewed.json())).not.toMatch(
        new RegExp(
          `"(${moneyFieldPaths(endpoint!.response)
            .map((p) => p.split('.').pop()!.replace('[]', ''))
            .join('|')})"`,
        ),
      );
    }
  });

  it('is refused what the previewed reader may not call, naming the flag', async () => {
    const response = await as(admin, 'role:Researcher').get('/api/v2/financial/chart/forecast/2024');
    expect(response.statusCode).toBe(403);
    expect(response.json().permission).toBe('ViewFinancials');
    expect((await as(admin, 'role:Partner').get('/api/v2/financial/chart/forecast/2024')).statusCode).toBe(
      200,
    );
  });

  it('is told whose view it is, and is no site admin while previewing', async () => {
    const session = (
      await as(admin, `role:Researcher,office:${who.londonId}`).get('/api/v2/user/isLoggedIn')
    ).json() as IsLoggedInResponse;
    expect(session.User?.SiteAdmin).toBe(false);
    expect(session.User?.Preview?.Label).toBe(`A researcher of ${who.londonName}`);
    expect(session.User?.Permissions.ViewFinancials).toBe(false);
    const own = (await admin.get('/api/v2/user/isLoggedIn')).json() as IsLoggedInResponse;
    expect(own.User?.Preview).toBeUndefined();
    expect(own.User?.SiteAdmin).toBe(true);
  });

  it('reads but changes nothing: a change made while previewing is refused', async () => {
    const asPartner = as(admin, `person:${who.partnerId}`);
    const change = await asPartner.post('/api/v2/routes', {
      Title: 'Made in a preview',
      VueRouterName: `preview-made-${process.pid}`,
      VueRouterPath: `preview-made-${process.pid}`,
    });
    expect(change.statusCode).toBe(403);
    expect(change.json()).toMatchObject({
      code: 'preview_read_only',
      message: 'Leave the preview to make changes.',
    });
    // A read sent as a POST still answers.
    const members = await asPartner.post('/api/v2/widget/memberList', { filter: [] });
    expect(members.statusCode, members.body).toBe(200);
    // The connectors' unlink is a GET that changes a company (spec 3 §7): refused all the same.
    const unlink = await asPartner.get('/api/v2/company/1/invenias/unlink');
    expect(unlink.statusCode).toBe(403);
    expect(unlink.json()).toMatchObject({ code: 'preview_read_only' });
  });

  it('is refused a preview of no one: an unknown person or office, or a misshapen header', async () => {
    for (const previewAs of [
      'person:999999',
      'office:999999',
      'role:Boss',
      'person:1,role:Partner',
      'nobody',
    ]) {
      const response = await as(admin, previewAs).get('/api/v2/routes');
      expect(response.statusCode, previewAs).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
  });
});

describe('a preview header from someone who is not a site admin', () => {
  it('is refused with 403, so no one sees more or other than their own view', async () => {
    const response = await as(researcher, `person:${who.partnerId}`).get('/api/v2/routes');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'forbidden',
      message: 'Only site admins may preview the portal as someone else.',
    });
    expect((await researcher.get('/api/v2/routes')).statusCode).toBe(200);
  });
});
