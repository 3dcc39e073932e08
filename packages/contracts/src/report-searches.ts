// Calls that run on the report engine outside the dashboard: the financial panel of a company
// (spec 3 §2.5) or a partner, and the Assignment and Company report types (spec 2 §3), the
// advanced searches, whose results are the assignment and company results tables.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import {
  AssignmentPageSchema,
  AssignmentSortSchema,
  CompanyPageSchema,
  CompanySortSchema,
  MCL_MAX_PAGE_SIZE,
  MCL_PAGE_SIZE,
} from './mcl.ts';
import type { MetricKey } from './report-rules.ts';
import {
  AssignmentFilterTypeSchema,
  CompanyFilterTypeSchema,
  DatePresetSchema,
  MetricsSchema,
  needsFilterOrRun,
  ReportKeySchema,
  ReportQuerySchema,
  RunIdSchema,
  reportFilterOf,
} from './reports.ts';
import { recordScreenAddresses } from './screen-addresses.ts';

// ---------------------------------------------------------------------------------------------
// Financial panel
// ---------------------------------------------------------------------------------------------

/** spec 3 §2.5 'Show for': the company only, with its subsidiaries (default), or its whole family. */
export const PanelShowSchema = z.enum(['company', 'subsidiaries', 'family']);
export type PanelShow = z.infer<typeof PanelShowSchema>;
export const PANEL_SHOW_LABELS: Record<PanelShow, string> = {
  company: 'This company only',
  subsidiaries: 'This company and all its subsidiaries',
  family: "This company's entire family tree",
};

/** spec 3 §2.5: the six boxes, in order. */
export const PANEL_METRICS = [
  'totalBillings',
  'assignmentsTaken',
  'teamingRevenue',
  'teamingTaken',
  'filledJobValue',
  'timeToFill',
] as const satisfies readonly MetricKey[];
export type PanelMetric = (typeof PANEL_METRICS)[number];

/** spec 3 §3 Metric row quarter keys: the quarter each metric's series groups by (spec 2 §9). */
export const PanelQuarterKeySchema = z.enum([
  'invoiceQuarter',
  'statusQuarter',
  'takenQuarter',
  'createdQuarter',
]);
export const PANEL_QUARTER_FIELD: Record<PanelMetric, z.infer<typeof PanelQuarterKeySchema>> = {
  totalBillings: 'invoiceQuarter',
  teamingRevenue: 'invoiceQuarter',
  assignmentsTaken: 'takenQuarter',
  teamingTaken: 'takenQuarter',
  filledJobValue: 'statusQuarter',
  timeToFill: 'statusQuarter',
};

export const PanelPointSchema = z.object({
  /** 'YYYY-Qn' of the quarter field. */
  quarter: z.string(),
  /** null when the quarter has nothing for the metric (no filled assignment for an average). */
  value: z.number().nullable(),
  /** The quarter in progress (compare: the same stretch a year earlier). */
  isPartial: z.boolean(),
});
export type PanelPoint = z.infer<typeof PanelPointSchema>;

const range = z.object({ startDate: z.string(), endDate: z.string() });

export const FinancialPanelSchema = z.object({
  show: PanelShowSchema.nullable(),
  /** The companies the figures cover (empty for a partner's panel). */
  companyIds: z.array(z.number().int()),
  currency: z.string(),
  /** The last 4 complete quarters, and the same 4 a year earlier. */
  period: range,
  comparePeriod: range,
  inProgress: range,
  /** false: 'No recent finacial activity'. */
  hasActivity: z.boolean(),
  metrics: z.array(
    z.object({
      key: z.enum(PANEL_METRICS),
      quarterKey: PanelQuarterKeySchema,
      value: z.number(),
      previous: z.number(),
      /** spec 3 §4 KPI change (a fraction: 0.25 is +25%). */
      change: z.number(),
      current: z.array(PanelPointSchema),
      compare: z.array(PanelPointSchema),
    }),
  ),
});
export type FinancialPanel = z.infer<typeof FinancialPanelSchema>;

export const FinancialPanelRequestSchema = z.object({ show: PanelShowSchema.default('subsidiaries') });

const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

// ---------------------------------------------------------------------------------------------
// Assignment and Company reports
// ---------------------------------------------------------------------------------------------

const paging = {
  search: z.string().trim().max(200, 'The filter text is at most 200 characters.').default(''),
  direction: z.enum(['asc', 'desc']).default('desc'),
  offset: z.number().int().min(0).max(1_000_000).default(0),
  limit: z
    .number()
    .int()
    .min(1)
    .max(MCL_MAX_PAGE_SIZE, `A page holds at most ${MCL_MAX_PAGE_SIZE} rows.`)
    .default(MCL_PAGE_SIZE),
};

