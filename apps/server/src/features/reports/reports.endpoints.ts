import {
  reportEndpoints,
  reportSearchEndpoints,
  reportToolEndpoints,
  savedReportEndpoints,
} from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/database.ts';
import { handleEndpoint } from '../../platform/http.ts';
import { countedRun, type Metrics } from '../../platform/metrics.ts';
import { todayUtc } from '../../platform/today.ts';
import { warmUpEngine } from './engine-warm-up.ts';
import type { ReportCaches } from './report-caches.ts';
import { reportContextFor } from './report-context.ts';
import {
  getFacade,
  getReportStub,
  getSavedReport,
  resolveReportStub,
  saveFacade,
} from './report-sharing.service.ts';
import {
  drillIntoFigure,
  financialRunWorkbook,
  getForecast,
  getMemberDetails,
  getPartnerFinancialPanel,
  runFinancialReport,
} from './reports.service.ts';
import { exportRunPdf, type RenderPdf } from './run-pdf.service.ts';
import { exportRunWorkbook, type RunWorkbooks } from './run-workbook.service.ts';
import {
  createSavedReport,
  deleteSavedReport,
  listSavedReports,
  runSavedReport,
  updateSavedReport,
} from './saved-reports.service.ts';

export function registerReportEndpoints(
  app: FastifyInstance,
  options: {
    database: Database;
    reportCaches: ReportCaches;
    metrics: Metrics;
    workbooks: RunWorkbooks;
    /** The portal's one Chromium printer (features/print), and the most rows a run's PDF may hold. */
    pdf: { render: RenderPdf; maxRows: number };
    today?: () => string;
  },
): void {
  const { database, reportCaches, metrics, workbooks } = options;
  const { stores } = reportCaches;
  const today = options.today ?? todayUtc;
  const context = reportContextFor(options);
  // Loaded and warmed as soon as the portal listens, so the first report after a start does not
  // wait for it (API tests, which never listen, skip both).
  app.addHook('onListen', (done) => {
    stores
      .get(0)
      .then(({ store }) => warmUpEngine(store, today()))
      .catch((error: unknown) => app.log.warn({ err: error }, 'report store not loaded or warmed at start'));
    done();
  });
  const tools = reportToolEndpoints;

  handleEndpoint(app, reportEndpoints.run, ({ user, body, query }) =>
    countedRun(metrics, 'Financial', runFinancialReport(context(user), { request: body, flags: query })),
  );
  handleEndpoint(app, tools.members, ({ user, body }) => getMemberDetails(context(user), body));
  handleEndpoint(app, tools.drill, ({ user, body }) => drillIntoFigure(context(user), body));
  handleEndpoint(app, tools.facade, ({ user, body }) => getFacade(context(user), { reportType: body.type }));
  handleEndpoint(app, tools.saveFacade, ({ user, body }) => saveFacade(context(user), body));
  // The stub is a bare JSON string: typed as JSON, or Fastify would send it as plain text.
  handleEndpoint(app, tools.stubOfReport, async ({ user, params, reply }) => {
    reply.type('application/json');
    return JSON.stringify(await getReportStub(context(user), { reportId: params.id }));
  });
  handleEndpoint(app, tools.reportOfStub, ({ user, params }) =>
    resolveReportStub(context(user), { stub: params.stub }),
  );
  handleEndpoint(app, tools.savedReport, ({ user, params }) =>
    getSavedReport(context(user), { reportId: params.id }),
  );
  workbooks.set('Financial', ({ user, run }) => financialRunWorkbook(context(user), { run }));
  handleEndpoint(app, tools.xlsx, async ({ user, body, reply }) => {
    const { fileName, stream } = await exportRunWorkbook(
      { db: database.db, user, workbooks, writers: reportCaches.writers },
      { runId: body.runId },
    );
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(stream);
  });
  handleEndpoint(app, tools.pdf, async ({ user, body, reply }) => {
    const { fileName, pdf } = await exportRunPdf(
      { db: database.db, user, workbooks, renderPdf: options.pdf.render, maxRows: options.pdf.maxRows },
      { runId: body.runId },
    );
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(pdf);
  });
  handleEndpoint(app, reportSearchEndpoints.partnerFinancials, ({ user, params }) =>
    getPartnerFinancialPanel(context(user), { id: params.id }),
  );
  const saved = savedReportEndpoints;
  handleEndpoint(app, saved.list, ({ user, query }) => listSavedReports(context(user), query));
  handleEndpoint(app, saved.create, ({ user, body }) => createSavedReport(context(user), body));
  handleEndpoint(app, saved.update, ({ user, params, body }) =>
    updateSavedReport(context(user), { reportId: params.id, update: body }),
  );
  handleEndpoint(app, saved.remove, ({ user, params }) =>
    deleteSavedReport(context(user), { reportId: params.id }),
  );
  handleEndpoint(app, saved.run, ({ user, params }) =>
    runSavedReport(context(user), { reportId: params.id }),
  );
  handleEndpoint(app, tools.forecast, ({ user, params }) =>
    getForecast(context(user), { year: params.year }),
  );
}
