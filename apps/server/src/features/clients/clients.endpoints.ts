import { clientKnowledgeEndpoints as e } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/database.ts';
import { handleEndpoint } from '../../platform/http.ts';
import type { AuthUser } from '../../platform/session.ts';
import type { ReportCaches } from '../reports/index.ts';
import type { ReportContext } from '../reports/reports.service.ts';
import { getClients, getKnownBy } from './clients.service.ts';

const todayUtc = () => new Date().toISOString().slice(0, 10);

export function registerClientEndpoints(
  app: FastifyInstance,
  options: { database: Database; reportCaches: ReportCaches },
): void {
  const { database, reportCaches } = options;
  const context = (user: AuthUser): ReportContext => ({
    db: database.db,
    user,
    ...reportCaches,
    today: todayUtc,
  });

  handleEndpoint(app, e.knownBy, ({ user, params, query }) =>
    getKnownBy(context(user), { id: params.id, ...query }),
  );
  handleEndpoint(app, e.clients, ({ user, params, query }) =>
    getClients(context(user), { partnerId: params.id, ...query }),
  );
}
