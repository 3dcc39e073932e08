// Merge of duplicates (DedupeAccess): which fields a merge keeps and what it moves.
import { z } from 'zod';
import { CompanyRecordIdSchema, CompanySchema, CompanySummarySchema } from './companies.ts';

const id = CompanyRecordIdSchema;

export const MERGE_FIELDS = {
  Name: 'Name',
  City: 'City',
  WebAddress: 'Web address',
  GlobalRevenue: 'Global revenue',
  isPrivateEquity: 'Private equity',
  Parent: 'Subsidiary of',
  IsKeyAccount: 'Key account',
  IsClient: 'Client',
  ClientStatus: 'Client status',
  Owner: 'Owner',
  OffLimitsDate: 'Off limits date',
  InveniasID: 'Invenias link',
  ZoomInfoId: 'ZoomInfo link',
  ExternalId2: 'External id 2',
  ExternalId3: 'Link metadata',
  CompanyCountries: 'Countries',
  CompanyIndustries: 'Industries',
} as const;
export type MergeField = keyof typeof MERGE_FIELDS;
export const MergeFieldSchema = z.enum(Object.keys(MERGE_FIELDS) as [MergeField, ...MergeField[]]);
/** Lists (countries, industries) may also keep both sides. */
export const MergeChoiceSchema = z.enum(['survivor', 'duplicate', 'both']);

export const MergePairQuerySchema = z.object({
  survivorId: z.coerce.number().int().positive(),
  duplicateId: z.coerce.number().int().positive(),
});

export const MergeFieldViewSchema = z.object({
  field: MergeFieldSchema,
  label: z.string(),
  survivor: z.string(),
  duplicate: z.string(),
  isSame: z.boolean(),
  /** What the merge keeps when no choice is sent. */
  defaultChoice: MergeChoiceSchema,
});

export const MergeMovesSchema = z.object({
  assignments: z.number().int(),
  subsidiaries: z.number().int(),
  invoices: z.number().int(),
  inveniasLink: z.boolean(),
  zoominfoLink: z.boolean(),
});

export const MergePreviewSchema = z.object({
  survivor: CompanySchema,
  duplicate: CompanySchema,
  fields: z.array(MergeFieldViewSchema),
  moves: MergeMovesSchema,
});

export const MergeRequestSchema = MergePairQuerySchema.extend({
  choices: z.partialRecord(MergeFieldSchema, MergeChoiceSchema).default({}),
});

export const MergeRecordSchema = z.object({
  ID: id,
  SurvivorID: id,
  DuplicateID: id,
  DuplicateName: z.string(),
  MergedBy: z.object({ ID: id, Name: z.string() }).nullable(),
  MergedAt: z.string(),
  Choices: z.record(z.string(), MergeChoiceSchema),
  Moves: MergeMovesSchema,
  /** Both records as they were just before the merge. */
  Before: z.object({ survivor: CompanySchema, duplicate: CompanySchema }),
});

export const MergeResultSchema = z.object({
  message: z.string(),
  merge: MergeRecordSchema,
  company: CompanySchema,
  /** Follow-ups in the external systems that failed after the merge (logged). */
  warnings: z.array(z.string()),
});

export const DuplicatePairSchema = z.object({
  first: CompanySummarySchema,
  second: CompanySummarySchema,
  /** Why they look alike. */
  reasons: z.array(z.enum(['name', 'web'])),
});
