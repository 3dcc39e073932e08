// Builds the HTTP application around a database: platform plugins first, then every feature.

import { allEndpoints } from '@atrium/contracts';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { areSandboxesOn, type Config } from './config.ts';
import { registerAssetRoutes } from './features/assets/assets.routes.ts';
import { registerAuthRoutes } from './features/auth/auth.routes.ts';
import { resolveSession, startSessionCache } from './features/auth/auth.service.ts';
import { registerPreviewAs } from './features/auth/preview-as.ts';
import { registerCalendarRoutes } from './features/calendar/calendar.routes.ts';
import { registerClientRoutes } from './features/clients/clients.routes.ts';
import { registerCompanyRoutes } from './features/companies/companies.routes.ts';
import { listCompaniesForSandbox } from './features/companies/companies.service.ts';
import { registerContentHealthRoutes } from './features/content-health/content-health.routes.ts';
import { createBoxConnector } from './features/files/box/box-connector.ts';
import { registerFileRoutes } from './features/files/files.routes.ts';
import { registerFormRoutes } from './features/forms/forms.routes.ts';
import { registerGroupRoutes } from './features/groups/groups.routes.ts';
import { registerHealthRoutes } from './features/health/health.routes.ts';
import { registerImportRoutes } from './features/import/import.routes.ts';
import { createConnectors, listeningOrigin } from './features/integrations/connectors.ts';
import { registerSandboxRoutes } from './features/integrations/sandbox/sandbox.routes.ts';
import { readOrCreateSandboxToken } from './features/integrations/sandbox-token.ts';
import { registerLeagueRoutes } from './features/league/league.routes.ts';
import { registerLookupRoutes } from './features/lookups/lookups.routes.ts';
import { registerMclRoutes } from './features/mcl/mcl.routes.ts';
import { registerMustReadRoutes } from './features/must-read/must-read.routes.ts';
import { createOffLimitsDigestHandlers, scheduleOffLimitsDigest } from './features/offlimits/digest.job.ts';
import { registerOffLimitsRoutes } from './features/offlimits/offlimits.routes.ts';
import { registerOutboxRoutes } from './features/outbox/outbox.routes.ts';
import { registerPageAnalyticsRoutes } from './features/page-analytics/page-analytics.routes.ts';
import { createViewCounter } from './features/page-analytics/view-counter.ts';
import { registerPageDraftRoutes } from './features/page-drafts/page-drafts.routes.ts';
import { registerPageReviewRoutes } from './features/page-reviews/page-reviews.routes.ts';
import {
  createReviewNoticesHandler,
  REVIEW_NOTICES_JOB,
  scheduleReviewNotices,
} from './features/page-reviews/review-notices.job.ts';
import { registerPeopleRoutes } from './features/people/people.routes.ts';
import { createPdfRenderer } from './features/print/pdf-renderer.ts';
import { registerPrintRoutes } from './features/print/print.routes.ts';
import { registerSubscriptionRoutes } from './features/report-subscriptions/subscriptions.routes.ts';
import type { RunWorkbooks } from './features/reports/index.ts';
import { listenForReportData } from './features/reports/parsed-results.ts';
import { invalidateReportData } from './features/reports/report-data.service.ts';
import { registerReportRoutes } from './features/reports/reports.routes.ts';
import { startPageSearchEntries } from './features/search/page-entries.ts';
import { registerSearchRoutes } from './features/search/search.routes.ts';
import { createRichTextSanitizer } from './features/site/rich-text-pool.ts';
import { registerSiteRoutes } from './features/site/site.routes.ts';
import { listenForSiteChanges } from './features/site/site-cache.ts';
import { registerViewerRoutes } from './features/viewer/viewer.routes.ts';
import { registerCompression } from './platform/compression.ts';
import type { Database } from './platform/database.ts';
import { registerErrorHandler } from './platform/errors.ts';
import { answerChangesOnceEveryProcessHeard } from './platform/every-process.ts';
import { serverTimeouts } from './platform/http-timeouts.ts';
import { registerIdempotencyKeys } from './platform/idempotency-keys.ts';
import type { JobRunnerTuning } from './platform/jobs/job-runner.ts';
import { registerJsonBodies } from './platform/json-body.ts';
import { createMetrics, registerMetrics } from './platform/metrics.ts';
import { buildOpenApi } from './platform/openapi.ts';
import { createOutboundFetch } from './platform/outbound-fetch.ts';
import { startPlatformJobs } from './platform/platform-jobs.ts';
import { registerReplyBatches } from './platform/reply-batches.ts';
import { lazyChildLogger } from './platform/request-logger.ts';
import { registerSecurityHeaders } from './platform/security.ts';
import { registerSession } from './platform/session.ts';
import { MAX_MULTIPART_FILE_BYTES } from './platform/upload.ts';
import { registerWebApp } from './platform/web.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** Poll, lease and retry timings of the jobs runner (tests shorten them). */
  jobTuning?: Partial<JobRunnerTuning>;
}

