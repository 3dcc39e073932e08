// Before a process serves anyone, it answers once what the first screens of a working day ask for:
// the session, the page tree, the home page's people and assignment widgets, the listings, the
// directory, a search, and the first company, assignment and colleague those lists name, as the
// first site admin. The embedded database compiles each of its code paths the first time it runs,
// so the first of each kind of read after a start took two to ten times as long as later ones (the
// page tree 54 ms against 5, a search 68 against 24, a company's figures 109 against 22) and held
// the event loop meanwhile; the first visitor now finds them warm. The reads change nothing: no
// page is opened (a page read counts as a view) and the session opened for them is signed out after.
import {
  authEndpoints,
  mclEndpoints,
  mustReadEndpoints,
  peopleEndpoints,
  recordScreenAddresses as records,
  routeEndpoints,
  searchEndpoints,
} from '@atrium/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Config } from './config.ts';
import { openFirstSiteAdminSession } from './features/auth/auth.service.ts';
import type { Database } from './platform/database.ts';
import { logRequestsAtDebug } from './platform/request-logger.ts';
import { isAlwaysSecure } from './platform/security.ts';
import { CSRF_HEADER, cookieNamesFor } from './platform/session.ts';

interface WarmUpRead {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}

const LISTING = { scope: 'all', offset: 0, limit: 50 };

/** The reads that need no record, in the order a partner's morning makes them. */
const FIRST_READS = {
  isLoggedIn: { method: 'GET', url: authEndpoints.isLoggedIn.path },
  tree: { method: 'GET', url: routeEndpoints.tree.path },
  mustRead: { method: 'GET', url: mustReadEndpoints.mine.path },
  newPartners: {
    method: 'POST',
    url: peopleEndpoints.newPartners.path,
    body: { filter: [], take: 6, months: 12 },
  },
  recentAssignments: {
    method: 'POST',
    url: mclEndpoints.recentAssignments.path,
    body: { filter: [], take: 5 },
  },
  assignments: { method: 'POST', url: mclEndpoints.assignments.path, body: LISTING },
  companies: { method: 'POST', url: mclEndpoints.companies.path, body: LISTING },
  members: { method: 'GET', url: `${peopleEndpoints.members.path}?offset=0&limit=50` },
  search: { method: 'GET', url: `${searchEndpoints.search.path}?q=director` },
} satisfies Record<string, WarmUpRead>;

const at = (path: string, id: number) => path.replace(':id', String(id));

interface FirstRecords {
  company?: number;
  assignment?: number;
  member?: number;
}

/** What a company's, an assignment's and a colleague's screens read, for the first of each listed. */
function recordReads({ company, assignment, member }: FirstRecords): WarmUpRead[] {
  const reads: WarmUpRead[] = [];
  if (company !== undefined)
    reads.push(
      { method: 'GET', url: at(records.company.path, company) },
      { method: 'GET', url: at(records.offLimits.path, company) },
      { method: 'GET', url: `${at(records.hierarchy.path, company)}?include=all` },
      { method: 'GET', url: `${at(records.knownBy.path, company)}?family=false&offset=0&limit=10` },
      { method: 'POST', url: at(records.companyFinancials.path, company), body: { show: 'subsidiaries' } },
      { method: 'POST', url: mclEndpoints.assignments.path, body: { ...LISTING, companyId: company } },
    );
  if (assignment !== undefined) reads.push({ method: 'GET', url: at(records.assignment.path, assignment) });
  if (member !== undefined)
    reads.push(
      { method: 'GET', url: at(records.member.path, member) },
      { method: 'GET', url: `${at(records.partnerClients.path, member)}?offset=0&limit=10` },
      { method: 'GET', url: `${at(records.partnerOffLimitsExpiring.path, member)}?days=90` },
      { method: 'POST', url: at(records.partnerFinancials.path, member), body: {} },
    );
  return reads;
}

/** The first row's id of a listing's reply, if it answered one. */
function firstId(reply: LightMyRequestResponse | undefined): number | undefined {
  if (reply?.statusCode !== 200) return undefined;
  const id = (reply.json() as { items?: { Id?: unknown }[] }).items?.[0]?.Id;
  return typeof id === 'number' ? id : undefined;
}

export interface WarmUpAnswer {
  url: string;
  status: number;
}

/**
 * Makes the reads once as the first active site admin, left out of the metrics and logged at debug;
 * a firm without an active site admin starts cold.
 */
export function warmUp(
  app: FastifyInstance,
  options: { database: Database; config: Config },
): Promise<WarmUpAnswer[]> {
  return app.uncounted(() => logRequestsAtDebug(() => readAsFirstAdmin(app, options)));
}

async function readAsFirstAdmin(
  app: FastifyInstance,
  { database, config }: { database: Database; config: Config },
): Promise<WarmUpAnswer[]> {
  const session = await openFirstSiteAdminSession({ db: database.db, config });
  if (!session) return [];
  const { tokens } = session;
  // Injected requests come over plain HTTP: the names are the ones such a request is read with.
  const names = cookieNamesFor(isAlwaysSecure(config));
  const headers = {
    cookie: `${names.session}=${tokens.accessToken}; ${names.csrf}=${tokens.csrfToken}`,
    [CSRF_HEADER]: tokens.csrfToken,
  };
  const answers: WarmUpAnswer[] = [];
  const read = async ({ method, url, body }: WarmUpRead) => {
    const reply = await app.inject({ method, url, headers, payload: body as object });
    answers.push({ url, status: reply.statusCode });
    return reply;
  };
  try {
    const replies: Partial<Record<keyof typeof FIRST_READS, LightMyRequestResponse>> = {};
    for (const [name, first] of Object.entries(FIRST_READS))
      replies[name as keyof typeof FIRST_READS] = await read(first);
    const first: FirstRecords = {
      company: firstId(replies.companies),
      assignment: firstId(replies.assignments),
      member: firstId(replies.members),
    };
    for (const record of recordReads(first)) await read(record);
  } finally {
    await app.inject({ method: 'POST', url: authEndpoints.logout.path, headers });
  }
  return answers;
}
