// Assignments and companies (spec 1 §2.1 the mcl routes; spec 3 §2.7, §3, §4, §7): the listings,
// the assignment detail, the company family tree and the listing widgets. How each figure is
// computed is written in docs/metrics.md ("Assignments and companies").
import { z } from 'zod';
import { money, moneySort } from './money.ts';
import { WidgetFilterSchema } from './people-widgets.ts';
import { REPORT_EARLIEST_DATE } from './report-rules.ts';
import { ReportDateSchema } from './reports.ts';

// ---------------------------------------------------------------------------------------------
// Rules and names
// ---------------------------------------------------------------------------------------------

/** spec 3 §3: assignment status codes and their names. */
export const ASSIGNMENT_STATUS_NAMES = {
  C: 'Cancelled',
  E: 'Ended',
  F: 'Filled',
  H: 'Held',
  O: 'Open',
  S: 'Staffed',
} as const;
export const AssignmentStatusSchema = z.enum(['C', 'E', 'F', 'H', 'O', 'S']);
export type AssignmentStatus = z.infer<typeof AssignmentStatusSchema>;

/** spec 3 §3: search types by their spec names (Consulting and BLM are both Leadership Consulting). */
export const SEARCH_TYPE_NAMES = {
  Executive: 'Executive Search',
  Consulting: 'Leadership Consulting',
  BLM: 'Leadership Consulting',
  IM: 'Interim Management',
} as const;
export const SearchTypeSchema = z.enum(['Executive', 'Consulting', 'BLM', 'IM']);

/** spec 3 §4: 'Off Limits' is shown for off-limits dates after this day. */
export const OFF_LIMITS_AFTER = '2220-01-01';

/** spec 3 §4: invoice ordinal — 'Initial' for 1, then '2nd', '3rd', '4th'… */
export function invoiceOrdinalLabel(ordinal: number): string {
  if (ordinal <= 1) return 'Initial';
  return ordinalWord(ordinal);
}

/** spec 3 §4: revision label — 'Original amount' for 0, then '1st revision', '2nd revision'… */
export function invoiceRevisionLabel(revision: number): string {
  if (revision <= 0) return 'Original amount';
  return `${ordinalWord(revision)} revision`;
}

