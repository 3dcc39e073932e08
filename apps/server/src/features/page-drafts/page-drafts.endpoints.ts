import { pageDraftEndpoints as e, pageEndpoints } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database.ts';
import { handleEndpoint } from '../../platform/http.ts';
import type { SiteCache } from '../site/index.ts';
import {
  discardMyDraft,
  discardPublishedDraft,
  getAuthorDraft,
  getMyDraft,
  listPageDrafts,
  saveMyDraft,
} from './page-drafts.service.ts';

/** Calls that publish a page: what the publisher had drafted of it is then done with. */
const PUBLISHING_PATHS: ReadonlySet<string> = new Set([
  pageEndpoints.save.path,
  pageEndpoints.restoreVersion.path,
]);

export function registerPageDraftEndpoints(
  app: FastifyInstance,
  { db, siteCache }: { db: Db; siteCache: SiteCache },
): void {
  handleEndpoint(app, e.mine, ({ user, params }) => getMyDraft({ db, siteCache, user }, params));
  handleEndpoint(app, e.save, ({ user, params, body }) =>
    saveMyDraft({ db, siteCache, user }, { ...params, ...body }),
  );
  handleEndpoint(app, e.discard, ({ user, params }) => discardMyDraft({ db, siteCache, user }, params));
  handleEndpoint(app, e.list, ({ user, params }) => listPageDrafts({ db, siteCache, user }, params));
  handleEndpoint(app, e.byAuthor, ({ user, params }) => getAuthorDraft({ db, siteCache, user }, params));

  // Save publishes the draft (spec 1 §4 Save): it is gone before the saved page is answered, so an
  // editor that reloads at once restores nothing stale. The page's UUID is read from the reply, as
  // a large request body is parsed elsewhere.
  app.addHook('preSerialization', async (request, reply, payload) => {
    const isPublished =
      request.method === 'POST' &&
      reply.statusCode === 200 &&
      request.user !== null &&
      PUBLISHING_PATHS.has(request.routeOptions.url ?? '');
    const uuid = (payload as { UUID?: unknown } | null)?.UUID;
    if (isPublished && request.user && typeof uuid === 'string') {
      await discardPublishedDraft({ db, siteCache, user: request.user }, { uuid });
    }
    return payload;
  });
}
