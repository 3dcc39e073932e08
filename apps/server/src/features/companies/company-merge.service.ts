// Merging two records of one company (spec 1 §2.1 Company Merge, DedupeAccess): the survivor
// keeps, field by field, its own value or the duplicate's; the duplicate's assignments and
// subsidiaries move to it; all in one transaction that also writes an audit record with both
// companies as they were. Invenias records are repointed afterwards (failures become warnings).
import {
  COMPANY_LIMITS,
  COMPANY_MESSAGES,
  type Company,
  GLOBAL_REVENUE_BANDS,
  MERGE_FIELDS,
  type MergeChoiceSchema,
  type MergeField,
  type MergeRecordSchema,
  type MergeRequestSchema,
} from '@atrium/contracts';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.ts';
import type { Executor } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { isConnectorError } from '../integrations/index.ts';
import * as repo from './companies.repo.ts';
import { loadCompany, mclCompanyMissing } from './companies.service.ts';
import type { CompanyContext } from './company-context.ts';
import { reindexCompanies } from './company-search.ts';

type Choice = z.infer<typeof MergeChoiceSchema>;
type MergeRecord = z.infer<typeof MergeRecordSchema>;
type Moves = MergeRecord['Moves'];

interface Side {
  row: repo.CompanyRow;
  company: Company;
}

const invalid = (message: string) => new AppError('validation_failed', message, 400);
const LIST_FIELDS: MergeField[] = ['CompanyCountries', 'CompanyIndustries'];
const FLAG_FIELDS: MergeField[] = ['isPrivateEquity', 'IsKeyAccount', 'IsClient'];
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const DISPLAY: Record<MergeField, (side: Side) => string> = {
  Name: (s) => s.row.name,
  City: (s) => s.row.city,
  WebAddress: (s) => s.row.webAddress,
  GlobalRevenue: (s) => (s.company.GlobalRevenue ? GLOBAL_REVENUE_BANDS[s.company.GlobalRevenue] : ''),
  isPrivateEquity: (s) => yesNo(s.row.isPrivateEquity),
  Parent: (s) => s.company.Parent?.Name ?? 'Parent company',
  IsKeyAccount: (s) => yesNo(s.row.isKeyAccount),
  IsClient: (s) => yesNo(s.row.isClient),
  ClientStatus: (s) => s.row.status,
  Owner: (s) => s.row.ownerName ?? '',
  OffLimitsDate: (s) => s.row.offLimitsDate ?? '',
  InveniasID: (s) => s.row.inveniasId ?? '',
  ZoomInfoId: (s) => s.row.zoominfoId ?? '',
  ExternalId2: (s) => s.row.externalId2 ?? '',
  ExternalId3: (s) => (s.company.ExternalId3 ? JSON.stringify(s.company.ExternalId3) : ''),
  CompanyCountries: (s) => s.company.CompanyCountries.map((c) => c.Name).join(', '),
  CompanyIndustries: (s) => s.company.CompanyIndustries.map((c) => c.Name).join(', '),
};

const FIELDS = Object.keys(MERGE_FIELDS) as MergeField[];

/** What is kept without a choice: both lists; a flag that is set; a value over an empty one; else the survivor's. */
function defaultChoice(field: MergeField, survivor: Side, duplicate: Side): Choice {
  if (LIST_FIELDS.includes(field)) return 'both';
  if (FLAG_FIELDS.includes(field))
    return DISPLAY[field](duplicate) === 'Yes' && DISPLAY[field](survivor) === 'No'
      ? 'duplicate'
      : 'survivor';
  if (field === 'Parent') return 'survivor';
  return DISPLAY[field](survivor) === '' && DISPLAY[field](duplicate) !== '' ? 'duplicate' : 'survivor';
}

async function loadSide(db: Executor, id: number): Promise<Side> {
  const row = await repo.findCompany(db, id);
  if (!row) throw mclCompanyMissing();
  return { row, company: await loadCompany(db, id) };
}

async function loadPair(db: Executor, input: { survivorId: number; duplicateId: number }) {
  if (input.survivorId === input.duplicateId) throw invalid('Choose two different companies to merge.');
  return { survivor: await loadSide(db, input.survivorId), duplicate: await loadSide(db, input.duplicateId) };
}

