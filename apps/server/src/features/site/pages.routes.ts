import { cmsEndpoints, pageEndpoints } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database.ts';
import { defineRoute } from '../../platform/http.ts';
import { sendImage } from '../assets/assets.routes.ts';
import { getShareCard, readPageMetaImage, setPageMetaImage } from './page-meta.service.ts';
import {
  deletePage,
  getPage,
  getPageVersion,
  listPageVersions,
  restorePageVersion,
  savePage,
} from './pages.service.ts';

export function registerPageRoutes(app: FastifyInstance, { db, dataDir }: { db: Db; dataDir: string }): void {
  defineRoute(app, pageEndpoints.get, ({ user, params }) => getPage({ db, user, uuid: params.uuid }));
  defineRoute(app, pageEndpoints.save, ({ user, body }) => savePage({ db, user, input: body }));
  defineRoute(app, pageEndpoints.remove, ({ user, body }) => deletePage({ db, user, uuid: body.uuid }));
  defineRoute(app, pageEndpoints.versions, ({ user, params }) =>
    listPageVersions({ db, user, uuid: params.uuid }),
  );
  defineRoute(app, pageEndpoints.version, ({ user, params }) => getPageVersion({ db, user, ...params }));
  defineRoute(app, pageEndpoints.restoreVersion, ({ user, params, body }) =>
    restorePageVersion({ db, user, ...params, input: body }),
  );
  defineRoute(app, cmsEndpoints.shareCard, ({ user, params }) =>
    getShareCard({ db, user, uuid: params.uuid }),
  );
  defineRoute(app, cmsEndpoints.pageMetaImage, async ({ user, params, reply }) =>
    sendImage(reply, await readPageMetaImage({ db, dataDir, user, uuid: params.uuid })),
  );
  defineRoute(app, cmsEndpoints.setPageMetaImage, ({ user, params, query }) =>
    setPageMetaImage({ db, user, ...params, type: query.type }),
  );
}
