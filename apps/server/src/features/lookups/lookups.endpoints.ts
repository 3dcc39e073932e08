import {
  hasOwnSingleLookup,
  LookupKindSchema,
  lookupEndpoints,
  lookupKindEndpoints,
} from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database.ts';
import { handleEndpoint } from '../../platform/http.ts';
import {
  findLookupOptions,
  findSubsectorOptions,
  findUserListOptions,
  getLookupOption,
} from './lookups.service.ts';

export function registerLookupEndpoints(app: FastifyInstance, { db }: { db: Db }): void {
  handleEndpoint(app, lookupEndpoints.subsectors, ({ user, query }) =>
    findSubsectorOptions({ db, user }, query),
  );
  handleEndpoint(app, lookupEndpoints.userList, ({ user, params, query }) =>
    findUserListOptions({ db, user }, { ...query, list: params.list }),
  );
  for (const kind of LookupKindSchema.options) {
    const endpoints = lookupKindEndpoints[kind];
    handleEndpoint(app, endpoints.filter, ({ user, query }) =>
      findLookupOptions({ db, user }, { ...query, kind }),
    );
    if (!hasOwnSingleLookup(kind)) continue;
    handleEndpoint(app, endpoints.single, ({ user, params }) =>
      getLookupOption({ db, user }, { kind, id: params.id }),
    );
  }
}
