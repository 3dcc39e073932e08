// Builds the HTTP application around a database: platform plugins first, then every feature.

import { allEndpoints } from '@atrium/contracts';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { areSandboxesOn, type Config } from './config.ts';
import { registerAssetEndpoints } from './features/assets/assets.endpoints.ts';
import { registerAuthEndpoints } from './features/auth/auth.endpoints.ts';
import { resolveSession, startSessionCache } from './features/auth/auth.service.ts';
import { registerPreviewAs } from './features/auth/preview-as.ts';
import { registerCalendarEndpoints } from './features/calendar/calendar.endpoints.ts';
import { FeedReader } from './features/calendar/feed-read.ts';
import { createFeedSource } from './features/calendar/feed-source.ts';
import { registerClientEndpoints } from './features/clients/clients.endpoints.ts';
import { registerCompanyEndpoints } from './features/companies/companies.endpoints.ts';
import { listCompaniesForSandbox } from './features/companies/companies.service.ts';
import { CompanyKeysCache } from './features/companies/company-keys.ts';
import { registerContentHealthEndpoints } from './features/content-health/content-health.endpoints.ts';
import { createBoxConnector } from './features/files/box/box-connector.ts';
import { registerFileEndpoints } from './features/files/files.endpoints.ts';
import { registerGroupEndpoints } from './features/groups/groups.endpoints.ts';
import { registerHealthEndpoints } from './features/health/health.endpoints.ts';
import { registerImportEndpoints } from './features/import/import.endpoints.ts';
import { registerIntakeEndpoints } from './features/intake/intake.endpoints.ts';
import { createConnectors, listeningOrigin } from './features/integrations/connectors.ts';
import { registerSandboxEndpoints } from './features/integrations/sandbox/sandbox.endpoints.ts';
import { readOrCreateSandboxToken } from './features/integrations/sandbox-token.ts';
import { registerLeagueEndpoints } from './features/league/league.endpoints.ts';
import { registerLookupEndpoints } from './features/lookups/lookups.endpoints.ts';
import { AssignmentRanks } from './features/mcl/assignment-order.ts';
import { registerMclEndpoints } from './features/mcl/mcl.endpoints.ts';
import { registerMustReadEndpoints } from './features/must-read/must-read.endpoints.ts';
import { createOffLimitsDigestHandlers, scheduleOffLimitsDigest } from './features/offlimits/digest.job.ts';
import { registerOffLimitsEndpoints } from './features/offlimits/offlimits.endpoints.ts';
import { registerOutboxEndpoints } from './features/outbox/outbox.endpoints.ts';
import { registerPageAnalyticsEndpoints } from './features/page-analytics/page-analytics.endpoints.ts';
import { createViewCounter } from './features/page-analytics/view-counter.ts';
import { registerPageDraftEndpoints } from './features/page-drafts/page-drafts.endpoints.ts';
import { registerPageReviewEndpoints } from './features/page-reviews/page-reviews.endpoints.ts';
import {
  createReviewNoticesHandler,
  REVIEW_NOTICES_JOB,
  scheduleReviewNotices,
} from './features/page-reviews/review-notices.job.ts';
import { registerPeopleEndpoints } from './features/people/people.endpoints.ts';
import type { PicturesInMaking } from './features/people/picture-cache.ts';
import { createPdfRenderer } from './features/print/pdf-renderer.ts';
import { registerPrintEndpoints } from './features/print/print.endpoints.ts';
import { registerSubscriptionEndpoints } from './features/report-subscriptions/subscriptions.endpoints.ts';
import {
  createReportStoreLoader,
  type ReportCaches,
  type RunWorkbooks,
  WorkbookWriters,
} from './features/reports/index.ts';
import { listenForReportData, ParsedResults } from './features/reports/parsed-results.ts';
import { invalidateReportData } from './features/reports/report-data.service.ts';
import { registerReportEndpoints } from './features/reports/reports.endpoints.ts';
import { startPageSearchEntries } from './features/search/page-entries.ts';
import { registerSearchEndpoints } from './features/search/search.endpoints.ts';
import { createRichTextSanitizer } from './features/site/rich-text-pool.ts';
import { registerSiteEndpoints } from './features/site/site.endpoints.ts';
import { listenForSiteChanges, SiteCache } from './features/site/site-cache.ts';
import { registerViewerEndpoints } from './features/viewer/viewer.endpoints.ts';
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

  // Every address fetched on someone's behalf goes through one guard (docs/security.md).
  const outbound = createOutboundFetch({ allowHosts: config.ATRIUM_FETCH_ALLOW_HOSTS });
  app.addHook('onClose', outbound.close);

  // Every cache of the app is made here and reaches its services through their context: a reader
  // finds them in one place, and two apps of one process (tests build many) never share one.
  // Resolved sessions; triggers NOTIFY every process of what ends them.
  const sessionCache = await startSessionCache({ database });
  app.addHook('onClose', sessionCache.stop);
  const { sessions } = sessionCache;
  // The route tree and pages as served, per kind of reader; a transaction's reads keep their own (ADR 014).
  const siteCache = new SiteCache(db);
  app.addHook('onClose', await listenForSiteChanges({ database, siteCache }));
  // The report engine's columnar store, results, run Ids and warm workbook writers.
  const reportCaches: ReportCaches = {
    stores: createReportStoreLoader(database),
    parsedResults: new ParsedResults(),
    keptRuns: new Set(),
    recentResults: new Map(),
    writers: new WorkbookWriters(),
  };
  app.addHook('onClose', await listenForReportData({ database, parsedResults: reportCaches.parsedResults }));
  app.addHook('onClose', () => reportCaches.writers.close());
  // Each assignment sort's ranks for the current data version (the listing and the advanced search).
  const assignmentRanks = new AssignmentRanks();
  // The resized pictures being made now.
  const picturesInMaking: PicturesInMaking = new Map();
  // The calendar feed's last good copy, refreshed on a schedule and read on the app's own thread.
  const feedReader = new FeedReader();
  const feed = createFeedSource({
    database,
    envUrl: config.CALENDAR_FEED_URL,
    timeoutMs: config.CALENDAR_FEED_TIMEOUT_MS,
    refreshMinutes: config.CALENDAR_FEED_REFRESH_MINUTES,
    feedReader,
    readBudgetMs: config.CALENDAR_FEED_READ_SECONDS * 1000,
    log: app.log,
    outbound,
  });
  app.addHook('onClose', async () => {
    feed.stop();
    feedReader.stop();
  });

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

  registerHealthEndpoints(app, { database });
  registerAuthEndpoints(app, { db, config, sessions });
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
  registerSiteEndpoints(app, {
    db,
    siteCache,
    richText: createRichTextSanitizer(),
    dataDir: config.ATRIUM_DATA_DIR,
    pageEntries,
    countView: views ? (view) => views.count(view) : undefined,
  });
  registerPageAnalyticsEndpoints(app, { db, siteCache, views });
  registerMustReadEndpoints(app, { db, siteCache, publicUrl: config.ATRIUM_PUBLIC_URL });
  registerPageReviewEndpoints(app, { db, siteCache });
  registerPageDraftEndpoints(app, { db, siteCache });
  registerContentHealthEndpoints(app, { db, siteCache });
  registerLookupEndpoints(app, { db });
  registerAssetEndpoints(app, { db, dataDir: config.ATRIUM_DATA_DIR });
  // Unconfigured connectors call this server's own sandboxes (while they are on), at the address it
  // listens on, with the installation's token from the data directory.
  const sandboxToken = areSandboxesOn(config) ? await readOrCreateSandboxToken(config.ATRIUM_DATA_DIR) : null;
  const selfOrigin = () => listeningOrigin(app.server);
  registerFileEndpoints(app, {
    db,
    siteCache,
    dataDir: config.ATRIUM_DATA_DIR,
    config,
    box: createBoxConnector({ config, log: app.log, selfOrigin, sandboxToken, outbound }),
    sandboxToken,
  });
  registerImportEndpoints(app, { db });
  // One Chromium printer for the print call, a report run's PDF and the subscriptions' PDF attachments.
  const pdfRenderer = createPdfRenderer({
    chromiumPath: config.CHROMIUM_PATH,
    timeoutMs: config.PRINT_TIMEOUT_SECONDS * 1000,
    dataDir: config.ATRIUM_DATA_DIR,
  });
  app.addHook('onClose', () => pdfRenderer.close());
  // Each report type's feature adds how its run's Excel is built; the reports feature serves them all.
  const workbooks: RunWorkbooks = new Map();
  registerReportEndpoints(app, {
    database,
    reportCaches,
    metrics,
    workbooks,
    pdf: { render: (input) => pdfRenderer.render(input), maxRows: config.REPORT_PDF_MAX_ROWS },
  });
  registerPeopleEndpoints(app, {
    db,
    dataDir: config.ATRIUM_DATA_DIR,
    reportCaches,
    picturesInMaking,
    metrics,
    workbooks,
  });
  registerMclEndpoints(app, { database, reportCaches, assignmentRanks, metrics, workbooks });
  registerOffLimitsEndpoints(app, { database, reportCaches });
  registerClientEndpoints(app, { database, reportCaches });
  registerLeagueEndpoints(app, { database, reportCaches });
  registerCalendarEndpoints(app, { database, feed });
  registerViewerEndpoints(app);
  registerPrintEndpoints(app, { renderer: pdfRenderer });
  registerGroupEndpoints(app, { db, sessions });
  registerIntakeEndpoints(app, { db });
  registerSearchEndpoints(app, { db, siteCache, pageEntries });
  // Unconfigured connectors call this server's own sandboxes, at the address it listens on.
  const connectors = createConnectors({ config, log: app.log, selfOrigin, sandboxToken, outbound });
  registerCompanyEndpoints(app, {
    db,
    connectors,
    companyKeys: new CompanyKeysCache(),
    log: app.log,
    invalidateReportData: async (tx) => {
      await invalidateReportData(tx);
    },
  });
  registerSandboxEndpoints(app, { db, config, sandboxToken, loadCompanies: listCompaniesForSandbox });
  registerOutboxEndpoints(app, { db });
  const reportMailJobs = registerSubscriptionEndpoints(app, {
    database,
    reportCaches,
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
