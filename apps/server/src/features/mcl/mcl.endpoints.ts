import { mclEndpoints as e, reportSearchEndpoints as r } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/database.ts';
import { handleEndpoint } from '../../platform/http.ts';
import { countedRun, type Metrics } from '../../platform/metrics.ts';
import type { AuthUser } from '../../platform/session.ts';
import { todayUtc } from '../../platform/today.ts';
import type { ReportCaches, RunWorkbooks } from '../reports/index.ts';
import { getAssignment } from './assignment-detail.service.ts';
import type { AssignmentRanks } from './assignment-order.ts';
import { getHierarchy } from './company-family.service.ts';
import * as mcl from './mcl.service.ts';
import { assignmentRunWorkbook, companyRunWorkbook } from './mcl-report-workbooks.ts';
import * as searches from './mcl-reports.service.ts';
import * as widgets from './mcl-widgets.service.ts';

export function registerMclEndpoints(
  app: FastifyInstance,
  options: {
    database: Database;
    reportCaches: ReportCaches;
    assignmentRanks: AssignmentRanks;
    metrics: Metrics;
    workbooks: RunWorkbooks;
    today?: () => string;
  },
): void {
  const { database, reportCaches, assignmentRanks, metrics, workbooks } = options;
  const today = options.today ?? todayUtc;
  const context = (user: AuthUser): mcl.MclContext => ({
    db: database.db,
    user,
    ...reportCaches,
    assignmentRanks,
    today,
  });

  workbooks.set('Assignment', ({ user, run }) => assignmentRunWorkbook(context(user), { run }));
  workbooks.set('Company', ({ user, run }) => companyRunWorkbook(context(user), { run }));

  handleEndpoint(app, e.assignments, ({ user, body }) => mcl.listAssignments(context(user), body));
  handleEndpoint(app, e.assignment, ({ user, params }) => getAssignment(context(user), params));
  handleEndpoint(app, e.companies, ({ user, body }) => mcl.listCompanies(context(user), body));
  handleEndpoint(app, e.hierarchy, ({ user, params, query }) =>
    getHierarchy(context(user), { id: params.id, include: query.include }),
  );
  handleEndpoint(app, r.companyFinancials, ({ user, params, body }) =>
    searches.getCompanyFinancials(context(user), { id: params.id, show: body.show }),
  );
  handleEndpoint(app, r.assignmentReport, ({ user, body, query }) =>
    countedRun(
      metrics,
      'Assignment',
      searches.runAssignmentReport(context(user), { request: body, flags: query }),
    ),
  );
  handleEndpoint(app, r.companyReport, ({ user, body, query }) =>
    countedRun(metrics, 'Company', searches.runCompanyReport(context(user), { request: body, flags: query })),
  );
  handleEndpoint(app, e.recentAssignments, ({ user, body }) =>
    widgets.recentAssignments(context(user), body),
  );
  handleEndpoint(app, e.recentCompanies, ({ user, body }) => widgets.recentCompanies(context(user), body));
  handleEndpoint(app, e.recentTeamingWin, ({ user, body, query }) =>
    widgets.recentTeamingWins(context(user), { filter: body.filter, take: query.take }),
  );
  handleEndpoint(app, e.topOffices, ({ user, body, query }) =>
    widgets.topOffices(context(user), { ...body, take: query.take }),
  );
  handleEndpoint(app, e.topPartners, ({ user, body, query }) =>
    widgets.topPartners(context(user), { ...body, take: query.take }),
  );
  handleEndpoint(app, e.topPracticeGroups, ({ user, body, query }) =>
    widgets.topPracticeGroups(context(user), { ...body, take: query.take }),
  );
}
