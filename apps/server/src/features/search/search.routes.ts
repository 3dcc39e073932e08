import { searchEndpoints as e } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database.ts';
import { defineRoute } from '../../platform/http.ts';
import type { PageSearchEntries } from './page-entries.ts';
import * as searchService from './search.service.ts';

export function registerSearchRoutes(
  app: FastifyInstance,
  { db, pageEntries }: { db: Db; pageEntries?: PageSearchEntries },
): void {
  defineRoute(app, e.search, ({ user, query }) => searchService.search({ db, user, pageEntries }, query));
  defineRoute(app, e.pageByOid, ({ user, params }) => searchService.findPageByOid({ db, user }, params));
}
