import { pageReviewEndpoints as e } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database.ts';
import { defineRoute } from '../../platform/http.ts';
import { getPageReview, listDueReviews, markPageReviewed, savePageReview } from './page-reviews.service.ts';

export function registerPageReviewRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  defineRoute(app, e.due, ({ user }) => listDueReviews({ db, user }));
  defineRoute(app, e.get, ({ user, params }) => getPageReview({ db, user }, params));
  defineRoute(app, e.save, ({ user, params, body }) => savePageReview({ db, user }, { ...params, ...body }));
  defineRoute(app, e.reviewed, ({ user, params }) => markPageReviewed({ db, user }, params));
}
