export * from './admin.ts';
export * from './api-path.ts';
export * from './assets.ts';
export * from './audience-keys.ts';
export * from './audiences.ts';
export * from './auth.ts';
export * from './brand.ts';
export * from './calendar.ts';
export * from './client-knowledge.ts';
export * from './companies.ts';
export * from './company-connectors.ts';
export * from './company-endpoints.ts';
export * from './company-merge.ts';
export * from './content-health.ts';
export * from './endpoint.ts';
export * from './endpoint-addresses.ts';
export * from './errors.ts';
export * from './files.ts';
export * from './fixed-routes.ts';
export * from './group-names.ts';
export * from './import.ts';
export * from './league.ts';
export * from './locale-schema.ts';
export * from './locales.ts';
export * from './lookup-limits.ts';
export * from './lookups.ts';
export * from './mcl.ts';
export * from './mcl-endpoints.ts';
export * from './money.ts';
export * from './must-read.ts';
export * from './off-limits.ts';
export * from './off-limits-batch.ts';
export * from './outbox.ts';
export * from './page-analytics.ts';
export * from './page-drafts.ts';
export * from './page-merge.ts';
export * from './page-names.ts';
export * from './page-reviews.ts';
export * from './page-rules.ts';
export * from './pages.ts';
export * from './people.ts';
export * from './people-endpoints.ts';
export * from './people-reports.ts';
export * from './people-widgets.ts';
export * from './preview-as.ts';
export * from './print.ts';
export * from './promos.ts';
export * from './report-rules.ts';
export * from './report-searches.ts';
export * from './report-sheets.ts';
export * from './report-subscriptions.ts';
export * from './report-tools.ts';
export * from './report-workbook.ts';
export * from './reports.ts';
export * from './route-impact.ts';
export * from './routes.ts';
export * from './saved-reports.ts';
export * from './screen-addresses.ts';
export * from './search.ts';
export * from './viewer.ts';

import { adminEndpoints } from './admin.ts';
import { assetEndpoints } from './assets.ts';
import { authEndpoints } from './auth.ts';
import { calendarEndpoints } from './calendar.ts';
import { clientKnowledgeEndpoints } from './client-knowledge.ts';
import { companyEndpoints } from './company-endpoints.ts';
import { contentHealthEndpoints } from './content-health.ts';
import type { Endpoint } from './endpoint.ts';
import { fileEndpoints } from './files.ts';
import { importEndpoints } from './import.ts';
import { leagueEndpoints } from './league.ts';
import { hasOwnSingleLookup, LookupKindSchema, lookupEndpoints, lookupKindEndpoints } from './lookups.ts';
import { mclEndpoints } from './mcl-endpoints.ts';
import { mustReadEndpoints } from './must-read.ts';
import { offLimitsEndpoints } from './off-limits.ts';
import { outboxEndpoints } from './outbox.ts';
import { pageAnalyticsEndpoints } from './page-analytics.ts';
import { pageDraftEndpoints } from './page-drafts.ts';
import { pageReviewEndpoints } from './page-reviews.ts';
import { pageEndpoints } from './pages.ts';
import { peopleEndpoints } from './people-endpoints.ts';
import { peopleReportEndpoints } from './people-reports.ts';
import { printEndpoints } from './print.ts';
import { promoEndpoints } from './promos.ts';
import { reportSearchEndpoints } from './report-searches.ts';
import { reportSubscriptionEndpoints } from './report-subscriptions.ts';
import { reportToolEndpoints } from './report-tools.ts';
import { reportEndpoints } from './reports.ts';
import { routeImpactEndpoints } from './route-impact.ts';
import { routeEndpoints } from './routes.ts';
import { savedReportEndpoints } from './saved-reports.ts';
import { searchEndpoints } from './search.ts';
import { viewerEndpoints } from './viewer.ts';

/** Every endpoint of the API, for the OpenAPI document. */
export const allEndpoints: Endpoint[] = [
  ...Object.values(authEndpoints),
  ...Object.values(routeEndpoints),
  ...Object.values(lookupEndpoints),
  ...LookupKindSchema.options.flatMap((kind) => {
    const { filter, single } = lookupKindEndpoints[kind];
    return hasOwnSingleLookup(kind) ? [filter, single] : [filter];
  }),
  ...Object.values(reportEndpoints),
  ...Object.values(reportToolEndpoints),
  ...Object.values(savedReportEndpoints),
  ...Object.values(reportSubscriptionEndpoints),
  ...Object.values(pageEndpoints),
  ...Object.values(mustReadEndpoints),
  ...Object.values(pageDraftEndpoints),
  ...Object.values(pageReviewEndpoints),
  ...Object.values(contentHealthEndpoints),
  ...Object.values(pageAnalyticsEndpoints),
  ...Object.values(routeImpactEndpoints),
  ...Object.values(printEndpoints),
  ...Object.values(assetEndpoints),
  ...Object.values(importEndpoints),
  ...Object.values(companyEndpoints),
  ...Object.values(peopleEndpoints),
  ...Object.values(mclEndpoints),
  ...Object.values(promoEndpoints),
  ...Object.values(adminEndpoints),
  ...Object.values(outboxEndpoints),
  ...Object.values(calendarEndpoints),
  ...Object.values(viewerEndpoints),
  ...Object.values(fileEndpoints),
  ...Object.values(reportSearchEndpoints),
  ...Object.values(searchEndpoints),
  ...Object.values(peopleReportEndpoints),
  ...Object.values(offLimitsEndpoints),
  ...Object.values(clientKnowledgeEndpoints),
  ...Object.values(leagueEndpoints),
] as Endpoint[];