function ordinalWord(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** spec 3 §9: listing page size 50; a page holds at most 100 rows. */
export const MCL_PAGE_SIZE = 50;
export const MCL_MAX_PAGE_SIZE = 100;
/** spec 3 §9: recent lists take 5, top offices 3, recent teaming win 1. */
export const MCL_WIDGET_DEFAULTS = {
  recent: 5,
  topOffices: 3,
  topPartners: 5,
  topPracticeGroups: 5,
  teamingWin: 1,
};
export const MCL_WIDGET_MAX_TAKE = 50;

export const ListingScopeSchema = z.enum(['my', 'location', 'all']);
export type ListingScope = z.infer<typeof ListingScopeSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/**
 * A person's picture, as people.ts's `pictureId`: the id for `/api/v2/cms/image/SquarePhoto/{id}/{px}/{px}`,
 * null when there is no photo (show initials, and ask for nothing).
 */
const pictureId = z.number().int().nullable();
const search = z.string().trim().max(200, 'The filter text is at most 200 characters.').default('');
const paging = {
  offset: z.number().int().min(0).max(1_000_000).default(0),
  limit: z
    .number()
    .int()
    .min(1)
    .max(MCL_MAX_PAGE_SIZE, `A page holds at most ${MCL_MAX_PAGE_SIZE} rows.`)
    .default(MCL_PAGE_SIZE),
  direction: z.enum(['asc', 'desc']).default('asc'),
};

// ---------------------------------------------------------------------------------------------
// Assignment listing
// ---------------------------------------------------------------------------------------------

/** spec 3 §2.7: every column of the assignment results table sorts (Billings: with ViewFinancials). */
export const AssignmentSortSchema = moneySort(
  z.enum([
    'jobTitle',
    'company',
    'displayId',
    'industry',
    'searchType',
    'partners',
    'role',
    'location',
    'status',
    'dateTaken',
    'totalBillings',
  ]),
  ['totalBillings'],
);
export type AssignmentSort = z.infer<typeof AssignmentSortSchema>;

export const AssignmentListRequestSchema = z.object({
  scope: ListingScopeSchema.default('all'),
  /** 'Filter results': part of the job title, the client's name or the assignment number. */
  search,
  sort: AssignmentSortSchema.default('dateTaken'),
  ...paging,
  /** Only this company's assignments (the company detail page). */
  companyId: z.number().int().positive().max(2_147_483_647).optional(),
  /** The page's AssignmentsFilter rows. */
  filter: WidgetFilterSchema.default([]),
});
export type AssignmentListRequest = z.input<typeof AssignmentListRequestSchema>;

export const AssignmentPersonSchema = z.object({
  ID: z.number().int(),
  FullName: z.string(),
  LocationName: z.string().nullable(),
  /** D developer, H handler; 'DH' for someone who is both. */
  role: z.string(),
});

/** spec 3 §3 Assignment row, with the table's columns. */
export const AssignmentRowSchema = z.object({
  Id: z.number().int(),
  displayId: z.string(),
  jobTitle: z.string(),
  company: z.string(),
  companyId: z.number().int(),
  isKeyAccount: z.boolean(),
  industry: z.string().nullable(),
  searchType: SearchTypeSchema,
  searchTypeName: z.string(),
  assignmentType: z.string(),
  /** The team: developers and handlers. */
  users: z.array(AssignmentPersonSchema),
  /** The viewer's role on it (D, H or DH), null when not on the team. */
  role: z.string().nullable(),
  location: z.string(),
  locationId: z.number().int(),
  status: AssignmentStatusSchema,
  statusName: z.string(),
  dateTaken: isoDate.nullable(),
  /** All its invoice splits, each converted at its invoice month, in `currency`. */
  totalBillings: money(z.number()),
});
export type AssignmentRow = z.infer<typeof AssignmentRowSchema>;

export const AssignmentPageSchema = z.object({
  items: z.array(AssignmentRowSchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  currency: z.string(),
});
export type AssignmentPage = z.infer<typeof AssignmentPageSchema>;

// ---------------------------------------------------------------------------------------------
// Company listing
// ---------------------------------------------------------------------------------------------

export const CompanySortSchema = z.enum([
  'company',
  'parent',
  'owner',
  'status',
  'offLimitsDate',
  'inveniasId',
  'zoominfoId',
]);
export type CompanySort = z.infer<typeof CompanySortSchema>;

export const CompanyListRequestSchema = z.object({
  scope: ListingScopeSchema.default('all'),
  /** 'Filter results': part of the company's name or its parent's. */
  search,
  sort: CompanySortSchema.default('company'),
  ...paging,
  /** The page's CompaniesFilter rows. */
  filter: WidgetFilterSchema.default([]),
});
export type CompanyListRequest = z.input<typeof CompanyListRequestSchema>;

/** spec 3 §3 Company row. */
export const CompanyRowSchema = z.object({
  Id: z.number().int(),
  company: z.string(),
  parent: z.string().nullable(),
  parentId: z.number().int().nullable(),
  parentIsKeyAccount: z.boolean(),
  IsKeyAccount: z.boolean(),
  owner: z.string().nullable(),
  ownerId: z.number().int().nullable(),
  status: z.string(),
  offLimitsDate: isoDate.nullable(),
  /** spec 3 §4: 'Off Limits' after 2220-01-01, otherwise the date (null without one). */
  offLimitsText: z.string().nullable(),
  /**
   * spec 3 §4: the renewal date minus 6 months. The data model holds no renewal date, so the
   * off-limits date (when it is a real date) stands for it; null otherwise.
   */
  actionDate: isoDate.nullable(),
  inveniasId: z.string().nullable(),
  zoominfoId: z.string().nullable(),
});
export type CompanyRow = z.infer<typeof CompanyRowSchema>;

export const CompanyPageSchema = z.object({
  items: z.array(CompanyRowSchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});
export type CompanyPage = z.infer<typeof CompanyPageSchema>;

// ---------------------------------------------------------------------------------------------
// Assignment detail
// ---------------------------------------------------------------------------------------------

export const AssignmentTeamMemberSchema = z.object({
  userId: z.number().int(),
  uuid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  location: z.string().nullable(),
  role: z.enum(['D', 'H']),
  percentage: z.number(),
  pictureId,
});

export const InvoiceSplitDetailSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  percentage: z.number(),
  /** In the invoice's own currency. */
  amount: z.number(),
  /** In the viewer's currency. */
  amountConverted: z.number(),
});

export const AssignmentInvoiceSchema = z.object({
  Id: z.number().int(),
  invoiceDate: isoDate,
  ordinal: z.number().int(),
  ordinalLabel: z.string(),
  revision: z.number().int(),
  revisionLabel: z.string(),
  amount: z.number(),
  currency: z.string(),
  amountConverted: z.number(),
  splits: z.array(InvoiceSplitDetailSchema),
});

export const AssignmentDetailSchema = AssignmentRowSchema.omit({ users: true, role: true }).extend({
  statusDate: isoDate,
  createdDate: isoDate,
  filledDate: isoDate.nullable(),
  /** Days from taken to filled (status F), null otherwise. */
  timeToFill: z.number().nullable(),
  function: z.string().nullable(),
  practiceGroup: z.string().nullable(),
  subsector: z.string().nullable(),
  onStrategy: z.boolean(),
  team: z.array(AssignmentTeamMemberSchema),
  /** The invoices and each partner's split: billing records, money as a whole. */
  invoices: money(z.array(AssignmentInvoiceSchema)),
  currency: z.string(),
});
export type AssignmentDetail = z.infer<typeof AssignmentDetailSchema>;

// ---------------------------------------------------------------------------------------------
// Company family tree
// ---------------------------------------------------------------------------------------------

export interface HierarchyNode {
  Id: number;
  Name: string;
  IsKeyAccount: boolean;
  children: HierarchyNode[];
}

export const HierarchyNodeSchema: z.ZodType<HierarchyNode> = z.object({
  Id: z.number().int(),
  Name: z.string(),
  IsKeyAccount: z.boolean(),
  get children() {
    return z.array(HierarchyNodeSchema);
  },
});

export const HierarchyQuerySchema = z.object({
  include: z.enum(['subsidiaries', 'all']).default('subsidiaries'),
});

export const HierarchySchema = z.object({
  companyId: z.number().int(),
  include: z.enum(['subsidiaries', 'all']),
  /** subsidiaries: the company and everything under it; all: the whole family from its top parent. */
  root: HierarchyNodeSchema,
  /** Every company id in the tree, the root first. */
  companyIds: z.array(z.number().int()),
});
export type Hierarchy = z.infer<typeof HierarchySchema>;

// ---------------------------------------------------------------------------------------------
// Widgets
// ---------------------------------------------------------------------------------------------

const take = (fallback: number) => z.coerce.number().int().min(1).max(MCL_WIDGET_MAX_TAKE).default(fallback);

export const RecentListRequestSchema = z.object({
  filter: WidgetFilterSchema.default([]),
  take: take(MCL_WIDGET_DEFAULTS.recent),
});

/** The widget's period for report figures (the report's 1 year by default). */
export const WidgetFigureRequestSchema = z.object({
  filter: WidgetFilterSchema.default([]),
  date: ReportDateSchema.default({ selection: '1Y' }).superRefine((date, ctx) => {
    if (date.selection !== 'Custom') return;
    if (!date.startDate || !date.endDate)
      ctx.addIssue({ code: 'custom', message: 'A custom range needs a start and an end date.' });
    else if (date.startDate < REPORT_EARLIEST_DATE)
      ctx.addIssue({ code: 'custom', message: `Reports start on ${REPORT_EARLIEST_DATE} at the earliest.` });
    else if (date.endDate < date.startDate)
      ctx.addIssue({ code: 'custom', message: 'The end date is before the start date.' });
  }),
});
export const WidgetTakeQuerySchema = (fallback: number) => z.object({ take: take(fallback) });

export const TeamingWinSchema = z.object({
  Id: z.number().int(),
  company: z.string(),
  companyId: z.number().int(),
  jobTitle: z.string(),
  dateTaken: isoDate.nullable(),
  users: z.array(AssignmentPersonSchema.extend({ uuid: z.string(), pictureId })),
});

export const TopOfficeSchema = z.object({
  location: z.string(),
  locationId: z.number().int(),
  totalBillingsUsd: z.number(),
});
export const TopPartnerSchema = z.object({
  ID: z.number().int(),
  uuid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  location: z.string().nullable(),
  totalBillingsUsd: z.number(),
  teamingValueUsd: z.number(),
  pictureId,
});
export const TopPracticeGroupSchema = z.object({
  name: z.string(),
  id: z.number().int(),
  totalBillingsUsd: z.number(),
});
