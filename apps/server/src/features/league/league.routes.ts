import { leagueEndpoints as e } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/database.ts';
import { defineRoute } from '../../platform/http.ts';
import type { AuthUser } from '../../platform/session.ts';
import { reportStoreLoaderFor } from '../reports/index.ts';
import type { ReportContext } from '../reports/reports.service.ts';
import { runLeague } from './league.service.ts';
import { listTargets, removeTarget, saveTarget } from './targets.service.ts';
import { importTargets } from './targets-import.ts';

const todayUtc = () => new Date().toISOString().slice(0, 10);

export function registerLeagueRoutes(app: FastifyInstance, options: { database: Database }): void {
  const { database } = options;
  const stores = reportStoreLoaderFor(database);
  const context = (user: AuthUser): ReportContext => ({ db: database.db, user, stores, today: todayUtc });

  defineRoute(app, e.league, ({ user, body }) => runLeague(context(user), body));
  defineRoute(app, e.targets, ({ user, query }) => listTargets(context(user), { year: query.year }));
  defineRoute(app, e.saveTarget, ({ user, body }) => saveTarget(context(user), body));
  // The targets file comes as text/csv; the parser is the server's one for that type.
  if (!app.hasContentTypeParser('text/csv')) {
    app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: 2_100_000 }, (_req, body, done) =>
      done(null, body),
    );
  }
  defineRoute(app, e.importTargets, ({ user, body }) => importTargets(context(user), body));
  defineRoute(app, e.removeTarget, ({ user, params }) => removeTarget(context(user), { id: params.id }));
}
