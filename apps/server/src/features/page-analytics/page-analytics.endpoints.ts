import { pageAnalyticsEndpoints as e } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database.ts';
import { handleEndpoint } from '../../platform/http.ts';
import type { SiteCache } from '../site/index.ts';
import { getPageTrend, listTopPages } from './page-analytics.service.ts';
import type { ViewCounter } from './view-counter.ts';

export function registerPageAnalyticsEndpoints(
  app: FastifyInstance,
  { db, siteCache, views }: { db: Db; siteCache: SiteCache; views?: ViewCounter },
): void {
  handleEndpoint(app, e.top, ({ user, query }) => listTopPages({ db, siteCache, user, views }, query));
  handleEndpoint(app, e.page, ({ user, params, query }) =>
    getPageTrend({ db, siteCache, user, views }, { ...params, ...query }),
  );
}