function plannedMoves(
  survivor: Side,
  duplicate: Side,
  dependants: repo.Dependants,
  choices: Record<MergeField, Choice>,
): Moves {
  const takes = (field: 'InveniasID' | 'ZoomInfoId') =>
    choices[field] === 'duplicate' &&
    DISPLAY[field](duplicate) !== '' &&
    DISPLAY[field](duplicate) !== DISPLAY[field](survivor);
  // The survivor itself does not move when it is the duplicate's subsidiary.
  const survivorIsChild = (survivor.row.parentId ?? survivor.row.id) === duplicate.row.id ? 1 : 0;
  return {
    assignments: dependants.assignments,
    subsidiaries: dependants.subsidiaries - survivorIsChild,
    invoices: dependants.invoices,
    inveniasLink: takes('InveniasID'),
    zoominfoLink: takes('ZoomInfoId'),
  };
}

function resolveChoices(
  survivor: Side,
  duplicate: Side,
  requested: Partial<Record<MergeField, Choice>>,
): Record<MergeField, Choice> {
  const resolved = {} as Record<MergeField, Choice>;
  for (const field of FIELDS) {
    const choice = requested[field] ?? defaultChoice(field, survivor, duplicate);
    if (choice === 'both' && !LIST_FIELDS.includes(field))
      throw invalid(`${MERGE_FIELDS[field]}: keep the survivor's value or the duplicate's.`);
    resolved[field] = choice;
  }
  return resolved;
}

export async function previewMerge(ctx: CompanyContext, input: { survivorId: number; duplicateId: number }) {
  const { survivor, duplicate } = await loadPair(ctx.db, input);
  const choices = resolveChoices(survivor, duplicate, {});
  const dependants = await repo.countDependants(ctx.db, duplicate.row.id);
  return {
    survivor: survivor.company,
    duplicate: duplicate.company,
    fields: FIELDS.map((field) => ({
      field,
      label: MERGE_FIELDS[field],
      survivor: DISPLAY[field](survivor),
      duplicate: DISPLAY[field](duplicate),
      isSame: DISPLAY[field](survivor) === DISPLAY[field](duplicate),
      defaultChoice: choices[field],
    })),
    moves: plannedMoves(survivor, duplicate, dependants, choices),
  };
}

function mergedList(
  field: 'CompanyCountries' | 'CompanyIndustries',
  choice: Choice,
  s: Side,
  d: Side,
): number[] {
  const ids = (side: Side) =>
    field === 'CompanyCountries'
      ? side.company.CompanyCountries.map((c) => c.CountryID)
      : side.company.CompanyIndustries.map((c) => c.IndustryID);
  const list =
    choice === 'survivor' ? ids(s) : choice === 'duplicate' ? ids(d) : [...new Set([...ids(s), ...ids(d)])];
  const max = field === 'CompanyCountries' ? COMPANY_LIMITS.maxCountries : COMPANY_LIMITS.maxIndustries;
  if (list.length > max)
    throw invalid(
      `Together they have ${list.length} ${MERGE_FIELDS[field].toLowerCase()}; keep one side's (at most ${max}).`,
    );
  return list;
}

function toRecord(row: repo.MergeRow): MergeRecord {
  return {
    ID: row.id,
    SurvivorID: row.survivorId,
    DuplicateID: row.duplicateId,
    DuplicateName: row.duplicateName,
    MergedBy: row.mergedBy ? { ID: row.mergedBy, Name: row.mergedByName ?? '' } : null,
    MergedAt: new Date(row.mergedAt).toISOString(),
    Choices: row.choices as MergeRecord['Choices'],
    Moves: row.moves as Moves,
    Before: row.before as MergeRecord['Before'],
  };
}

