import { assetEndpoints, pageEndpoints, promoEndpoints, routeEndpoints } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database.ts';
import { handleEndpoint } from '../../platform/http.ts';
import { sendJsonCopy } from '../../platform/json-copy.ts';
import { sendImage } from '../../platform/send-image.ts';
import { getShareCard, readPageMetaImage, setPageMetaImage } from './page-meta.service.ts';
import { getPageVersion, listPageVersions, restorePageVersion } from './page-versions.service.ts';
import { deletePage, getPageCopy, savePage } from './pages.service.ts';
import { listPromoCandidates, listPromoFields, listPromos, savePromoFields } from './promos.service.ts';
import type { RichTextSanitizer } from './rich-text-pool.ts';
import { duplicateRoute, moveRoutes } from './route-moves.service.ts';
import { saveRoute } from './route-save.service.ts';
import { deleteRoutes, emptyTrash, listTrash, restoreFromTrash } from './route-trash.service.ts';
import {
  getRouteDetail,
  getRouteTreeCopy,
  isRouteNameTaken,
  listTags,
  resolveRedirect,
} from './routes.service.ts';
import type { SiteCache } from './site-cache.ts';

const MUTATING: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function registerSiteEndpoints(
  app: FastifyInstance,
  {
    db,
    siteCache,
    dataDir,
    pageEntries,
    countView,
    richText,
  }: {
    db: Db;
    siteCache: SiteCache;
    dataDir: string;
    richText: RichTextSanitizer;
    /** Counts a page read (page analytics); the count is written later, never during the read. */
    countView?: (view: { uuid: string; userId: number }) => void;
    /** Where saved pages' search entries are built after the reply (the embedded database). */
    pageEntries?: { saved(): void };
  },
): void {
  const isSearchLater = pageEntries !== undefined;
  if (pageEntries) {
    // A save leaves its page's search entry pending; it is built once the reply is out.
    const saves = new Set([pageEndpoints.save.path, pageEndpoints.restoreVersion.path]);
    app.addHook('onResponse', (request, reply, done) => {
      if (reply.statusCode === 200 && saves.has(request.routeOptions.url ?? '')) pageEntries.saved();
      done();
    });
  }
  // A change made by this process is seen by its next read at once, before the NOTIFY comes back.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (MUTATING.has(request.method)) siteCache.changed();
    done(null, payload);
  });
  handleEndpoint(
    app,
    routeEndpoints.tree,
    async ({ user, request, reply }) =>
      sendJsonCopy(request, reply, await getRouteTreeCopy({ db, siteCache, user })),
    { sendsOwnEncoding: true },
  );
  handleEndpoint(app, routeEndpoints.redirect, ({ user, query }) =>
    resolveRedirect({ db, siteCache, user }, query),
  );
  handleEndpoint(app, routeEndpoints.trash, () => listTrash({ db }));
  handleEndpoint(app, routeEndpoints.restore, ({ user, body }) =>
    restoreFromTrash({ db, siteCache, user }, { uuids: body }),
  );
  handleEndpoint(app, routeEndpoints.emptyTrash, ({ user, body }) =>
    emptyTrash({ db, user }, { uuids: body.UUIDs }),
  );
  handleEndpoint(app, routeEndpoints.detail, ({ user, params }) =>
    getRouteDetail({ db, siteCache, user }, params),
  );
  handleEndpoint(app, routeEndpoints.save, ({ user, body }) => saveRoute({ db, siteCache, user }, body));
  handleEndpoint(app, routeEndpoints.checkName, ({ body }) => isRouteNameTaken({ db }, body));
  handleEndpoint(app, routeEndpoints.remove, ({ user, body }) =>
    deleteRoutes({ db, siteCache, user }, { uuids: body }),
  );
  handleEndpoint(app, routeEndpoints.move, ({ user, body }) =>
    moveRoutes({ db, user }, { placements: body }),
  );
  handleEndpoint(app, routeEndpoints.duplicate, ({ user, params }) =>
    duplicateRoute({ db, siteCache, user }, params),
  );
  handleEndpoint(app, assetEndpoints.tags, () => listTags({ db }));

  handleEndpoint(
    app,
    pageEndpoints.get,
    async ({ user, params, request, reply }) => {
      const copy = await getPageCopy({ db, siteCache, user }, params);
      countView?.({ uuid: params.uuid, userId: user.ID });
      return sendJsonCopy(request, reply, copy);
    },
    { sendsOwnEncoding: true },
  );
  handleEndpoint(app, pageEndpoints.save, ({ user, body }) =>
    savePage({ db, user, isSearchLater, richText }, body),
  );
  handleEndpoint(app, pageEndpoints.remove, ({ user, body }) => deletePage({ db, siteCache, user }, body));
  handleEndpoint(app, pageEndpoints.versions, ({ user, params }) =>
    listPageVersions({ db, siteCache, user }, params),
  );
  handleEndpoint(app, pageEndpoints.version, ({ user, params }) =>
    getPageVersion({ db, siteCache, user }, params),
  );
  handleEndpoint(app, pageEndpoints.restoreVersion, ({ user, params, body }) =>
    restorePageVersion({ db, user, isSearchLater, richText }, { ...params, ...body }),
  );
  handleEndpoint(app, assetEndpoints.shareCard, ({ user, params }) =>
    getShareCard({ db, siteCache, user }, params),
  );
  handleEndpoint(app, assetEndpoints.pageMetaImage, async ({ user, params, reply }) =>
    sendImage(reply, await readPageMetaImage({ db, siteCache, user, dataDir }, params)),
  );
  handleEndpoint(app, assetEndpoints.setPageMetaImage, ({ user, params, query }) =>
    setPageMetaImage({ db, siteCache, user }, { ...params, type: query.type }),
  );

  handleEndpoint(app, promoEndpoints.promos, ({ user, body }) => listPromos({ db, siteCache, user }, body));
  handleEndpoint(app, promoEndpoints.candidates, ({ user, query }) =>
    listPromoCandidates({ db, siteCache, user }, query),
  );
  handleEndpoint(app, promoEndpoints.adminList, ({ user }) => listPromoFields({ db, user }));
  handleEndpoint(app, promoEndpoints.adminSave, ({ user, params, body }) =>
    savePromoFields({ db, siteCache, user }, { ...params, ...body }),
  );
}
