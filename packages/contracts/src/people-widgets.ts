// The people widgets' requests and answers (spec 3 §2.3–§2.6): member lists, new partners, the
// user intro, the colleague finder and the company explorer.
import { z } from 'zod';
import {
  IsoDateSchema,
  MAX_FILTER_IDS,
  MAX_FINDER_SKILLS,
  MEMBER_LIST_MAX_PER_PAGE,
  MEMBER_PROMO_DEFAULT_TAKE,
  MemberListSortSchema,
  PersonSchema,
  SortDirectionSchema,
  teamingFields,
  WIDGET_MAX_TAKE,
} from './people.ts';

/**
 * One row of a widget's or page's filter list (spec 3 §3 Filter rows): key {Id, Text}, value
 * {Id, Text}. People widgets apply RegionId, LicenseId, LocationId, CountryId, PracticeGroupId,
 * SkillId, UserId and Role; other keys do not describe people and are ignored.
 */
export const WidgetFilterRowSchema = z.object({
  key: z.object({ Id: z.string().max(50), Text: z.string().max(300).optional() }),
  value: z.object({ Id: z.union([z.string().max(100), z.number()]), Text: z.string().max(300).optional() }),
});
export type WidgetFilterRow = z.infer<typeof WidgetFilterRowSchema>;

/** The list, or its JSON text; unparseable text is no filter (spec 3 §3). */
export const WidgetFilterSchema = z.preprocess(
  (value) => {
    if (value === null || value === undefined) return [];
    if (typeof value !== 'string') return value;
    if (!value.trim()) return [];
    try {
      return JSON.parse(value);
    } catch {
      return [];
    }
  },
  z.array(WidgetFilterRowSchema).max(200, 'A filter has at most 200 rows.'),
);

const adgroup = z.string().trim().max(100).optional();

export const MemberListRequestSchema = z.object({
  filter: WidgetFilterSchema.default([]),
  sort: MemberListSortSchema.default('Id'),
  sortDirection: SortDirectionSchema.default('DESC'),
  /** Only members of this group. */
  adgroup,
  /** Paginates only when set (spec 3 §2.6). */
  perPage: z.number().int().min(1).max(MEMBER_LIST_MAX_PER_PAGE).optional(),
  page: z.number().int().min(1).max(10_000).default(1),
});
export type MemberListRequest = z.input<typeof MemberListRequestSchema>;

export const MemberListResponseSchema = z.object({
  items: z.array(PersonSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int().nullable(),
});
export type MemberListResponse = z.infer<typeof MemberListResponseSchema>;

export const MemberListPromoRequestSchema = z.object({
  filter: WidgetFilterSchema.default([]),
  take: z.number().int().min(1).max(WIDGET_MAX_TAKE).default(MEMBER_PROMO_DEFAULT_TAKE),
  sort: MemberListSortSchema.default('lastName'),
  sortDirection: SortDirectionSchema.default('ASC'),
  adgroup,
});
export type MemberListPromoRequest = z.input<typeof MemberListPromoRequestSchema>;

/** A partner's intro card (new partners, single partner promo, user intro). */
export const PartnerIntroSchema = PersonSchema.extend({
  bio: z.string(),
  /** The day they became a partner: their role-changed date, else their hire date; null for others. */
  partnerSince: IsoDateSchema.nullable(),
  /** joined: hired as a partner; promoted: became one later. */
  partnerBy: z.enum(['joined', 'promoted']).nullable(),
});
export type PartnerIntro = z.infer<typeof PartnerIntroSchema>;

export const NewPartnersRequestSchema = z.object({
  filter: WidgetFilterSchema.default([]),
  adgroup,
  /** The window: partners who became one in the last `months` months, today included. */
  months: z.number().int().min(1).max(60).default(12),
  take: z.number().int().min(1).max(WIDGET_MAX_TAKE).default(10),
  sort: MemberListSortSchema.default('lastName'),
  sortDirection: SortDirectionSchema.default('ASC'),
});
export type NewPartnersRequest = z.input<typeof NewPartnersRequestSchema>;

const optionalId = z.number().int().positive().nullish();

/** spec 3 §2.3, §7: the colleague finder's filters. */
export const ColleagueFinderRequestSchema = z.object({
  companies: z.array(z.number().int().positive()).max(MAX_FILTER_IDS).default([]),
  industry: optionalId,
  function: optionalId,
  practiceGroup: optionalId,
  subsector: optionalId,
  region: optionalId,
  license: optionalId,
  location: optionalId,
  skills: z
    .array(z.number().int().positive())
    .max(MAX_FINDER_SKILLS, `Choose at most ${MAX_FINDER_SKILLS} skills.`)
    .default([]),
  take: z.number().int().min(1).max(WIDGET_MAX_TAKE).default(10),
});
export type ColleagueFinderRequest = z.input<typeof ColleagueFinderRequestSchema>;

/** 'Top results': a colleague and the teaming value they built on the matching assignments. */
export const ColleagueResultSchema = PersonSchema.extend({
  ...teamingFields,
  /** Matching teaming assignments they were credited on. */
  assignments: z.number().int(),
});
export type ColleagueResult = z.infer<typeof ColleagueResultSchema>;

export const ExplorerLocationTypeSchema = z.enum(['global', 'country', 'region', 'license', 'location']);

export interface ExplorerNode {
  Id: number;
  Name: string;
  LocationType: z.infer<typeof ExplorerLocationTypeSchema>;
  numOffices: number;
  numPartners: number;
  numResearchers: number;
  numAdmins: number;
  children: ExplorerNode[];
}

/** One place of the explorer's tree (spec 3 §3 "a tree under global with children and LocationType"). */
export const ExplorerNodeSchema: z.ZodType<ExplorerNode> = z.object({
  Id: z.number().int(),
  Name: z.string(),
  LocationType: ExplorerLocationTypeSchema,
  numOffices: z.number().int(),
  numPartners: z.number().int(),
  numResearchers: z.number().int(),
  numAdmins: z.number().int(),
  get children() {
    return z.array(ExplorerNodeSchema);
  },
});

/** spec 3 §3 Explorer stats; `global` is the root of the tree (or the chosen place, when narrowed). */
export const CompanyExplorerSchema = z.object({
  numCountries: z.number().int(),
  numOffices: z.number().int(),
  numPG: z.number().int(),
  numSS: z.number().int(),
  numPartners: z.number().int(),
  numResearchers: z.number().int(),
  numAdmins: z.number().int(),
  global: ExplorerNodeSchema,
});
export type CompanyExplorer = z.infer<typeof CompanyExplorerSchema>;

export const ExplorerFilterTypeSchema = z.enum(['region', 'license', 'location', 'country']);
export type ExplorerFilterType = z.infer<typeof ExplorerFilterTypeSchema>;
