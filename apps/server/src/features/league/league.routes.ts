import { leagueEndpoints as e } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/database.ts';
import { defineRoute } from '../../platform/http.ts';
import type { AuthUser } from '../../platform/session.ts';
import { reportStoreLoaderFor } from '../reports/index.ts';
import type { ReportContext } from '../reports/reports.service.ts';
import { runLeague } from './league.service.ts';
import { listTargets, removeTarget, saveTarget } from './targets.service.ts';

const todayUtc = () => new Date().toISOString().slice(0, 10);

export function registerLeagueRoutes(app: FastifyInstance, options: { database: Database }): void {
  const { database } = options;
  const stores = reportStoreLoaderFor(database);
  const context = (user: AuthUser): ReportContext => ({ db: database.db, user, stores, today: todayUtc });

  defineRoute(app, e.league, ({ user, body }) => runLeague(context(user), body));
  defineRoute(app, e.targets, ({ user, query }) => listTargets(context(user), { year: query.year }));
  defineRoute(app, e.saveTarget, ({ user, body }) => saveTarget(context(user), body));
  defineRoute(app, e.removeTarget, ({ user, params }) => removeTarget(context(user), { id: params.id }));
}
