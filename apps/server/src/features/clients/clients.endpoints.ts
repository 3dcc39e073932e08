import { clientKnowledgeEndpoints as e } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/database.ts';
import { handleEndpoint } from '../../platform/http.ts';
import { type ReportCaches, reportContextFor } from '../reports/index.ts';
import { getClients, getKnownBy } from './clients.service.ts';

export function registerClientEndpoints(
  app: FastifyInstance,
  options: { database: Database; reportCaches: ReportCaches },
): void {
  const context = reportContextFor(options);

  handleEndpoint(app, e.knownBy, ({ user, params, query }) =>
    getKnownBy(context(user), { id: params.id, ...query }),
  );
  handleEndpoint(app, e.clients, ({ user, params, query }) =>
    getClients(context(user), { partnerId: params.id, ...query }),
  );
}
