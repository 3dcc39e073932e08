// The executive brief intake form: the form staff fill in, the briefs they submit (who,
// when, the answers; every answer bounded) and the list admins read.
import type { IntakeSubmission } from '@atrium/contracts';
import { writeAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import * as repo from './intake.repo.ts';
import { INTAKE_FIELDS, intakeFormHtml } from './intake-form.ts';

/** The form's markup never changes while the app runs: it is written once, on its first read. */
export function createIntakeFormReader(): () => { Html: string } {
  let html: string | undefined;
  return () => {
    html ??= intakeFormHtml();
    return { Html: html };
  };
}

const invalid = (message: string) => new AppError('validation_failed', message, 400);

/** Checks the answers against the form: known fields only, required ones present, each within its bound. */
function readAnswers(fields: Record<string, string>) {
  const known = new Set(INTAKE_FIELDS.map((f) => f.name));
  const unknown = Object.keys(fields).find((name) => !known.has(name));
  if (unknown) throw invalid(`The form has no field '${unknown}'.`);
  return INTAKE_FIELDS.flatMap((field) => {
    const value = (fields[field.name] ?? '').trim();
    if (field.isRequired && !value) throw invalid(`${field.label} is required.`);
    if (value.length > field.maxLength) {
      throw invalid(`${field.label} is longer than ${field.maxLength} characters.`);
    }
    if (field.options && value && !field.options.includes(value))
      throw invalid(`Choose a ${field.label.toLowerCase()}.`);
    if (field.kind === 'date' && value && !/^\d{4}-\d{2}-\d{2}$/.test(value))
      throw invalid('Use YYYY-MM-DD.');
    return value ? [{ Name: field.name, Label: field.label, Value: value }] : [];
  });
}

type SubmissionRow = Awaited<ReturnType<typeof repo.listSubmissions>>[number];

function toSubmission(row: SubmissionRow): IntakeSubmission {
  return {
    ID: row.id,
    SubmittedAt: row.submittedAt.toISOString(),
    SubmittedBy:
      row.userId === null
        ? null
        : { ID: row.userId, FullName: `${row.firstName} ${row.lastName}`, Email: row.email ?? '' },
    Fields: row.fields,
  };
}

export async function submitIntake(
  ctx: ServiceContext,
  { Fields }: { Fields: Record<string, string> },
): Promise<IntakeSubmission> {
  const answers = readAnswers(Fields);
  return ctx.db.transaction(async (tx) => {
    const row = await repo.insertSubmission(tx, { userId: ctx.user.ID, fields: answers });
    await writeAudit(tx, {
      userId: ctx.user.ID,
      action: 'intake.submit',
      entity: 'intake_submission',
      entityId: row.id,
    });
    return {
      ID: row.id,
      SubmittedAt: row.submittedAt.toISOString(),
      SubmittedBy: {
        ID: ctx.user.ID,
        FullName: `${ctx.user.FirstName} ${ctx.user.LastName}`,
        Email: ctx.user.Email,
      },
      Fields: row.fields,
    };
  });
}

export async function listIntakeSubmissions(
  { db }: ServiceContext,
  { limit }: { limit: number },
): Promise<IntakeSubmission[]> {
  return (await repo.listSubmissions(db, limit)).map(toSubmission);
}