export const AssignmentReportFilterSchema = reportFilterOf(AssignmentFilterTypeSchema, 'taken');
export type AssignmentReportFilter = z.output<typeof AssignmentReportFilterSchema>;
export const CompanyReportFilterSchema = reportFilterOf(CompanyFilterTypeSchema, 'none');
export type CompanyReportFilter = z.output<typeof CompanyReportFilterSchema>;

export const AssignmentReportRequestSchema = z.object({
  Id: z.number().int().nonnegative().default(0),
  type: z.literal('Assignment').default('Assignment'),
  filter: AssignmentReportFilterSchema,
  results: z
    .object({ sort: AssignmentSortSchema.default('dateTaken'), ...paging })
    .default({ sort: 'dateTaken', search: '', direction: 'desc', offset: 0, limit: MCL_PAGE_SIZE }),
});
/** A results page of a run on screen, by its run Id in place of the filter (a run Id wins). */
export const AssignmentReportOrRunRequestSchema = AssignmentReportRequestSchema.extend({
  filter: AssignmentReportFilterSchema.optional(),
  runId: RunIdSchema.optional(),
}).superRefine(needsFilterOrRun);
export type AssignmentReportRequest = z.input<typeof AssignmentReportOrRunRequestSchema>;

export const CompanyReportRequestSchema = z.object({
  Id: z.number().int().nonnegative().default(0),
  type: z.literal('Company').default('Company'),
  filter: CompanyReportFilterSchema,
  results: z
    .object({
      sort: CompanySortSchema.default('company'),
      ...paging,
      direction: z.enum(['asc', 'desc']).default('asc'),
    })
    .default({ sort: 'company', search: '', direction: 'asc', offset: 0, limit: MCL_PAGE_SIZE }),
});
export const CompanyReportOrRunRequestSchema = CompanyReportRequestSchema.extend({
  filter: CompanyReportFilterSchema.optional(),
  runId: RunIdSchema.optional(),
}).superRefine(needsFilterOrRun);
export type CompanyReportRequest = z.input<typeof CompanyReportOrRunRequestSchema>;

const runFilter = <T extends z.ZodType>(type: T) =>
  z.object({
    type,
    date: z.object({ selection: DatePresetSchema, startDate: z.string(), endDate: z.string() }),
    keys: z.array(ReportKeySchema),
  });

/** What every report run answers besides its results (spec 2 §3 Report). */
const runShape = {
  Id: z.number().int(),
  runId: RunIdSchema,
  lastCached: z.string(),
  fromCache: z.boolean(),
  currency: z.string(),
  /** Every matching row (over all pages) and the engine's figures for them. */
  totals: z.object({ count: z.number().int(), metrics: MetricsSchema }),
};

export const AssignmentReportResponseSchema = z.object({
  ...runShape,
  filter: runFilter(AssignmentFilterTypeSchema),
  page: AssignmentPageSchema,
});
export type AssignmentReportResponse = z.infer<typeof AssignmentReportResponseSchema>;

export const CompanyReportResponseSchema = z.object({
  ...runShape,
  filter: runFilter(CompanyFilterTypeSchema),
  page: CompanyPageSchema,
});
export type CompanyReportResponse = z.infer<typeof CompanyReportResponseSchema>;

export const reportSearchEndpoints = {
  companyFinancials: defineEndpoint({
    ...recordScreenAddresses.companyFinancials,
    summary: "A company's financial panel: the last 4 complete quarters against the year before, by quarter",
    access: 'user',
    permission: 'ViewFinancials',
    tag: 'mcl',
    params: idParam,
    body: FinancialPanelRequestSchema,
    response: FinancialPanelSchema,
  }),
  partnerFinancials: defineEndpoint({
    ...recordScreenAddresses.partnerFinancials,
    summary:
      "A partner's financial panel: their own billings, taken and filled over the last 4 complete quarters",
    access: 'user',
    permission: 'ViewFinancials',
    tag: 'reports',
    params: idParam,
    response: FinancialPanelSchema,
  }),
  assignmentReport: defineEndpoint({
    method: 'POST',
    path: '/api/v2/assignment/report',
    changesNothing: true,
    summary:
      'Run an Assignment report (advanced assignment search): one page of the matching assignments and their totals',
    access: 'user',
    permission: 'ViewFinancials',
    tag: 'reports',
    body: AssignmentReportOrRunRequestSchema,
    query: ReportQuerySchema,
    response: AssignmentReportResponseSchema,
    replies: { 404: 'not_found: no run has this Id (a request by run Id); run the report again' },
  }),
  companyReport: defineEndpoint({
    method: 'POST',
    path: '/api/v2/company/report',
    changesNothing: true,
    summary:
      'Run a Company report (advanced company search): one page of the matching companies and their totals',
    access: 'user',
    permission: 'ViewFinancials',
    tag: 'reports',
    body: CompanyReportOrRunRequestSchema,
    query: ReportQuerySchema,
    response: CompanyReportResponseSchema,
    replies: { 404: 'not_found: no run has this Id (a request by run Id); run the report again' },
  }),
};
