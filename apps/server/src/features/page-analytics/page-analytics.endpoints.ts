import { pageAnalyticsEndpoints as e } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database.ts';
import { handleEndpoint } from '../../platform/http.ts';
import { getPageTrend, listTopPages } from './page-analytics.service.ts';
import type { ViewCounter } from './view-counter.ts';

export function registerPageAnalyticsEndpoints(
  app: FastifyInstance,
  { db, views }: { db: Db; views?: ViewCounter },
): void {
  handleEndpoint(app, e.top, ({ user, query }) => listTopPages({ db, user, views }, query));
  handleEndpoint(app, e.page, ({ user, params, query }) =>
    getPageTrend({ db, user, views }, { ...params, ...query }),
  );
}
