// The calls around a Financial report (spec 2 §7): headcounts, the rows behind a figure, the
// facade (the dashboard's and the advanced searches'), share stubs and the Excel export.
import { z } from 'zod';
import { BinaryResponseSchema, defineEndpoint } from './endpoint.ts';
import { AssignmentSortSchema, CompanySortSchema } from './mcl.ts';
import { checkFacadeSections, FACADE_SECTIONS, type FacadeProblem } from './report-rules.ts';
import { AssignmentReportRequestSchema, CompanyReportRequestSchema } from './report-searches.ts';
import {
  AnyReportFilterSchema,
  BreakdownTypeSchema,
  EngineFilterTypeSchema,
  MetricKeySchema,
  needsFilterOrRun,
  ReportKeySchema,
  ReportOrRunFields,
  ReportOrRunRequestSchema,
  ReportRequestSchema,
  ReportTypeSchema,
  RunIdSchema,
} from './reports.ts';
import { reportToolAddresses } from './screen-addresses.ts';

/** spec 2 §3: {product}ian details — headcounts at the end (and start) of the period and a year earlier. */
export const MemberDetailsSchema = z.object({
  partners: z.object({ currentCount: z.number(), currentCountStart: z.number(), previousCount: z.number() }),
  researchers: z.object({ current: z.number(), previous: z.number() }),
  administration: z.object({ current: z.number(), previous: z.number() }),
});
export type MemberDetails = z.infer<typeof MemberDetailsSchema>;

/** A saved report as a share link resolves it. */
export const SavedReportSchema = z.object({
  Id: z.number().int(),
  type: ReportTypeSchema,
  filter: AnyReportFilterSchema,
});

export const FacadeSchema = z.record(z.string(), z.unknown());
export type Facade = z.infer<typeof FacadeSchema>;

/**
 * The saved layout of an advanced search (the Assignment and Company report types): the totals
 * boxes of the last run and the results table's order.
 */
export const SEARCH_FACADE_SECTIONS = ['totals', 'results'] as const;

/**
 * The totals boxes as the last run showed them. The period and keys they answered, the currency
 * and the time they were computed travel with them, so they are shown again only for the same
 * filter and marked with their time.
 */
export const SearchFacadeTotalsSchema = z.object({
  count: z.number().int().nonnegative(),
  metrics: z.partialRecord(MetricKeySchema, z.number()),
  currency: z.string().regex(/^[A-Z]{3}$/),
  lastCached: z.string().min(1).max(40),
  filter: z.object({
    type: EngineFilterTypeSchema,
    startDate: z.string(),
    endDate: z.string(),
    keys: z.array(ReportKeySchema).max(500),
  }),
});
export type SearchFacadeTotals = z.infer<typeof SearchFacadeTotalsSchema>;

const direction = z.enum(['asc', 'desc']);
/** The results table's order: a sort column of that report type. */
export const SEARCH_FACADE_RESULTS = {
  Assignment: z.object({ sort: AssignmentSortSchema, direction }),
  Company: z.object({ sort: CompanySortSchema, direction }),
} as const;
export type SearchReportType = keyof typeof SEARCH_FACADE_RESULTS;
export type SearchFacadeResults = z.infer<(typeof SEARCH_FACADE_RESULTS)[SearchReportType]>;

/**
 * The report a facade belongs to (spec 2 §7: the report without results or compare). A request
 * without a type is the dashboard's, as before the searches had one.
 */
export const FacadeReportSchema = z.discriminatedUnion('type', [
  ReportRequestSchema,
  AssignmentReportRequestSchema.omit({ results: true }).extend({ type: z.literal('Assignment') }),
  CompanyReportRequestSchema.omit({ results: true }).extend({ type: z.literal('Company') }),
]);
export type FacadeReport = z.input<typeof FacadeReportSchema>;
export type FacadeReportType = z.output<typeof FacadeReportSchema>['type'];
export const FacadeSaveSchema = z.object({ report: FacadeReportSchema, facade: FacadeSchema });
export type FacadeSave = z.input<typeof FacadeSaveSchema>;

