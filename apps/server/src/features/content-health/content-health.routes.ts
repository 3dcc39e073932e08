import { contentHealthEndpoints as e } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database.ts';
import { defineRoute } from '../../platform/http.ts';
import { listContentHealth } from './content-health.service.ts';

export function registerContentHealthRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  defineRoute(app, e.list, ({ user, query }) => listContentHealth({ db, user }, query));
}