export async function mergeCompanies(ctx: CompanyContext, input: z.output<typeof MergeRequestSchema>) {
  const outcome = await ctx.db.transaction(async (tx) => {
    await repo.lockCompanies(tx, [input.survivorId, input.duplicateId]);
    const { survivor: s, duplicate: d } = await loadPair(tx, input);
    const choices = resolveChoices(s, d, input.choices);
    const pick = <T>(field: MergeField, read: (row: repo.CompanyRow) => T): T =>
      read(choices[field] === 'duplicate' ? d.row : s.row);
    const countryIds = mergedList('CompanyCountries', choices.CompanyCountries, s, d);
    const industryIds = mergedList('CompanyIndustries', choices.CompanyIndustries, s, d);
    const dependants = await repo.countDependants(tx, d.row.id);
    const moves = plannedMoves(s, d, dependants, choices);

    const movedAssignments = await repo.moveAssignments(tx, { from: d.row.id, to: s.row.id });
    const movedSubsidiaries = await repo.moveSubsidiaries(tx, { from: d.row.id, to: s.row.id });
    const parentSide = choices.Parent === 'duplicate' ? d.row : s.row;
    const chosenParent = parentSide.parentId ?? parentSide.id;
    const parentId =
      chosenParent === parentSide.id || chosenParent === d.row.id || chosenParent === s.row.id
        ? s.row.id
        : chosenParent;
    if (parentId !== s.row.id && (await repo.ancestorIds(tx, parentId)).includes(s.row.id))
      throw invalid('That parent is one of the merged company’s own subsidiaries.');

    // The duplicate lets go of its links first: one record never points at two companies.
    await repo.updateCompany(tx, { id: d.row.id, values: { inveniasId: null, zoominfoId: null } });
    await repo.updateCompany(tx, {
      id: s.row.id,
      values: {
        name: pick('Name', (r) => r.name),
        city: pick('City', (r) => r.city),
        webAddress: pick('WebAddress', (r) => r.webAddress),
        globalRevenue: pick('GlobalRevenue', (r) => r.globalRevenue),
        isPrivateEquity: pick('isPrivateEquity', (r) => r.isPrivateEquity),
        isKeyAccount: pick('IsKeyAccount', (r) => r.isKeyAccount),
        isClient: pick('IsClient', (r) => r.isClient),
        status: pick('ClientStatus', (r) => r.status),
        ownerUserId: pick('Owner', (r) => r.ownerUserId),
        offLimitsDate: pick('OffLimitsDate', (r) => r.offLimitsDate),
        inveniasId: pick('InveniasID', (r) => r.inveniasId),
        zoominfoId: pick('ZoomInfoId', (r) => r.zoominfoId),
        externalId2: pick('ExternalId2', (r) => r.externalId2),
        externalId3: pick('ExternalId3', (r) => r.externalId3),
        parentId,
      },
    });
    await repo.replaceCountries(tx, { companyId: s.row.id, countryIds });
    await repo.replaceIndustries(tx, { companyId: s.row.id, industryIds });
    await repo.deleteCompany(tx, d.row.id);

    const recordedMoves = { ...moves, assignments: movedAssignments, subsidiaries: movedSubsidiaries };
    const mergeId = await repo.insertMerge(tx, {
      survivorId: s.row.id,
      duplicateId: d.row.id,
      duplicateName: d.row.name,
      mergedBy: ctx.user.ID,
      choices,
      moves: recordedMoves,
      before: { survivor: s.company, duplicate: d.company },
    });
    // After the merge record: the duplicate's name is found as the survivor's former name.
    await reindexCompanies(tx, [s.row.id, d.row.id], { withAssignments: true });
    await writeAudit(tx, {
      userId: ctx.user.ID,
      action: 'company.merge',
      entity: 'company',
      entityId: s.row.id,
      detail: { mergeId, duplicateId: d.row.id, moves: recordedMoves },
    });
    await ctx.invalidateReportData(tx);
    const links = {
      survivor: s.row.inveniasId,
      duplicate: d.row.inveniasId,
      kept: pick('InveniasID', (r) => r.inveniasId),
    };
    return { mergeId, survivorId: s.row.id, links };
  });

  const warnings = await repointInvenias(ctx, outcome.survivorId, outcome.links);
  const merge = await repo.findMerge(ctx.db, outcome.mergeId);
  return {
    message: COMPANY_MESSAGES.merged,
    merge: toRecord(merge!),
    company: await loadCompany(ctx.db, outcome.survivorId),
    warnings,
  };
}

/** After the merge: the kept Invenias record points at the survivor, a dropped one at nothing. */
async function repointInvenias(
  ctx: CompanyContext,
  survivorId: number,
  links: { survivor: string | null; duplicate: string | null; kept: string | null },
): Promise<string[]> {
  const updates: [string, string | null][] = [];
  if (links.kept && links.kept !== links.survivor) updates.push([links.kept, String(survivorId)]);
  for (const dropped of [links.survivor, links.duplicate])
    if (dropped && dropped !== links.kept) updates.push([dropped, null]);
  const warnings: string[] = [];
  for (const [itemId, externalId2] of updates) {
    try {
      await ctx.connectors.invenias.client.update(itemId, { ExternalId2: externalId2 });
    } catch (error) {
      if (!isConnectorError(error)) throw error;
      ctx.log.error({ err: error, itemId, survivorId }, 'merge: Invenias record not repointed');
      warnings.push(`The Invenias record ${itemId} could not be updated: ${error.message}`);
    }
  }
  return warnings;
}

export async function getMerge(ctx: CompanyContext, input: { mergeId: number }) {
  const row = await repo.findMerge(ctx.db, input.mergeId);
  if (!row) throw notFound('No such merge.');
  return toRecord(row);
}

export async function listMergesInto(ctx: CompanyContext, input: { id: number }) {
  return (await repo.listMerges(ctx.db, input.id)).map(toRecord);
}
