// The User, License and Location report types (spec 2 §3): who was hired, left or changed role
// in a period, and the head counts of the firm's offices and licenses over it. Filters as the
// other report types take them; the results are paged on the server like the advanced searches.
import { z } from 'zod';
import { RoleSchema } from './auth.ts';
import { defineEndpoint } from './endpoint.ts';
import {
  DatePresetSchema,
  needsFilterOrRun,
  ReportKeySchema,
  ReportQuerySchema,
  RunIdSchema,
  reportFilterOf,
} from './reports.ts';

/** spec 2 §3: the date filter types of the User, License and Location reports; none is the default. */
export const PeopleFilterTypeSchema = z.enum(['none', 'hire', 'inactive', 'role', 'roleORhire']);
export type PeopleFilterType = z.infer<typeof PeopleFilterTypeSchema>;

export const PeopleReportTypeSchema = z.enum(['User', 'License', 'Location']);
export type PeopleReportType = z.infer<typeof PeopleReportTypeSchema>;

/** spec 3 §5: site admins may pick user-report dates up to one year ahead of today. */
export const PEOPLE_REPORT_ADMIN_MONTHS_AHEAD = 12;

export const PeopleReportFilterSchema = reportFilterOf(PeopleFilterTypeSchema, 'none');
export type PeopleReportFilter = z.output<typeof PeopleReportFilterSchema>;

export const PEOPLE_REPORT_PAGE_SIZE = 50;
export const PEOPLE_REPORT_MAX_PAGE_SIZE = 500;

export const PersonSortSchema = z.enum([
  'name',
  'role',
  'location',
  'license',
  'status',
  'hireDate',
  'joinDate',
  'roleChangedDate',
  'inactiveDate',
]);
export const PlaceSortSchema = z.enum([
  'name',
  'partners',
  'researchers',
  'administration',
  'headcount',
  'joiners',
  'leavers',
  'selected',
]);

export const PeopleReportRequestSchema = z.object({
  Id: z.number().int().nonnegative().default(0),
  filter: PeopleReportFilterSchema,
  results: z
    .object({
      sort: z.union([PersonSortSchema, PlaceSortSchema]).default('name'),
      direction: z.enum(['asc', 'desc']).default('asc'),
      search: z.string().trim().max(200, 'The filter text is at most 200 characters.').default(''),
      /** Only people of this role (the user report's role tabs). */
      role: RoleSchema.optional(),
      offset: z.number().int().min(0).max(1_000_000).default(0),
      limit: z
        .number()
        .int()
        .min(1)
        .max(PEOPLE_REPORT_MAX_PAGE_SIZE, `A page holds at most ${PEOPLE_REPORT_MAX_PAGE_SIZE} rows.`)
        .default(PEOPLE_REPORT_PAGE_SIZE),
    })
    .default({ sort: 'name', direction: 'asc', search: '', offset: 0, limit: PEOPLE_REPORT_PAGE_SIZE }),
});
/** A results page of a run on screen, by its run Id in place of the filter (a run Id wins). */
export const PeopleReportOrRunRequestSchema = PeopleReportRequestSchema.extend({
  filter: PeopleReportFilterSchema.optional(),
  runId: RunIdSchema.optional(),
}).superRefine(needsFilterOrRun);
export type PeopleReportRequest = z.input<typeof PeopleReportOrRunRequestSchema>;

export const PersonReportRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  role: RoleSchema,
  location: z.string().nullable(),
  locationId: z.number().int().nullable(),
  license: z.string().nullable(),
  /** Active or Inactive today. */
  status: z.enum(['Active', 'Inactive']),
  hireDate: z.string().nullable(),
  joinDate: z.string().nullable(),
  roleChangedDate: z.string().nullable(),
  inactiveDate: z.string().nullable(),
});
export type PersonReportRow = z.infer<typeof PersonReportRowSchema>;

const roleCounts = z.object({ partners: z.number(), researchers: z.number(), administration: z.number() });
export type RoleCounts = z.infer<typeof roleCounts>;

export const PlaceReportRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The license's region, or the office's license. */
  parent: z.string().nullable(),
  /** On staff on the period's last day. */
  end: roleCounts,
  /** On staff on the period's first day. */
  start: roleCounts,
  /** Hired or joined in the period. */
  joiners: z.number().int(),
  /** Inactive date in the period. */
  leavers: z.number().int(),
  /** The people the date filter type selected here. */
  selected: z.number().int(),
});
export type PlaceReportRow = z.infer<typeof PlaceReportRowSchema>;

export const HeadcountPointSchema = z.object({ date: z.string() }).extend(roleCounts.shape);
export type HeadcountPoint = z.infer<typeof HeadcountPointSchema>;

const runFilter = z.object({
  type: PeopleFilterTypeSchema,
  date: z.object({ selection: DatePresetSchema, startDate: z.string(), endDate: z.string() }),
  keys: z.array(ReportKeySchema),
});

const summary = z.object({
  /** Rows of the report (people, licenses or offices) over all pages. */
  count: z.number().int(),
  start: roleCounts,
  end: roleCounts,
  joiners: z.number().int(),
  leavers: z.number().int(),
});

const runShape = {
  Id: z.number().int(),
  runId: RunIdSchema,
  lastCached: z.string(),
  fromCache: z.boolean(),
  filter: runFilter,
  totals: summary,
  /** Head count by role over the period: its first day, each month end, its last day. */
  headcount: z.array(HeadcountPointSchema),
};

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    offset: z.number().int(),
    limit: z.number().int(),
  });

export const UserReportResponseSchema = z.object({
  ...runShape,
  type: z.literal('User'),
  page: page(PersonReportRowSchema),
});
export type UserReportResponse = z.infer<typeof UserReportResponseSchema>;

export const PlaceReportResponseSchema = z.object({
  ...runShape,
  type: z.enum(['License', 'Location']),
  page: page(PlaceReportRowSchema),
});
export type PlaceReportResponse = z.infer<typeof PlaceReportResponseSchema>;

const reportEndpoint = <R extends z.ZodType>(path: string, summaryText: string, response: R) =>
  defineEndpoint({
    method: 'POST',
    path,
    changesNothing: true,
    summary: summaryText,
    access: 'user',
    tag: 'people',
    body: PeopleReportOrRunRequestSchema,
    query: ReportQuerySchema,
    response,
    replies: { 404: 'not_found: no run has this Id (a request by run Id); run the report again' },
  });

export const peopleReportEndpoints = {
  userReport: reportEndpoint(
    '/api/v2/user/report',
    'Run a User report: one page of the people the date filter type selects, head counts and joiners/leavers',
    UserReportResponseSchema,
  ),
  licenseReport: reportEndpoint(
    '/api/v2/license/report',
    'Run a License report: one page of licenses with their head counts at the start and end of the period',
    PlaceReportResponseSchema,
  ),
  locationReport: reportEndpoint(
    '/api/v2/location/report',
    'Run a Location report: one page of offices with their head counts at the start and end of the period',
    PlaceReportResponseSchema,
  ),
};
