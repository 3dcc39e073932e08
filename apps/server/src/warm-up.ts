// Before a process serves anyone, it answers once what the first screens of a working day ask for:
// the session, the page tree, the home page's people and assignment widgets, the listings, the
// directory and a search, as the first site admin. The embedded database compiles each of its code
// paths the first time it runs, so the first of each kind of read after a start took two to ten
// times as long as later ones (the page tree 54 ms against 5, a search 68 against 24) and held the
// event loop meanwhile; the first visitor now finds them warm. The reads change nothing: no page
// is opened (a page read counts as a view) and the session opened for them is signed out after.
import {
  authEndpoints,
  mclEndpoints,
  mustReadEndpoints,
  peopleEndpoints,
  routeEndpoints,
  searchEndpoints,
} from '@atrium/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { users } from './db/schema/index.ts';
import { openSession } from './features/auth/auth.service.ts';
import type { Database } from './platform/database.ts';
import { isAlwaysSecure } from './platform/security.ts';
import { CSRF_HEADER, cookieNamesFor } from './platform/session.ts';

interface WarmUpRead {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}

/** The reads, in the order a partner's morning makes them. */
const READS: readonly WarmUpRead[] = [
  { method: 'GET', url: authEndpoints.isLoggedIn.path },
  { method: 'GET', url: routeEndpoints.tree.path },
  { method: 'GET', url: mustReadEndpoints.mine.path },
  { method: 'POST', url: peopleEndpoints.newPartners.path, body: { filter: [], take: 6, months: 12 } },
  { method: 'POST', url: mclEndpoints.recentAssignments.path, body: { filter: [], take: 5 } },
  { method: 'POST', url: mclEndpoints.assignments.path, body: { scope: 'all', offset: 0, limit: 50 } },
  { method: 'POST', url: mclEndpoints.companies.path, body: { scope: 'all', offset: 0, limit: 50 } },
  { method: 'GET', url: `${peopleEndpoints.members.path}?offset=0&limit=50` },
  { method: 'GET', url: `${searchEndpoints.search.path}?q=director` },
];

export interface WarmUpAnswer {
  url: string;
  status: number;
}

/** Answers READS once as the first active site admin; a firm without one starts cold. */
export async function warmUp(
  app: FastifyInstance,
  { database, config }: { database: Database; config: Config },
): Promise<WarmUpAnswer[]> {
  const [admin] = await database.db
    .select()
    .from(users)
    .where(and(eq(users.isSiteAdmin, true), eq(users.statusId, 1)))
    .orderBy(users.id)
    .limit(1);
  if (!admin) return [];
  const { tokens } = await openSession({ db: database.db, config }, { user: admin });
  // Injected requests come over plain HTTP: the names are the ones such a request is read with.
  const names = cookieNamesFor(isAlwaysSecure(config));
  const headers = {
    cookie: `${names.session}=${tokens.accessToken}; ${names.csrf}=${tokens.csrfToken}`,
    [CSRF_HEADER]: tokens.csrfToken,
  };
  const answers: WarmUpAnswer[] = [];
  try {
    for (const read of READS) {
      const reply = await app.inject({
        method: read.method,
        url: read.url,
        headers,
        payload: read.body as object,
      });
      answers.push({ url: read.url, status: reply.statusCode });
    }
  } finally {
    await app.inject({ method: 'POST', url: authEndpoints.logout.path, headers });
  }
  return answers;
}
