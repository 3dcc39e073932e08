// The Financial report (spec 2): the requests and answers of the report calls. The shared rules
// (presets, compare period, KPI change, metric keys) are in report-rules.ts.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { DATE_PRESETS, METRIC_KEYS, type MetricKey, REPORT_EARLIEST_DATE } from './report-rules.ts';
import { reportAddresses } from './screen-addresses.ts';

/** spec 2 §9: breakdown page size. */
export const BREAKDOWN_PAGE_SIZE = 100;

export const ReportTypeSchema = z.enum(['Assignment', 'Company', 'Financial', 'User', 'License', 'Location']);
export type ReportType = z.infer<typeof ReportTypeSchema>;

/**
 * The Id of a report run: every report type's run answers one, and its Excel is asked for by it
 * (POST /api/v2/report/xlsx). The same type, filter and currency give the same Id.
 */
export const RunIdSchema = z.string().regex(/^[0-9a-f]{32}$/, 'Not a report run.');

/** spec 2 §3: date filter types of a Financial report; activity is the default. */
export const FinancialFilterTypeSchema = z.enum(['activity', 'taken', 'invoice', 'status']);
export type FinancialFilterType = z.infer<typeof FinancialFilterTypeSchema>;

/** spec 2 §3: date filter types of an Assignment report; taken is the default. */
export const AssignmentFilterTypeSchema = z.enum([
  'activity',
  'taken',
  'invoice',
  'status',
  'created',
  'markedfilled',
]);
export type AssignmentFilterType = z.infer<typeof AssignmentFilterTypeSchema>;

/** spec 2 §3: date filter types of a Company report; none is the default. */
export const CompanyFilterTypeSchema = z.enum(['none', 'activity', 'noActivity', 'invoice', 'taken']);
export type CompanyFilterType = z.infer<typeof CompanyFilterTypeSchema>;

/**
 * Every date filter type a report runs: the engine's (Financial, Assignment and Company reports)
 * and the people reports' (User, License, Location), so a saved filter of any type reads back.
 */
export const EngineFilterTypeSchema = z.enum([
  ...FinancialFilterTypeSchema.options,
  'created',
  'markedfilled',
  'none',
  'noActivity',
  'hire',
  'inactive',
  'role',
  'roleORhire',
]);
export type EngineFilterType = z.infer<typeof EngineFilterTypeSchema>;

export const DatePresetSchema = z.enum(DATE_PRESETS);

/** spec 2 §3: breakdown options, in tab order. */
export const BreakdownTypeSchema = z.enum([
  'region',
  'license',
  'location',
  'fullName',
  'assignmentId',
  'company',
  'parent',
  'function',
  'industry',
  'reportGroup',
  'practiceGroup',
  'subsector',
]);
export type BreakdownType = z.infer<typeof BreakdownTypeSchema>;

/** Filter keys. Ids for every key but searchType (Executive, Consulting, BLM or IM). */
export const ReportKeyNameSchema = z.enum([
  'region',
  'license',
  'location',
  'partner',
  'assignment',
  'company',
  'parent',
  'function',
  'industry',
  'reportGroup',
  'practiceGroup',
  'subsector',
  'searchType',
]);
export type ReportKeyName = z.infer<typeof ReportKeyNameSchema>;

/** The filter key a breakdown row drills into (clicking a region row filters on that region). */
export const BREAKDOWN_KEY: Record<BreakdownType, ReportKeyName> = {
  region: 'region',
  license: 'license',
  location: 'location',
  fullName: 'partner',
  assignmentId: 'assignment',
  company: 'company',
  parent: 'parent',
  function: 'function',
  industry: 'industry',
  reportGroup: 'reportGroup',
  practiceGroup: 'practiceGroup',
  subsector: 'subsector',
};

/** spec 2 §3: one of the metric keys (`METRIC_KEYS`, report-rules.ts). */
export const MetricKeySchema = z.enum(METRIC_KEYS);

