// A reply to a user without ViewFinancials carries no money field (docs/permissions.md): every
// endpoint of /api/openapi.json is called as the demo researcher with a request that finds data,
// and each reply is searched for the money fields the contracts mark and for anything named like
// money. A new endpoint needs a line in CALLS, or this test fails.
import { allEndpoints, moneyFieldPaths, needsFinancials } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../platform/sql-rows.ts';
import { hashPassword } from '../../platform/tokens.ts';
import { documentedOperations } from '../../test/documented-operations.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';
import { AUTHORIZATION } from './authorization-matrix.ts';

/** Names a figure in a currency goes by; a number under one of them must be a marked money field. */
const MONEY_NAME = /billing|amount|revenue|fee|teamingvalue|filledjobvalue|usd$|invoice/i;

/** Numbers named like money that are not the firm's figures. */
const NOT_MONEY: Record<string, string> = {
  GlobalRevenue: "a band (1–3) of a client's public size, chosen in the company wizard (spec 3 §9)",
  invoices: 'on a company: how many invoices it has, which decides whether it may be removed',
  ZI_C_LATEST_FUNDING_AMOUNT: "ZoomInfo's public funding figure of an outside company",
};

interface Ids {
  assignmentId: number;
  companyId: number;
  companyName: string;
  partnerId: number;
  researcherId: number;
  routeUuid: string;
  pageOid: number;
  today: string;
  /** A partner's saved report shared with the researcher. */
  savedReportId: number;
}

interface Call {
  url?: (ids: Ids) => string;
  payload?: (ids: Ids) => unknown;
  /** The status the call answers a researcher (200 unless said). */
  status?: number;
  /** What shows the call found data: the reply would carry money if any were let through. */
  finds?: (body: unknown) => boolean;
}

const nonEmpty = (body: unknown) => Array.isArray(body) && body.length > 0;
const hasItems = (body: unknown) => nonEmpty((body as { items?: unknown[] }).items);
const reportFilter = { filter: { type: 'none', date: { selection: '2Y' } } };

/**
 * How each endpoint open to a researcher is called. `reason`: why it is not called with a request
 * that finds data; its contract holds no money field either way (the contract test checks).
 */
