import { clientKnowledgeEndpoints as e } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/database.ts';
import { defineRoute } from '../../platform/http.ts';
import type { AuthUser } from '../../platform/session.ts';
import { reportStoreLoaderFor } from '../reports/index.ts';
import type { ReportContext } from '../reports/reports.service.ts';
import { getClients, getKnownBy } from './clients.service.ts';

const todayUtc = () => new Date().toISOString().slice(0, 10);

export function registerClientRoutes(app: FastifyInstance, options: { database: Database }): void {
  const { database } = options;
  const stores = reportStoreLoaderFor(database);
  const context = (user: AuthUser): ReportContext => ({ db: database.db, user, stores, today: todayUtc });

  defineRoute(app, e.knownBy, ({ user, params, query }) =>
    getKnownBy(context(user), { id: params.id, ...query }),
  );
  defineRoute(app, e.clients, ({ user, params, query }) =>
    getClients(context(user), { partnerId: params.id, ...query }),
  );
}