/**
 * spec 2 §4: a facade is saved only when every section of its report type is present and
 * non-empty; the check names each section that fails with "Missing property" or "Invalid object".
 * The dashboard's six sections are its own JSON; an advanced search's totals and results must
 * also read as that report type's (a results order sorts on one of its columns).
 */
export function checkFacade(
  facade: Record<string, unknown>,
  type: FacadeReportType = 'Financial',
): FacadeProblem[] {
  if (type === 'Financial') return checkFacadeSections(facade, FACADE_SECTIONS);
  return checkFacadeSections(
    facade,
    SEARCH_FACADE_SECTIONS,
    (section, value) =>
      (section === 'totals' ? SearchFacadeTotalsSchema : SEARCH_FACADE_RESULTS[type]).safeParse(value)
        .success,
  );
}

const drillFields = {
  metric: MetricKeySchema,
  group: z.object({ type: BreakdownTypeSchema, id: z.number().int() }).optional(),
  /** Only the rows of these months (a chart bar), by the metric's grouping month (spec 2 §9). */
  months: z
    .object({
      first: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
      last: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
    })
    .refine((m) => m.first <= m.last, { message: 'The first month comes before the last.' })
    .optional(),
  page: z.number().int().min(1).default(1),
};

/** The rows behind one figure: a metric, optionally within one breakdown row; of a filter or of a run. */
export const DrillRequestSchema = ReportOrRunFields.extend(drillFields).superRefine(needsFilterOrRun);
export type DrillRequest = z.input<typeof DrillRequestSchema>;

export const DrillRowSchema = z.object({
  assignmentId: z.number().int(),
  assignment: z.string(),
  /** The credited person; absent on rows that are whole invoices or whole assignments. */
  userId: z.number().int().optional(),
  user: z.string().optional(),
  invoiceId: z.number().int().optional(),
  invoiceDate: z.string().optional(),
  /** The row's contribution: a take, a whole invoice, a fractional share, an assignment's value or days. */
  value: z.number(),
});
export type DrillRow = z.infer<typeof DrillRowSchema>;

export const DrillResponseSchema = z.object({
  metric: MetricKeySchema,
  /** invoice: invoice splits (takes); teamingInvoice: whole invoices; share: assignment-user rows; assignment: averaged assignments. */
  kind: z.enum(['invoice', 'teamingInvoice', 'share', 'assignment']),
  currency: z.string(),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  rows: z.array(DrillRowSchema),
});
export type DrillResponse = z.infer<typeof DrillResponseSchema>;

/**
 * spec 2 §7: a report's Excel, asked for by its run. The server builds every sheet from the run —
 * the filters first, then the report type's own — so the browser sends no sheets of its own.
 */
export const XlsxRequestSchema = z.object({ runId: RunIdSchema });
export type XlsxRequest = z.input<typeof XlsxRequestSchema>;

/** A report run's PDF: the workbook's sheets as pages of tables, asked for by the run as the Excel is. */
export const RunPdfRequestSchema = z.object({ runId: RunIdSchema });
export type RunPdfRequest = z.input<typeof RunPdfRequestSchema>;
/** A report longer than a PDF may hold (the REPORT_PDF_MAX_ROWS setting) is for Excel, where it can be sorted and filtered. */
export const runPdfTooLongMessage = (rows: number, maxRows: number) =>
  `This report has ${rows.toLocaleString('en-US')} rows, more than the ${maxRows.toLocaleString('en-US')} a PDF may hold; download it as Excel instead.`;

/** One month of the forecast chart: billed so far, and the projection for months not yet complete. */
export const ForecastPointSchema = z.object({
  month: z.string(),
  actual: z.number().nullable(),
  forecast: z.number().nullable(),
  /** The month in progress (drawn in the partial colour). */
  isPartial: z.boolean(),
});
export type ForecastPoint = z.infer<typeof ForecastPointSchema>;