const CALLS: Record<string, Call | { reason: string }> = {
  'POST /api/v2/user/login': {
    payload: () => ({ email: DEMO.researcher, password: 'demo' }),
  },
  'POST /api/v2/user/logout': { reason: 'ends the session: answers no data (called last)' },
  'POST /api/v2/user/refresh': {
    reason: 'answers the session user as sign-in does, which is called; needs the refresh cookie',
  },
  'GET /api/v2/user/isLoggedIn': {},
  'GET /api/v2/user/signInOptions': {},
  'GET /api/v2/user/oidc/start': { reason: 'a redirect to the identity provider (none configured here)' },
  'GET /api/v2/user/oidc/callback': { reason: 'a redirect back from the identity provider' },
  'GET /api/v2/routes': { finds: nonEmpty },
  'GET /api/v2/routes/:uuid': { url: (i) => `/api/v2/routes/${i.routeUuid}` },
  'GET /api/v2/routes/redirect': {
    url: () => '/api/v2/routes/redirect?path=/nowhere',
    // No page has lived at that address: the refusal is the whole reply.
    status: 404,
  },
  'GET /api/v2/user/filter/:list': { url: () => '/api/v2/user/filter/developers', finds: nonEmpty },
  'GET /api/v2/practiceGroup/subsectors/filter': { finds: nonEmpty },
  'GET /api/v2/function/filter': { finds: nonEmpty },
  'GET /api/v2/function/:id': {},
  'GET /api/v2/industry/filter': { finds: nonEmpty },
  'GET /api/v2/industry/:id': {},
  'GET /api/v2/region/filter': { finds: nonEmpty },
  'GET /api/v2/region/:id': {},
  'GET /api/v2/license/filter': { finds: nonEmpty },
  'GET /api/v2/license/:id': {},
  'GET /api/v2/location/filter': { finds: nonEmpty },
  'GET /api/v2/location/:id': {},
  'GET /api/v2/country/filter': { finds: nonEmpty },
  'GET /api/v2/country/:id': {},
  'GET /api/v2/company/filter': { finds: nonEmpty },
  'GET /api/v2/user/filter': { finds: nonEmpty },
  'GET /api/v2/user/:id': { url: (i) => `/api/v2/user/${i.partnerId}` },
  'GET /api/v2/practiceGroup/filter': { finds: nonEmpty },
  'GET /api/v2/practiceGroup/:id': {},
  'GET /api/v2/skill/filter': { finds: nonEmpty },
  'GET /api/v2/skill/:id': {},
  'GET /api/v2/page/:uuid': { url: (i) => `/api/v2/page/${i.routeUuid}` },
  'GET /api/v2/cms/tags': { finds: nonEmpty },
  'GET /api/v2/cms/metaImage/:oid': {},
  'GET /api/v2/page/:uuid/metaImage': {
    url: (i) => `/api/v2/page/${i.routeUuid}/metaImage`,
    // The demo's pages have no meta image: an image, when there is one, is bytes.
    status: 404,
  },
  'GET /api/v2/page/og/:uuid': { url: (i) => `/api/v2/page/og/${i.routeUuid}` },
  'GET /api/v2/mustRead': {},
  'GET /api/v2/page/:uuid/mustRead': { url: (i) => `/api/v2/page/${i.routeUuid}/mustRead` },
  'POST /api/v2/page/:uuid/mustRead/read': {
    url: (i) => `/api/v2/page/${i.routeUuid}/mustRead/read`,
    status: 409,
  },
  'GET /api/v2/box/file/:id/download': { reason: 'Box is not reachable in the API tests (a file: bytes)' },
  'GET /api/v2/company/connectors': {},
  'GET /api/v2/company/search': { url: () => '/api/v2/company/search?companyName=Kinetic' },
  'GET /api/v2/company/:id': { url: (i) => `/api/v2/company/${i.companyId}` },
  'GET /api/v2/company/likely-duplicates': {
    url: (i) => `/api/v2/company/likely-duplicates?name=${encodeURIComponent(i.companyName)}`,
    finds: nonEmpty,
  },
  'POST /api/v2/company': { reason: 'creates a company; answers it as GET /api/v2/company/:id does' },
  'GET /api/v2/company/invenias/search': {
    reason: 'Invenias is not reachable in the API tests; answers outside companies',
  },
  'GET /api/v2/company/invenias/:inveniasId': { reason: 'Invenias is not reachable in the API tests' },
  'POST /api/v2/company/invenias/:inveniasId/metadata': {
    reason: 'Invenias is not reachable in the API tests',
  },
  'GET /api/v2/company/zoominfo/search': { reason: 'ZoomInfo is not reachable in the API tests' },
  'GET /api/v2/company/:id/zoominfo/:zoominfoId/link': {
    reason: 'ZoomInfo is not reachable in the API tests; answers the company as GET /api/v2/company/:id',
  },
  'GET /api/v2/company/invenias/:inveniasId/zoominfo/:zoominfoId/link': {
    reason: 'ZoomInfo is not reachable in the API tests',
  },
  'GET /api/v2/company/zoominfo/:zoominfoId/enrich': { reason: 'ZoomInfo is not reachable in the API tests' },
  'GET /api/v2/company/:id/zoominfo/unlink': { url: (i) => `/api/v2/company/${i.companyId}/zoominfo/unlink` },
  'GET /api/v2/cms/image/:field/:id/:width/:height': {
    url: (i) => `/api/v2/cms/image/SquarePhoto/${i.partnerId}/64/64`,
  },
  'GET /api/v2/directory/members': { finds: hasItems },
  'GET /api/v2/directory/members/:id': {
    url: (i) => `/api/v2/directory/members/${i.partnerId}`,
    finds: (body) => nonEmpty((body as { topColleagues: unknown[] }).topColleagues),
  },
  'GET /api/v2/directory/locations': { finds: hasItems },
  'GET /api/v2/directory/locations/:id': {},
  'GET /api/v2/directory/licenses': { finds: hasItems },
  'GET /api/v2/directory/licenses/:id': {},
  'GET /api/v2/user/profile': {},
  'PATCH /api/v2/user/:id/profile': {
    url: (i) => `/api/v2/user/${i.researcherId}/profile`,
    payload: () => ({ Currency: 'GBP' }),
  },
  'PUT /api/v2/user/:id/photo': { reason: 'takes an image upload; answers the profile as PATCH does' },
  'DELETE /api/v2/user/:id/photo': { url: (i) => `/api/v2/user/${i.researcherId}/photo` },
  'POST /api/v2/widget/memberList': { finds: hasItems },
  'POST /api/v2/widget/memberListPromo': { finds: nonEmpty },
  'POST /api/v2/widget/newPartners': { payload: () => ({ months: 60 }), finds: nonEmpty },
  'GET /api/v2/partner/:id/new': { url: (i) => `/api/v2/partner/${i.partnerId}/new` },
  'POST /api/v2/widget/colleagueFinder': { finds: nonEmpty },
  'GET /api/v2/widget/companyExplorer': {},
  'POST /api/v2/widget/companyExplorer/filter': {
    url: () => '/api/v2/widget/companyExplorer/filter?filterType=region',
    payload: () => ({ id: 1 }),
  },
  'POST /api/v2/assignment/list': { finds: hasItems },
  'GET /api/v2/assignment/:id': { url: (i) => `/api/v2/assignment/${i.assignmentId}` },
  'POST /api/v2/company/list': { finds: hasItems },
  'GET /api/v2/company/:id/hierarchy': { url: (i) => `/api/v2/company/${i.companyId}/hierarchy` },
  'GET /api/v2/company/:id/offLimits': { url: (i) => `/api/v2/company/${i.companyId}/offLimits` },
  'POST /api/v2/company/offLimits': { payload: (i) => ({ ids: [i.companyId] }), finds: nonEmpty },
  'GET /api/v2/partner/:id/offLimits/expiring': {
    url: (i) => `/api/v2/partner/${i.partnerId}/offLimits/expiring?days=3650`,
  },
  'GET /api/v2/user/offLimitsDigest': {},
  'PUT /api/v2/user/offLimitsDigest': { payload: () => ({ subscribed: false }) },
  'GET /api/v2/company/:id/knownBy': {
    url: (i) => `/api/v2/company/${i.companyId}/knownBy?family=true`,
    finds: hasItems,
  },
  'GET /api/v2/partner/:id/clients': {
    url: (i) => `/api/v2/partner/${i.partnerId}/clients`,
    finds: hasItems,
  },
  'POST /api/v2/widget/recentAssignments': { finds: nonEmpty },
  'POST /api/v2/widget/recentCompanies': { finds: nonEmpty },
  'POST /api/v2/widget/recentTeamingWin': { finds: nonEmpty },
  'POST /api/v2/widget/promos': { finds: nonEmpty },
  'GET /api/v2/widget/promos': { finds: nonEmpty },
  'GET /api/v2/widget/forms/intake-form': {},
  'POST /api/v2/widget/forms/intake-form': {
    reason: 'stores a submission and answers whether it was kept; no figures',
  },
  'GET /api/v2/widget/calendar': {},
  'POST /api/v2/widget/calendar/body': { reason: 'the test firm has no calendar event; answers its text' },
  'POST /api/v2/widget/calendar/attachments': { reason: 'the test firm has no calendar event' },
  'POST /api/v2/widget/calendar/attachments/:id/download': { reason: 'an attachment: bytes' },
  'GET /api/v2/widget/viewer/frame': { reason: 'an HTML page that runs a snippet; holds no data' },
  'GET /api/v2/box/folder/:folderId': { reason: 'Box is not reachable in the API tests' },
  'GET /api/v2/box/thumbnail/:id': { reason: 'Box is not reachable in the API tests (an image: bytes)' },
  'GET /api/v2/search/page/:oid': { url: (i) => `/api/v2/search/page/${i.pageOid}` },
  'GET /api/v2/search': { url: () => '/api/v2/search?q=a' },
  'POST /api/v2/user/report': {
    payload: () => reportFilter,
    finds: (b) => hasItems((b as { page: unknown }).page),
  },
  'POST /api/v2/license/report': {
    payload: () => reportFilter,
    finds: (b) => hasItems((b as { page: unknown }).page),
  },
  'POST /api/v2/location/report': {
    payload: () => reportFilter,
    finds: (b) => hasItems((b as { page: unknown }).page),
  },
  'GET /api/v2/report/saved': { finds: hasItems },
  'POST /api/v2/report/saved': { payload: () => ({ name: 'Two years', ...reportFilter }) },
  'PATCH /api/v2/report/saved/:id': { reason: 'renames a report of yours; answers it as POST does' },
  'DELETE /api/v2/report/saved/:id': { reason: 'deletes a report of yours; answers ok' },
  'POST /api/v2/report/saved/:id/run': {
    url: (i) => `/api/v2/report/saved/${i.savedReportId}/run`,
    finds: (b) => (b as { report?: unknown }).report !== undefined,
  },
  'GET /api/v2/report/subscriptions': {},
  'POST /api/v2/report/subscriptions': {
    payload: (i) => ({
      reportId: i.savedReportId,
      schedule: { frequency: 'daily', time: '08:00', timeZone: 'Europe/London' },
    }),
  },
  'DELETE /api/v2/report/subscriptions/:id': { reason: 'ends a subscription of yours; answers ok' },
  'POST /api/v2/report/subscriptions/:id/send': { reason: 'queues the mail of a subscription; answers ok' },
  'GET /api/v2/report/unsubscribe/:token': { reason: "a mail's link: a redirect to the portal" },
};