/** spec 2 §9: the month a metric's series groups by. */
export type MonthField = 'invoiceMonth' | 'statusMonth' | 'takenMonth' | 'createdMonth';
export const METRIC_MONTH_FIELD: Record<MetricKey, MonthField> = {
  totalBillings: 'invoiceMonth',
  teamingValue: 'invoiceMonth',
  teamingRevenue: 'invoiceMonth',
  executive: 'invoiceMonth',
  consulting: 'invoiceMonth',
  im: 'invoiceMonth',
  strategyBillings: 'invoiceMonth',
  assignmentsTaken: 'takenMonth',
  teamingTaken: 'takenMonth',
  strategyTaken: 'takenMonth',
  assignmentsFilled: 'statusMonth',
  teamingFilled: 'statusMonth',
  // averaged over filled assignments, so they follow the filled assignments' status month
  timeToFill: 'statusMonth',
  filledJobValue: 'statusMonth',
};

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD.')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Not a date.');

export const ReportDateSchema = z.object({
  selection: DatePresetSchema.default('1Y'),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
});

export const ReportKeySchema = z.object({
  key: ReportKeyNameSchema,
  value: z.union([z.number().int(), z.string().trim().min(1).max(100)]),
  Text: z.string().max(300).optional(),
});
export type ReportKey = z.infer<typeof ReportKeySchema>;

export const ReportFilterSchema = z
  .object({
    type: FinancialFilterTypeSchema.default('activity'),
    date: ReportDateSchema.default({ selection: '1Y' }),
    keys: z.array(ReportKeySchema).max(500).default([]),
  })
  .superRefine((filter, ctx) => {
    const { selection, startDate, endDate } = filter.date;
    if (selection === 'Custom' && (!startDate || !endDate)) {
      ctx.addIssue({
        code: 'custom',
        path: ['date'],
        message: 'A custom range needs a start and an end date.',
      });
    }
    if (selection === 'Custom' && startDate && startDate < REPORT_EARLIEST_DATE) {
      ctx.addIssue({
        code: 'custom',
        path: ['date', 'startDate'],
        message: `Reports start on ${REPORT_EARLIEST_DATE} at the earliest.`,
      });
    }
    if (selection === 'Custom' && startDate && endDate && endDate < startDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['date', 'endDate'],
        message: 'The end date is before the start date.',
      });
    }
  });
export type ReportFilter = z.output<typeof ReportFilterSchema>;

/**
 * A report filter whose date filter type is one of `types` (each report type has its own list,
 * spec 2 §3); dates and keys are checked as the Financial filter checks them.
 */
export function reportFilterOf<T extends z.ZodEnum>(types: T, fallback: z.output<T>) {
  return z.looseObject({ type: types.default(fallback as never) }).transform((input, ctx) => {
    const checked = ReportFilterSchema.safeParse({ ...input, type: 'activity' });
    if (!checked.success) {
      for (const issue of checked.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
      return z.NEVER;
    }
    return { ...checked.data, type: input.type as z.output<T> };
  });
}

/** A saved report's filter, whatever its report type. */
export const AnyReportFilterSchema = reportFilterOf(EngineFilterTypeSchema, 'activity');

export const BreakdownRequestSchema = z.object({
  type: BreakdownTypeSchema.default('region'),
  search: z.string().trim().max(200).default(''),
  sort: z.union([z.literal('name'), MetricKeySchema]).default('totalBillings'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.number().int().min(1).default(1),
});
export type BreakdownRequest = z.output<typeof BreakdownRequestSchema>;

/** spec 2 §7: report {Id, type, filter}; `breakdown` chooses the Details tab, its search, sort and page. */
export const ReportRequestSchema = z.object({
  Id: z.number().int().nonnegative().default(0),
  type: z.literal('Financial').default('Financial'),
  filter: ReportFilterSchema,
  breakdown: BreakdownRequestSchema.default({
    type: 'region',
    search: '',
    sort: 'totalBillings',
    direction: 'desc',
    page: 1,
  }),
});
export type ReportRequest = z.input<typeof ReportRequestSchema>;

/**
 * A request names its report by the filter, or by the run Id of a report already run in place of
 * the filter (another Details tab, search, sort or page, the headcounts, the rows behind a figure,
 * a results page of the run on screen). The run's own filter and currency answer it; the caller's
 * permissions are checked again. A run Id wins over a filter.
 */
export function needsFilterOrRun(request: { filter?: unknown; runId?: string }, ctx: z.RefinementCtx): void {
  if (request.filter === undefined && request.runId === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['filter'],
      message: 'Invalid input: expected object, received undefined',
    });
  }
}

