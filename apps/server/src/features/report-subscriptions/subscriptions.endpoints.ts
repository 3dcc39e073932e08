// Report subscriptions and alerts (docs/subscriptions.md): the calls, the jobs that send them and
// the scheduler that finds them due, in every process.
import { reportSubscriptionEndpoints as e } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../platform/database.ts';
import { handleEndpoint } from '../../platform/http.ts';
import type { JobHandlers } from '../../platform/jobs/job-runner.ts';
import type { AuthUser } from '../../platform/session.ts';
import { todayUtc } from '../../platform/today.ts';
import type { ReportCaches } from '../reports/index.ts';
import type { ReportContext } from '../reports/reports.service.ts';
import { CHECK_ALERT_JOB, checkAlert, createAlert, deleteAlert, listAlerts } from './alerts.service.ts';
import { startReportScheduler } from './report-scheduler.ts';
import { type SystemReportContext, sendSubscription } from './send-subscription.job.ts';
import {
  createSubscription,
  deleteSubscription,
  listDeliveries,
  listSubscriptions,
  SEND_SUBSCRIPTION_JOB,
  sendSubscriptionNow,
  unsubscribe,
} from './subscriptions.service.ts';

/** Registers the calls and starts the scheduler; answers the job handlers for the jobs runner. */
export function registerSubscriptionEndpoints(
  app: FastifyInstance,
  options: {
    database: Database;
    reportCaches: ReportCaches;
    config: Pick<Config, 'ATRIUM_PUBLIC_URL' | 'PORT'>;
    /** How often this process looks for due subscriptions and alerts. */
    schedulerEveryMs?: number;
    /** Prints a report's page to PDF for the subscriptions that attach one. */
    renderPdf?: (html: string) => Promise<Buffer>;
  },
): JobHandlers {
  const { database, reportCaches, config } = options;
  const system: SystemReportContext = {
    db: database.db,
    ...reportCaches,
    today: todayUtc,
    publicUrl: (config.ATRIUM_PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
    renderPdf: options.renderPdf,
  };
  const context = (user: AuthUser): ReportContext => ({ ...system, user });

  handleEndpoint(app, e.list, ({ user, query }) => listSubscriptions(context(user), query));
  handleEndpoint(app, e.create, ({ user, body }) => createSubscription(context(user), body));
  handleEndpoint(app, e.remove, ({ user, params }) => deleteSubscription(context(user), params));
  handleEndpoint(app, e.send, ({ user, params }) => sendSubscriptionNow(context(user), params));
  handleEndpoint(app, e.unsubscribe, async ({ params, reply }) => {
    const { reportName } = await unsubscribe(system, params);
    reply.header('Cache-Control', 'no-store');
    return reply.redirect(`/my-reports?unsubscribed=${encodeURIComponent(reportName)}`, 302);
  });
  handleEndpoint(app, e.alerts, ({ user, query }) => listAlerts(context(user), query));
  handleEndpoint(app, e.createAlert, ({ user, body }) => createAlert(context(user), body));
  handleEndpoint(app, e.removeAlert, ({ user, params }) => deleteAlert(context(user), params));
  handleEndpoint(app, e.adminSubscriptions, ({ user, query }) =>
    listSubscriptions(context(user), { ...query, everyone: true }),
  );
  handleEndpoint(app, e.adminDeliveries, ({ user, query }) => listDeliveries(context(user), query));

  const scheduler = startReportScheduler({
    db: database.db,
    log: app.log,
    everyMs: options.schedulerEveryMs,
  });
  app.addHook('onClose', scheduler.stop);
  return {
    [SEND_SUBSCRIPTION_JOB]: async (_ctx, payload) => void (await sendSubscription(system, payload)),
    [CHECK_ALERT_JOB]: async (_ctx, payload) => void (await checkAlert(system, payload)),
  };
}
