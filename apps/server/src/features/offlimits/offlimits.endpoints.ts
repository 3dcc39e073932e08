import { offLimitsEndpoints as e } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/database.ts';
import { handleEndpoint } from '../../platform/http.ts';
import { type ReportCaches, reportContextFor } from '../reports/index.ts';
import { getDigest, setDigest } from './digest.service.ts';
import { getOffLimits, getOffLimitsOfMany, listExpiring } from './offlimits.service.ts';

export function registerOffLimitsEndpoints(
  app: FastifyInstance,
  options: { database: Database; reportCaches: ReportCaches; today?: () => string },
): void {
  const { database } = options;
  const context = reportContextFor(options);

  handleEndpoint(app, e.company, ({ user, params }) => getOffLimits(context(user), { id: params.id }));
  handleEndpoint(app, e.many, ({ user, body }) => getOffLimitsOfMany(context(user), { ids: body.ids }));
  handleEndpoint(app, e.expiring, ({ user, params, query }) =>
    listExpiring(context(user), { partnerId: params.id, ...query }),
  );
  handleEndpoint(app, e.digest, ({ user }) => getDigest(database.db, user.ID));
  handleEndpoint(app, e.setDigest, ({ user, body }) => setDigest(database.db, user.ID, body));
}
