import { reportEndpoints, reportToolEndpoints } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/database.ts';
import { defineRoute } from '../../platform/http.ts';
import {
  getFacade,
  getReportStub,
  getSavedReport,
  resolveReportStub,
  saveFacade,
} from './report-sharing.service.ts';
import { createReportStoreLoader } from './report-store-loader.ts';
import { buildWorkbook, workbookFileName } from './report-xlsx.ts';
import {
  drillIntoFigure,
  getForecast,
  getMemberDetails,
  type ReportDeps,
  runFinancialReport,
} from './reports.service.ts';

const todayUtc = () => new Date().toISOString().slice(0, 10);

export function registerReportRoutes(
  app: FastifyInstance,
  options: { database: Database; today?: () => string },
): ReportDeps {
  const { database } = options;
  const db = database.db;
  const deps: ReportDeps = {
    db,
    stores: createReportStoreLoader(database),
    today: options.today ?? todayUtc,
  };
  const tools = reportToolEndpoints;

  defineRoute(app, reportEndpoints.run, ({ user, body, query }) =>
    runFinancialReport(deps, { user, request: body, flags: query }),
  );
  defineRoute(app, tools.members, ({ body }) => getMemberDetails(deps, { request: body }));
  defineRoute(app, tools.drill, ({ user, body }) =>
    drillIntoFigure(deps, { user, request: body, compare: false }),
  );
  defineRoute(app, tools.facade, ({ user, body }) => getFacade({ db, user, reportType: body.type }));
  defineRoute(app, tools.saveFacade, ({ user, body }) =>
    saveFacade({ db, user, report: body.report, facade: body.facade }),
  );
  defineRoute(app, tools.stubOfReport, async ({ user, params, reply }) =>
    reply
      .type('application/json')
      .send(JSON.stringify(await getReportStub({ db, user, reportId: params.id }))),
  );
  defineRoute(app, tools.reportOfStub, ({ params }) => resolveReportStub({ db, stub: params.stub }));
  defineRoute(app, tools.savedReport, ({ user, params }) =>
    getSavedReport({ db, user, reportId: params.id }),
  );
  defineRoute(app, tools.xlsx, async ({ user, body, reply }) => {
    const file = await buildWorkbook(body, body.currency ?? user.Currency);
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${workbookFileName(body.type, new Date())}"`)
      .send(file);
  });
  defineRoute(app, tools.forecast, ({ user, params }) => getForecast(deps, { user, year: params.year }));
  return deps;
}
