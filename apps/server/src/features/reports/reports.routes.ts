import { reportEndpoints } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/database.ts';
import { defineRoute } from '../../platform/http.ts';
import { createReportStoreLoader } from './report-store-loader.ts';
import { type ReportDeps, runFinancialReport } from './reports.service.ts';

const todayUtc = () => new Date().toISOString().slice(0, 10);

export function registerReportRoutes(
  app: FastifyInstance,
  options: { database: Database; today?: () => string },
): ReportDeps {
  const { database } = options;
  const deps: ReportDeps = {
    db: database.db,
    stores: createReportStoreLoader(database),
    today: options.today ?? todayUtc,
  };
  defineRoute(app, reportEndpoints.run, ({ user, body, query }) =>
    runFinancialReport(deps, { user, request: body, flags: query }),
  );
  return deps;
}
