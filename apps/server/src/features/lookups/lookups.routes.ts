import { LookupKindSchema, lookupEndpoints } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../platform/database.ts';
import { defineRoute } from '../../platform/http.ts';
import {
  findLookupOptions,
  findSubsectorOptions,
  findUserListOptions,
  getLookupOption,
} from './lookups.service.ts';

export function registerLookupRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  defineRoute(app, lookupEndpoints.subsectors, ({ query }) => findSubsectorOptions(db, query));
  defineRoute(app, lookupEndpoints.userList, ({ params, query }) =>
    findUserListOptions(db, params.list, query),
  );
  // The contract documents `/api/v2/{kind}/...`; each kind is registered on its own static path
  // so `/api/v2/{kind}/{id}` never shadows other features' routes.
  const filterEndpoint = { ...lookupEndpoints.filter, params: undefined };
  const singleEndpoint = {
    ...lookupEndpoints.single,
    params: z.object({ id: z.coerce.number().int().positive() }),
  };
  for (const kind of LookupKindSchema.options) {
    defineRoute(app, filterEndpoint, ({ query }) => findLookupOptions(db, kind, query), {
      path: `/api/v2/${kind}/filter`,
    });
    // The companies feature answers /api/v2/company/:id with the whole company (spec 3 §7).
    if (kind === 'company') continue;
    defineRoute(app, singleEndpoint, ({ params }) => getLookupOption(db, kind, params.id), {
      path: `/api/v2/${kind}/:id`,
    });
  }
}
