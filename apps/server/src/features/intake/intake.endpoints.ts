import { adminEndpoints as e } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database.ts';
import { handleEndpoint } from '../../platform/http.ts';
import { createIntakeFormReader, listIntakeSubmissions, submitIntake } from './intake.service.ts';

export function registerIntakeEndpoints(app: FastifyInstance, { db }: { db: Db }): void {
  const readIntakeForm = createIntakeFormReader();
  handleEndpoint(app, e.intakeForm, () => readIntakeForm());
  handleEndpoint(app, e.submitIntake, ({ user, body }) => submitIntake({ db, user }, body));
  handleEndpoint(app, e.intakeSubmissions, ({ user, query }) => listIntakeSubmissions({ db, user }, query));
}
