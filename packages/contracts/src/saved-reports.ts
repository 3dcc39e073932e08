// Saved reports ("My reports"): a report's type and filter kept under a name, shared with chosen
// colleagues, re-run as whoever opens it. The KPI boxes of a run are the ones subscriptions mail
// and alerts watch; money boxes are absent for a reader without ViewFinancials.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { money } from './money.ts';
import { AnyReportFilterSchema, ReportTypeSchema } from './reports.ts';

export const SAVED_REPORTS_MAX_PER_PAGE = 100;

/** The KPIs a saved report's run, its mail and its alerts speak of, in the order the boxes read. */
export const SAVED_REPORT_KPIS = [
  { key: 'totalBillings', label: 'Total Billings', kind: 'money' },
  { key: 'teamingRevenue', label: 'Teaming Revenue', kind: 'money' },
  { key: 'assignmentsTaken', label: 'Assignments Taken', kind: 'count' },
  { key: 'assignmentsFilled', label: 'Assignments Filled', kind: 'count' },
  { key: 'timeToFill', label: 'Time to Fill', kind: 'days' },
] as const;

export const KpiKeySchema = z.enum([
  'totalBillings',
  'teamingRevenue',
  'assignmentsTaken',
  'assignmentsFilled',
  'timeToFill',
]);
export type KpiKey = z.infer<typeof KpiKeySchema>;

export const KpiFigureSchema = z.object({
  label: z.string(),
  kind: z.enum(['money', 'count', 'days']),
  value: z.number(),
  /** The same KPI over the compare period (12 months earlier). */
  previous: z.number(),
  /** The change as a fraction (0.25 is +25%); null when both periods read the same. */
  change: z.number().nullable(),
  arrow: z.enum(['up', 'down', 'dash']),
});
export type KpiFigure = z.infer<typeof KpiFigureSchema>;

export const KpiBoxesSchema = z.object({
  totalBillings: money(KpiFigureSchema),
  teamingRevenue: money(KpiFigureSchema),
  assignmentsTaken: KpiFigureSchema,
  assignmentsFilled: KpiFigureSchema,
  timeToFill: KpiFigureSchema,
});
export type KpiBoxes = z.infer<typeof KpiBoxesSchema>;

const PersonSchema = z.object({ ID: z.number().int(), FullName: z.string() });

export const SavedReportSummarySchema = z.object({
  Id: z.number().int(),
  name: z.string(),
  type: ReportTypeSchema,
  filter: AnyReportFilterSchema,
  owner: PersonSchema,
  /** The caller saved it (may rename, share, delete and subscribe others to it). */
  isMine: z.boolean(),
  sharedWith: z.array(PersonSchema),
  createdAt: z.string(),
  /** When it was last run by anyone; null until it is. */
  lastRunAt: z.string().nullable(),
});
export type SavedReportSummary = z.infer<typeof SavedReportSummarySchema>;

export const SavedReportPageSchema = z.object({
  items: z.array(SavedReportSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export type SavedReportPage = z.infer<typeof SavedReportPageSchema>;

const ReportNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the report a name.')
  .max(120, 'A report name has at most 120 characters.');
const SharedWithSchema = z.array(z.number().int().positive()).max(200);

export const SavedReportCreateSchema = z.object({
  name: ReportNameSchema,
  type: ReportTypeSchema.default('Financial'),
  filter: AnyReportFilterSchema,
  sharedWith: SharedWithSchema.default([]),
});
export type SavedReportCreate = z.input<typeof SavedReportCreateSchema>;

export const SavedReportUpdateSchema = z
  .object({ name: ReportNameSchema.optional(), sharedWith: SharedWithSchema.optional() })
  .refine((update) => update.name !== undefined || update.sharedWith !== undefined, {
    message: 'Send a new name or the colleagues to share with.',
  });
export type SavedReportUpdate = z.input<typeof SavedReportUpdateSchema>;

const RangeSchema = z.object({ startDate: z.string(), endDate: z.string() });

export const SavedReportRunSchema = z.object({
  report: SavedReportSummarySchema,
  period: RangeSchema,
  comparePeriod: RangeSchema,
  /** The reader's currency, which the money boxes are in. */
  currency: z.string(),
  ranAt: z.string(),
  /** null for the people reports (User, License, Location), which have no KPI boxes. */
  kpis: KpiBoxesSchema.nullable(),
});
export type SavedReportRun = z.infer<typeof SavedReportRunSchema>;

export const savedReportParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

const tag = 'reports';

export const savedReportEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v2/report/saved',
    summary: 'Your saved reports and those shared with you, newest first',
    access: 'user',
    tag,
    query: z.object({
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      perPage: z.coerce.number().int().min(1).max(SAVED_REPORTS_MAX_PER_PAGE).default(25),
    }),
    response: SavedReportPageSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v2/report/saved',
    summary: 'Save a report (its type and filter) under a name, optionally shared with colleagues',
    access: 'user',
    tag,
    body: SavedReportCreateSchema,
    response: SavedReportSummarySchema,
    acceptsIdempotencyKey: true,
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/v2/report/saved/:id',
    summary: 'Rename a saved report of yours or change whom it is shared with',
    access: 'user',
    tag,
    params: savedReportParams,
    body: SavedReportUpdateSchema,
    response: SavedReportSummarySchema,
    replies: { 404: 'not_found: no saved report of yours has the id' },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/v2/report/saved/:id',
    summary: 'Delete a saved report of yours, with its subscriptions and alerts',
    access: 'user',
    tag,
    params: savedReportParams,
    response: z.object({ ok: z.literal(true) }),
    replies: { 404: 'not_found: no saved report of yours has the id' },
  }),
  run: defineEndpoint({
    method: 'POST',
    path: '/api/v2/report/saved/:id/run',
    summary:
      "Run a saved report as the caller: the caller's permissions and currency, never the author's (money KPIs absent without ViewFinancials)",
    access: 'user',
    tag,
    params: savedReportParams,
    response: SavedReportRunSchema,
    replies: { 404: 'not_found: no saved report of yours or shared with you has the id' },
  }),
};
