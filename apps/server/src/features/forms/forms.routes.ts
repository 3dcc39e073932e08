import { adminEndpoints as e } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database.ts';
import { defineRoute } from '../../platform/http.ts';
import { createIntakeFormReader, listIntakeSubmissions, submitIntake } from './forms.service.ts';

export function registerFormRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  const readIntakeForm = createIntakeFormReader();
  defineRoute(app, e.intakeForm, () => readIntakeForm());
  defineRoute(app, e.submitIntake, ({ user, body }) => submitIntake({ db, user }, body));
  defineRoute(app, e.intakeSubmissions, ({ user, query }) => listIntakeSubmissions({ db, user }, query));
}
