import { cmsEndpoints, routeEndpoints } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database.ts';
import { defineRoute } from '../../platform/http.ts';
import { duplicateRoute, moveRoutes } from './route-moves.service.ts';
import { deleteRoutes, emptyTrash, listTrash, restoreFromTrash } from './route-trash.service.ts';
import {
  getRouteDetail,
  getRouteTreeJson,
  isRouteNameTaken,
  listTags,
  resolveRedirect,
  saveRoute,
} from './routes.service.ts';

export function registerRouteTreeRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  defineRoute(app, routeEndpoints.tree, async ({ user, reply }) => {
    reply.type('application/json; charset=utf-8');
    return getRouteTreeJson({ db, user });
  });
  defineRoute(app, routeEndpoints.redirect, ({ user, query }) =>
    resolveRedirect({ db, user, path: query.path }),
  );
  defineRoute(app, routeEndpoints.trash, () => listTrash({ db }));
  defineRoute(app, routeEndpoints.restore, ({ user, body }) => restoreFromTrash({ db, user, uuids: body }));
  defineRoute(app, routeEndpoints.emptyTrash, ({ user, body }) =>
    emptyTrash({ db, user, uuids: body.UUIDs }),
  );
  defineRoute(app, routeEndpoints.detail, ({ user, params }) =>
    getRouteDetail({ db, user, uuid: params.uuid }),
  );
  defineRoute(app, routeEndpoints.save, ({ user, body }) => saveRoute({ db, user, input: body }));
  defineRoute(app, routeEndpoints.checkName, ({ body }) =>
    isRouteNameTaken({ db, uuid: body.uuid, name: body.name }),
  );
  defineRoute(app, routeEndpoints.remove, ({ user, body }) => deleteRoutes({ db, user, uuids: body }));
  defineRoute(app, routeEndpoints.move, ({ user, body }) => moveRoutes({ db, user, placements: body }));
  defineRoute(app, routeEndpoints.duplicate, ({ user, params }) =>
    duplicateRoute({ db, user, uuid: params.uuid }),
  );
  defineRoute(app, cmsEndpoints.tags, () => listTags({ db }));
}
