import { pageReviewEndpoints as e } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database.ts';
import { handleEndpoint } from '../../platform/http.ts';
import { getPageReview, listDueReviews, markPageReviewed, savePageReview } from './page-reviews.service.ts';

export function registerPageReviewEndpoints(app: FastifyInstance, { db }: { db: Db }): void {
  handleEndpoint(app, e.due, ({ user }) => listDueReviews({ db, user }));
  handleEndpoint(app, e.get, ({ user, params }) => getPageReview({ db, user }, params));
  handleEndpoint(app, e.save, ({ user, params, body }) =>
    savePageReview({ db, user }, { ...params, ...body }),
  );
  handleEndpoint(app, e.reviewed, ({ user, params }) => markPageReviewed({ db, user }, params));
}
