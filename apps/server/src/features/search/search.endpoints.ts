import { searchEndpoints as e } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database.ts';
import { handleEndpoint } from '../../platform/http.ts';
import type { SiteCache } from '../site/index.ts';
import type { PageSearchEntries } from './page-entries.ts';
import * as searchService from './search.service.ts';

export function registerSearchEndpoints(
  app: FastifyInstance,
  { db, siteCache, pageEntries }: { db: Db; siteCache: SiteCache; pageEntries?: PageSearchEntries },
): void {
  handleEndpoint(app, e.search, ({ user, query }) =>
    searchService.search({ db, siteCache, user, pageEntries }, query),
  );
  handleEndpoint(app, e.pageByOid, ({ user, params }) =>
    searchService.findPageByOid({ db, siteCache, user }, params),
  );
}
