import { leagueEndpoints as e } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/database.ts';
import { handleEndpoint } from '../../platform/http.ts';
import { type ReportCaches, reportContextFor } from '../reports/index.ts';
import { runLeague } from './league.service.ts';
import { exportLeagueWorkbook } from './league-export.ts';
import { listTargets, removeTarget, saveTarget } from './targets.service.ts';
import { importTargets } from './targets-import.ts';

export function registerLeagueEndpoints(
  app: FastifyInstance,
  options: { database: Database; reportCaches: ReportCaches },
): void {
  const context = reportContextFor(options);

  handleEndpoint(app, e.league, ({ user, body }) => runLeague(context(user), { ...body, saveReport: true }));
  handleEndpoint(app, e.xlsx, async ({ user, body, reply }) => {
    const { fileName, stream } = await exportLeagueWorkbook(context(user), body);
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(stream);
  });
  handleEndpoint(app, e.targets, ({ user, query }) => listTargets(context(user), { year: query.year }));
  handleEndpoint(app, e.saveTarget, ({ user, body }) => saveTarget(context(user), body));
  // The targets file comes as text/csv: its parser lives in a scope of its own, so that no other
  // route takes a CSV body (they answer 415 as before).
  app.register(async (scope) => {
    scope.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: 2_100_000 }, (_req, body, done) =>
      done(null, body),
    );
    handleEndpoint(scope, e.importTargets, ({ user, body }) => importTargets(context(user), body));
  });
  handleEndpoint(app, e.removeTarget, ({ user, params }) => removeTarget(context(user), { id: params.id }));
}