export const reportToolEndpoints = {
  members: defineEndpoint({
    ...reportToolAddresses.members,
    summary: 'Headcounts of partners, researchers and administration for the report filter',
    access: 'user',
    permission: 'ViewFinancials',
    tag: 'reports',
    body: ReportOrRunRequestSchema,
    response: MemberDetailsSchema,
    replies: { 404: 'not_found: no run has this Id (a request by run Id); run the report again' },
  }),
  drill: defineEndpoint({
    ...reportToolAddresses.drill,
    summary: 'The invoice or assignment-user rows behind one figure, 100 a page',
    access: 'user',
    permission: 'ViewFinancials',
    tag: 'reports',
    body: DrillRequestSchema,
    response: DrillResponseSchema,
    replies: { 404: 'not_found: no run has this Id (a request by run Id); run the report again' },
  }),
  facade: defineEndpoint({
    ...reportToolAddresses.facade,
    summary:
      "The signed-in user's saved layout for the report type (Financial, Assignment or Company; null when none)",
    access: 'user',
    permission: 'ViewFinancials',
    tag: 'reports',
    body: FacadeReportSchema,
    response: FacadeSchema.nullable(),
  }),
  saveFacade: defineEndpoint({
    ...reportToolAddresses.saveFacade,
    summary:
      "Save the layout; refused unless every section of the report type's layout is present and valid (and, on the dashboard, no breakdown filter is active)",
    access: 'user',
    permission: 'ViewFinancials',
    tag: 'reports',
    body: FacadeSaveSchema,
    response: z.object({ ok: z.literal(true) }),
    replies: { 409: 'conflict: the layout is not saved while a breakdown filter is active' },
  }),
  stubOfReport: defineEndpoint({
    ...reportToolAddresses.stubOfReport,
    summary: 'An opaque share stub for a saved report of yours (the link is {origin}/report/{stub})',
    access: 'user',
    permission: 'ViewFinancials',
    tag: 'reports',
    params: z.object({ id: z.coerce.number().int().positive() }),
    response: z.string(),
  }),
  savedReport: defineEndpoint({
    ...reportToolAddresses.savedReport,
    summary: "One of your saved reports (a site admin: anyone's), for the dashboard's reportId parameter",
    access: 'user',
    permission: 'ViewFinancials',
    tag: 'reports',
    params: z.object({ id: z.coerce.number().int().positive() }),
    response: SavedReportSchema,
  }),
  reportOfStub: defineEndpoint({
    ...reportToolAddresses.reportOfStub,
    summary: 'The saved report a share stub stands for; signed-in users only',
    access: 'user',
    permission: 'ViewFinancials',
    tag: 'reports',
    params: z.object({ stub: z.string().min(16).max(100) }),
    response: SavedReportSchema,
  }),
  xlsx: defineEndpoint({
    ...reportToolAddresses.xlsx,
    summary:
      "A report run's whole Excel workbook, by its run Id: the filters sheet, then the report type's sheets; typed numbers and dates; needs ExportReports",
    access: 'user',
    permission: 'ExportReports',
    tag: 'reports',
    body: XlsxRequestSchema,
    response: BinaryResponseSchema,
    replies: {
      404: 'not_found: no run has this Id; run the report again',
      503: 'unavailable: too many exports are running; Retry-After says when to try again',
    },
  }),
  pdf: defineEndpoint({
    ...reportToolAddresses.pdf,
    summary:
      "A report run's PDF, by its run Id: what it shows and its filters first, then the tables of its Excel sheets (413 beyond the REPORT_PDF_MAX_ROWS setting's rows); needs ExportReports",
    access: 'user',
    permission: 'ExportReports',
    tag: 'reports',
    body: RunPdfRequestSchema,
    response: BinaryResponseSchema,
    replies: {
      404: 'not_found: no run has this Id; run the report again',
      503: 'unavailable: the printer is busy or Chromium is missing; Retry-After says when to try again',
    },
  }),
  forecast: defineEndpoint({
    ...reportToolAddresses.forecast,
    summary: 'Monthly firm billings for a year (this year or the two before) with a projection of the rest',
    access: 'user',
    permission: 'ViewFinancials',
    tag: 'reports',
    params: z.object({ year: z.coerce.number().int().min(2008).max(9999) }),
    response: z.array(ForecastPointSchema),
  }),
};