/** spec 2 §7's report {Id, type, filter}, or a run Id in place of the filter. */
export const ReportOrRunFields = ReportRequestSchema.extend({
  filter: ReportFilterSchema.optional(),
  runId: RunIdSchema.optional(),
});
export const ReportOrRunRequestSchema = ReportOrRunFields.superRefine(needsFilterOrRun);
export type ReportOrRunRequest = z.input<typeof ReportOrRunRequestSchema>;

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .default(false);

export const ReportQuerySchema = z.object({ saveReport: flag, refresh: flag, compare: flag });

export const MetricsSchema = z.object(
  Object.fromEntries(METRIC_KEYS.map((k) => [k, z.number()])) as Record<MetricKey, z.ZodNumber>,
);
export type Metrics = z.infer<typeof MetricsSchema>;

/** One month of a metric's series; `month` is YYYY-MM of the metric's month field. */
export const SeriesPointSchema = z.object({ month: z.string(), value: z.number() });
export const SeriesSchema = z.record(MetricKeySchema, z.array(SeriesPointSchema));
export type Series = z.infer<typeof SeriesSchema>;

export const BreakdownRowSchema = MetricsSchema.extend({
  /** The group's id (0 for rows without one, e.g. assignments with no function). */
  id: z.number().int(),
  name: z.string(),
  assignmentId: z.number().int().optional(),
  companyId: z.number().int().optional(),
  parentId: z.number().int().optional(),
});
export type BreakdownRow = z.infer<typeof BreakdownRowSchema>;

export const BreakdownPageSchema = z.object({
  type: BreakdownTypeSchema,
  search: z.string(),
  sort: z.string(),
  direction: z.enum(['asc', 'desc']),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Rows matching the search, over all pages. */
  total: z.number().int(),
  rows: z.array(BreakdownRowSchema),
});
export type BreakdownPage = z.infer<typeof BreakdownPageSchema>;

export const ReportResultsSchema = z.object({
  metrics: MetricsSchema,
  series: SeriesSchema,
  breakdown: BreakdownPageSchema,
});
export type ReportResults = z.infer<typeof ReportResultsSchema>;

export const ReportResponseSchema = z.object({
  Id: z.number().int(),
  /** The run of this report (its current period, also on compare=true): its Excel is asked for by it. */
  runId: RunIdSchema,
  /** When these results were computed (ISO time); older than now when they came from the cache. */
  lastCached: z.string(),
  fromCache: z.boolean(),
  /** The currency amounts are in: the viewer's, or USD when no FX rates exist for it. */
  currency: z.string(),
  /** The filter as run: presets resolved to dates (moved back 12 months for compare=true). */
  filter: z.object({
    type: FinancialFilterTypeSchema,
    date: z.object({ selection: DatePresetSchema, startDate: z.string(), endDate: z.string() }),
    keys: z.array(ReportKeySchema),
  }),
  results: ReportResultsSchema,
});
export type ReportResponse = z.infer<typeof ReportResponseSchema>;

export const reportEndpoints = {
  run: defineEndpoint({
    ...reportAddresses.run,
    summary:
      'Run a Financial report: metrics, monthly series and one breakdown page; compare=true runs it 12 months earlier',
    access: 'user',
    permission: 'ViewFinancials',
    tag: 'reports',
    body: ReportOrRunRequestSchema,
    query: ReportQuerySchema,
    response: ReportResponseSchema,
    replies: { 404: 'not_found: no run has this Id (a request by run Id); run the report again' },
  }),
};
