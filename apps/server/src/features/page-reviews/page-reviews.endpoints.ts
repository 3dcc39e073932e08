import { pageReviewEndpoints as e } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database.ts';
import { handleEndpoint } from '../../platform/http.ts';
import type { SiteCache } from '../site/index.ts';
import { getPageReview, listDueReviews, markPageReviewed, savePageReview } from './page-reviews.service.ts';

export function registerPageReviewEndpoints(
  app: FastifyInstance,
  { db, siteCache }: { db: Db; siteCache: SiteCache },
): void {
  handleEndpoint(app, e.due, ({ user }) => listDueReviews({ db, siteCache, user }));
  handleEndpoint(app, e.get, ({ user, params }) => getPageReview({ db, siteCache, user }, params));
  handleEndpoint(app, e.save, ({ user, params, body }) =>
    savePageReview({ db, siteCache, user }, { ...params, ...body }),
  );
  handleEndpoint(app, e.reviewed, ({ user, params }) => markPageReviewed({ db, siteCache, user }, params));
}