export async function buildApp({
  config,
  database,
  serveWeb = true,
  jobTuning,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    ...(config.LOG_LEVEL === 'silent' ? {} : { childLoggerFactory: lazyChildLogger }),
    // X-Forwarded-For is believed only from the configured proxies: anyone else could
    // choose the address the sign-in limit counts.
    trustProxy: config.ATRIUM_TRUST_PROXY ? config.ATRIUM_TRUST_PROXY.split(',').map((a) => a.trim()) : false,
    bodyLimit: 10 * 1024 * 1024,
    ...serverTimeouts(config.ATRIUM_REQUEST_TIMEOUT_SECONDS),
  });
  const db = database.db;

  registerErrorHandler(app);
  const metrics = createMetrics({ database });
  registerMetrics(app, {
    metrics,
    allow: config.ATRIUM_METRICS_ALLOW,
    token: config.ATRIUM_METRICS_TOKEN,
  });
  registerJsonBodies(app);
  registerSecurityHeaders(app, { config });
  registerReplyBatches(app);
  await registerCompression(app);
  answerChangesOnceEveryProcessHeard(app, database);
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: MAX_MULTIPART_FILE_BYTES, files: 50 } });

  // Resolved sessions are cached in process; triggers NOTIFY every process of what ends them.
  const sessionCache = await startSessionCache({ database });
  app.addHook('onClose', sessionCache.stop);
  const { sessions } = sessionCache;
  registerSession(app, {
    config,
    resolve: (accessToken) => resolveSession({ db, sessions }, { accessToken }),
  });
  // After the session: a site admin's preview header turns the caller into the previewed reader.
  registerPreviewAs(app, { db });
  // A creating call retried with the same Idempotency-Key is answered its first reply (docs/security.md).
  registerIdempotencyKeys(app, {
    db,
    keptHours: config.ATRIUM_IDEMPOTENCY_KEY_HOURS,
    // Longer than a request's body may take to arrive, twice over: a request unanswered by then has
    // stopped with its process.
    unfinishedAfterSeconds: 2 * config.ATRIUM_REQUEST_TIMEOUT_SECONDS,
  });

  // Every address fetched on someone's behalf goes through one guard (docs/security.md).
  const outbound = createOutboundFetch({ allowHosts: config.ATRIUM_FETCH_ALLOW_HOSTS });
  app.addHook('onClose', outbound.close);

  registerHealthRoutes(app, { database });
  registerAuthRoutes(app, { db, config, sessions });
  app.addHook('onClose', await listenForSiteChanges({ database }));
  // The embedded database runs the commit's triggers on this event loop: there a saved page's
  // search entry is built after the reply instead, in short steps (migration 0023).
  const pageEntries = database.kind === 'pglite' ? startPageSearchEntries({ db, log: app.log }) : undefined;
  if (pageEntries) {
    app.addHook('onReady', () => pageEntries.settled());
    app.addHook('onClose', () => pageEntries.close());
  }
  // Page reads are counted in memory and written every few seconds, and once more at shutdown.
  const views = config.ATRIUM_PAGE_VIEWS
    ? createViewCounter({ db, flushEveryMs: config.ATRIUM_PAGE_VIEWS_FLUSH_SECONDS * 1000, log: app.log })
    : undefined;
  if (views) app.addHook('onClose', () => views.stop());
  registerSiteRoutes(app, {
    db,
    richText: createRichTextSanitizer(),
    dataDir: config.ATRIUM_DATA_DIR,
    pageEntries,
    countView: views ? (view) => views.count(view) : undefined,
  });
  registerPageAnalyticsRoutes(app, { db, views });
  registerMustReadRoutes(app, { db, publicUrl: config.ATRIUM_PUBLIC_URL });
  registerPageReviewRoutes(app, { db });
  registerPageDraftRoutes(app, { db });
  registerContentHealthRoutes(app, { db });
  registerLookupRoutes(app, { db });
  registerAssetRoutes(app, { db, dataDir: config.ATRIUM_DATA_DIR });
  // Unconfigured connectors call this server's own sandboxes (while they are on), at the address it
  // listens on, with the installation's token from the data directory.
  const sandboxToken = areSandboxesOn(config) ? await readOrCreateSandboxToken(config.ATRIUM_DATA_DIR) : null;
  const selfOrigin = () => listeningOrigin(app.server);
  registerFileRoutes(app, {
    db,
    dataDir: config.ATRIUM_DATA_DIR,
    config,
    box: createBoxConnector({ config, log: app.log, selfOrigin, sandboxToken, outbound }),
    sandboxToken,
  });
  registerImportRoutes(app, { db });
  app.addHook('onClose', await listenForReportData({ database }));
  // Each report type's feature adds how its run's Excel is built; the reports feature serves them all.
  const workbooks: RunWorkbooks = new Map();
  registerReportRoutes(app, { database, metrics, workbooks });
  registerPeopleRoutes(app, { db, dataDir: config.ATRIUM_DATA_DIR, metrics, workbooks });
  registerMclRoutes(app, { database, metrics, workbooks });
  registerOffLimitsRoutes(app, { database });
  registerClientRoutes(app, { database });
  registerLeagueRoutes(app, { database });
  registerCalendarRoutes(app, {
    database,
    feedUrl: config.CALENDAR_FEED_URL,
    feedTimeoutMs: config.CALENDAR_FEED_TIMEOUT_MS,
    feedRefreshMinutes: config.CALENDAR_FEED_REFRESH_MINUTES,
    outbound,
    feedReadBudgetMs: config.CALENDAR_FEED_READ_SECONDS * 1000,
  });
  registerViewerRoutes(app);
  // One Chromium printer for the print call and the subscriptions' PDF attachments.
  const pdfRenderer = createPdfRenderer({
    chromiumPath: config.CHROMIUM_PATH,
    timeoutMs: config.PRINT_TIMEOUT_SECONDS * 1000,
  });
  app.addHook('onClose', () => pdfRenderer.close());
  registerPrintRoutes(app, { renderer: pdfRenderer });
  registerGroupRoutes(app, { db, sessions });
  registerFormRoutes(app, { db });
  registerSearchRoutes(app, { db, pageEntries });
  // Unconfigured connectors call this server's own sandboxes, at the address it listens on.
  const connectors = createConnectors({ config, log: app.log, selfOrigin, sandboxToken, outbound });
  registerCompanyRoutes(app, {
    db,
    connectors,
    log: app.log,
    invalidateReportData: async (tx) => {
      await invalidateReportData(tx);
    },
  });
  registerSandboxRoutes(app, { db, config, sandboxToken, loadCompanies: listCompaniesForSandbox });
  registerOutboxRoutes(app, { db });
  const reportMailJobs = registerSubscriptionRoutes(app, {
    database,
    config,
    // Never more often than once a minute; a runner told to poll less often (tests) looks as rarely.
    schedulerEveryMs: Math.max(60_000, jobTuning?.pollMs ?? 0),
    renderPdf: (html) => pdfRenderer.render({ html, landscape: false }),
  });
  // Every process runs the jobs table (mail among them); each job is claimed by one of them.
  const jobs = await startPlatformJobs({
    config,
    database,
    log: app.log,
    tuning: jobTuning,
    handlers: {
      [REVIEW_NOTICES_JOB]: createReviewNoticesHandler({ publicUrl: config.ATRIUM_PUBLIC_URL }),
      ...reportMailJobs,
      ...createOffLimitsDigestHandlers({ publicUrl: config.ATRIUM_PUBLIC_URL }),
    },
  });
  await scheduleReviewNotices(db);
  await scheduleOffLimitsDigest(db);
  app.addHook('onClose', jobs.stop);

  // Built on first request, not at start: every process (and every test app) would pay for it.
  let openApi: ReturnType<typeof buildOpenApi> | undefined;
  app.get('/api/openapi.json', async () => {
    openApi ??= buildOpenApi(allEndpoints);
    return openApi;
  });

  if (serveWeb) await registerWebApp(app, config.ATRIUM_WEB_DIST);
  return app;
}