/** Rules under which the demo researcher (ViewAllAssignments only) is let in. */
const OPEN_TO_RESEARCHER = new Set(['public', 'user', 'ViewAllAssignments']);

/** Every field name a contract marks as money, anywhere. */
const MONEY_FIELD_NAMES = new Set(
  allEndpoints.flatMap((e) => moneyFieldPaths(e.response).map((p) => p.split('.').pop()!.replace('[]', ''))),
);

/** Where a reply holds money: a marked field's name, or a number named like money. */
function moneyIn(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => moneyIn(item, `${path}[${i}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const here = path ? `${path}.${key}` : key;
    const namedMoney = typeof item === 'number' && MONEY_NAME.test(key) && !(key in NOT_MONEY);
    const marked = MONEY_FIELD_NAMES.has(key) && !(typeof item === 'number' && key in NOT_MONEY);
    return [...(namedMoney || marked ? [here] : []), ...moneyIn(item, here)];
  });
}

let t: TestApp;
let researcher: TestClient;
let partner: TestClient;
let ids: Ids;
let operations: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  researcher = t.client();
  await researcher.login(DEMO.researcher);
  partner = t.client();
  await partner.login(DEMO.partner);
  operations = (await documentedOperations(researcher)).map((operation) => operation.key);
  // A teaming assignment (two partners split its invoices): it has invoices, splits and billings.
  const [teaming] = await queryRows<{ assignmentId: number; companyId: number; companyName: string }>(
    t.database.db,
    sql`select a.id as "assignmentId", a.company_id as "companyId", c.name as "companyName"
        from assignments a join companies c on c.id = a.company_id
        join invoices i on i.assignment_id = a.id
        join invoice_splits s on s.invoice_id = i.id
        group by a.id, c.name having count(distinct s.user_id) > 1 order by a.id limit 1`,
  );
  const [who] = await queryRows<{ partnerId: number; researcherId: number }>(
    t.database.db,
    sql`select (select id from users where email = ${DEMO.partner}) as "partnerId",
               (select id from users where email = ${DEMO.researcher}) as "researcherId"`,
  );
  const routes = (await researcher.get('/api/v2/routes')).json() as { UUID: string }[];
  const saved = await partner.post('/api/v2/report/saved', {
    name: 'Shared with the researcher',
    ...reportFilter,
    sharedWith: [who.researcherId],
  });
  ids = {
    savedReportId: saved.json().Id,
    ...teaming,
    ...who,
    routeUuid: routes[0].UUID,
    // The demo firm's first page (the Apps page).
    pageOid: 1,
    today: new Date().toISOString().slice(0, 10),
  };
}, 120_000);
afterAll(() => t.close());

describe('money fields in the contracts', () => {
  it('marks every number named like money in a reply open to a user without ViewFinancials', () => {
    const unmarked: string[] = [];
    for (const endpoint of allEndpoints) {
      if (needsFinancials(endpoint)) continue;
      const schema = z.toJSONSchema(endpoint.response, { unrepresentable: 'any' }) as JsonSchema;
      for (const path of unmarkedMoneyNames(schema, schema))
        unmarked.push(`${endpoint.method} ${endpoint.path} ${path}`);
    }
    expect(unmarked).toEqual([]);
  });

  it('lists the money fields of the replies that carry them', () => {
    const byEndpoint = Object.fromEntries(
      allEndpoints
        .filter((e) => !needsFinancials(e) && moneyFieldPaths(e.response).length > 0)
        .map((e) => [`${e.method} ${e.path}`, moneyFieldPaths(e.response)]),
    );
    expect(byEndpoint['POST /api/v2/assignment/list']).toEqual(['items[].totalBillings']);
    expect(byEndpoint['GET /api/v2/assignment/:id']).toEqual(['invoices', 'totalBillings']);
    expect(byEndpoint['GET /api/v2/directory/members/:id']).toEqual([
      'topColleagues[].teamingValue',
      'topColleagues[].teamingValueUsd',
    ]);
    expect(byEndpoint['POST /api/v2/widget/colleagueFinder']).toEqual([
      '[].teamingValue',
      '[].teamingValueUsd',
    ]);
  });
});

describe("a researcher's replies", () => {
  it('carry no money field, on every endpoint the API documents', async () => {
    const problems: string[] = [];
    const uncovered = operations.filter(
      (key) => OPEN_TO_RESEARCHER.has(AUTHORIZATION[key]) && !(key in CALLS),
    );
    expect(uncovered, 'endpoints open to a researcher without a line in CALLS').toEqual([]);
    let called = 0;
    for (const key of operations) {
      const [method, path] = key.split(' ');
      const call = CALLS[key];
      if (call && 'reason' in call) continue;
      const isOpen = OPEN_TO_RESEARCHER.has(AUTHORIZATION[key]);
      const url = call?.url?.(ids) ?? path.replace(/:\w+/g, '1');
      const response = await researcher.request({
        method: method as 'GET',
        url,
        ...(method === 'GET' ? {} : { payload: (call?.payload?.(ids) ?? {}) as object }),
      });
      const expected = isOpen ? (call?.status ?? 200) : 403;
      if (response.statusCode !== expected) {
        problems.push(
          `${key}: answered ${response.statusCode}, not ${expected}: ${response.body.slice(0, 160)}`,
        );
        continue;
      }
      if (!String(response.headers['content-type']).startsWith('application/json')) continue;
      const body = response.json() as unknown;
      if (isOpen && call?.finds && !call.finds(body)) problems.push(`${key}: found no data to look at`);
      for (const where of moneyIn(body)) problems.push(`${key}: money at ${where}`);
      if (isOpen) called++;
    }
    expect(problems).toEqual([]);
    expect(called).toBeGreaterThan(60);
  }, 600_000);

  it('show the rest of the assignment, profile and colleagues without the figures', async () => {
    const researcherAgain = t.client();
    await researcherAgain.login(DEMO.researcher);
    const detail = (await researcherAgain.get(`/api/v2/assignment/${ids.assignmentId}`)).json();
    expect(detail.jobTitle).toEqual(expect.any(String));
    expect(detail.team.length).toBeGreaterThan(1);
    expect(detail).not.toHaveProperty('invoices');
    expect(detail).not.toHaveProperty('totalBillings');
    const profile = (await researcherAgain.get(`/api/v2/directory/members/${ids.partnerId}`)).json();
    expect(profile.topColleagues.length).toBeGreaterThan(0);
    for (const colleague of profile.topColleagues) {
      expect(colleague.sharedAssignments).toBeGreaterThan(0);
      expect(colleague).not.toHaveProperty('teamingValue');
    }
    const found = (await researcherAgain.post('/api/v2/widget/colleagueFinder', {})).json();
    const counts = found.map((c: { assignments: number }) => c.assignments);
    // Ranked by matching assignments, the one order that tells nothing of the value.
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});

describe('sorting by money', () => {
  it('is refused to a researcher with the flag message', async () => {
    const response = await researcher.post('/api/v2/assignment/list', { sort: 'totalBillings' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'forbidden',
      message: 'You do not have the ViewFinancials permission.',
    });
  });

  it('orders a partner’s listing by billings, highest first', async () => {
    const response = await partner.post('/api/v2/assignment/list', {
      sort: 'totalBillings',
      direction: 'desc',
    });
    expect(response.statusCode).toBe(200);
    const billings = response.json().items.map((r: { totalBillings: number }) => r.totalBillings);
    expect(billings.length).toBeGreaterThan(0);
    expect(billings).toEqual([...billings].sort((a: number, b: number) => b - a));
  });

  it('a Financial report export is refused to a user who may export but not see figures', async () => {
    const passwordHash = await hashPassword('export-only');
    await t.database.db.execute(sql`
      update users set email = 'export-only@money.test', password_hash = ${passwordHash},
        is_site_admin = false, permissions = '{ExportReports}'::text[], status_id = 1
      where id = (select id from users where password_hash is null and status_id = 1 order by id limit 1)`);
    const exporter = t.client();
    await exporter.login('export-only@money.test', 'export-only');
    const { runId } = (
      await partner.post('/api/v2/financial/report', { filter: { date: { selection: '1Y' } } })
    ).json();
    const response = await exporter.post('/api/v2/report/xlsx', { runId });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You do not have the ViewFinancials permission.');
  });
});

describe('a partner with ViewFinancials', () => {
  it('still gets every figure, each agreeing with the others', async () => {
    const detail = (await partner.get(`/api/v2/assignment/${ids.assignmentId}`)).json();
    expect(detail.invoices.length).toBeGreaterThan(0);
    const splits = detail.invoices.flatMap((i: { splits: { amountConverted: number }[] }) => i.splits);
    expect(splits.length).toBeGreaterThan(1);
    const sum = splits.reduce((a: number, s: { amountConverted: number }) => a + s.amountConverted, 0);
    expect(detail.totalBillings).toBeGreaterThan(0);
    expect(detail.totalBillings).toBeCloseTo(sum, 0);
    const listing = (
      await partner.post('/api/v2/assignment/list', { search: detail.displayId, scope: 'all' })
    ).json();
    expect(listing.items[0].totalBillings).toBeCloseTo(detail.totalBillings, 2);
    const profile = (await partner.get(`/api/v2/directory/members/${ids.partnerId}`)).json();
    expect(profile.topColleagues.length).toBeGreaterThan(0);
    for (const c of profile.topColleagues) expect(c.teamingValue).toBeGreaterThan(0);
    const found = (await partner.post('/api/v2/widget/colleagueFinder', {})).json();
    const values = found.map((c: { teamingValue: number }) => c.teamingValue);
    expect(values.length).toBeGreaterThan(0);
    expect(values).toEqual([...values].sort((a: number, b: number) => b - a));
  });
});

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  'x-money'?: boolean;
}

/** Numbers named like money that no `money()` mark covers, as paths. */
function unmarkedMoneyNames(
  schema: JsonSchema,
  root: JsonSchema,
  path = '',
  seen = new Set<string>(),
): string[] {
  if (schema['x-money']) return [];
  if (schema.$ref) {
    if (seen.has(schema.$ref)) return [];
    const target = schema.$ref === '#' ? root : root.$defs?.[schema.$ref.split('/').pop()!];
    return target ? unmarkedMoneyNames(target, root, path, new Set([...seen, schema.$ref])) : [];
  }
  const name = path.split('.').pop()?.replace('[]', '') ?? '';
  const types = [schema.type ?? []].flat();
  const here =
    (types.includes('number') || types.includes('integer')) && MONEY_NAME.test(name) && !(name in NOT_MONEY)
      ? [path]
      : [];
  return [
    ...here,
    ...Object.entries(schema.properties ?? {}).flatMap(([key, s]) =>
      unmarkedMoneyNames(s, root, path ? `${path}.${key}` : key, seen),
    ),
    ...(schema.items ? unmarkedMoneyNames(schema.items, root, `${path}[]`, seen) : []),
    ...(typeof schema.additionalProperties === 'object'
      ? unmarkedMoneyNames(schema.additionalProperties, root, `${path}{}`, seen)
      : []),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap((s) =>
      unmarkedMoneyNames(s, root, path, seen),
    ),
  ];
}
