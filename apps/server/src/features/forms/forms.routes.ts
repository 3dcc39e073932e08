import { adminEndpoints as e } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database.ts';
import { defineRoute } from '../../platform/http.ts';
import { getIntakeForm, listIntakeSubmissions, submitIntake } from './forms.service.ts';

export function registerFormRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  defineRoute(app, e.intakeForm, () => getIntakeForm());
  defineRoute(app, e.submitIntake, ({ user, body }) => submitIntake({ db, user }, body));
  defineRoute(app, e.intakeSubmissions, ({ user, query }) => listIntakeSubmissions({ db, user }, query));
}
