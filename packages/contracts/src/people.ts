// People and places (spec 1 §2.1 directory routes; spec 3 §2.3–§2.6, §3, §5, §7): pictures, the
// member, location and license directories, Your Profile, and the calls of the people widgets.
import { z } from 'zod';
import { RoleSchema } from './auth.ts';
import { BinaryResponseSchema, defineEndpoint } from './endpoint.ts';

// ---------------------------------------------------------------- bounds

/** spec 3 §2.6: the picture tile asks for 16 × rem px, twice that on sharp screens; 16–1024 covers it. */
export const PICTURE_MIN_PX = 16;
export const PICTURE_MAX_PX = 1024;
/** Your Profile photo upload: jpg or png, checked by content, re-encoded on the server. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const MAX_PHOTO_DIMENSION = 6000;
export const PHOTO_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const;
/** spec 3 §5: skills capped at 3. */
export const MAX_FINDER_SKILLS = 3;
export const MAX_SEARCH_LENGTH = 100;
export const MAX_FILTER_IDS = 20;
export const DIRECTORY_MAX_LIMIT = 100;
export const DIRECTORY_DEFAULT_LIMIT = 50;
export const PLACES_MAX_LIMIT = 200;
/** A member list without perPage answers at most this many people (its total says how many match). */
export const MEMBER_LIST_MAX = 500;
export const MEMBER_LIST_MAX_PER_PAGE = 200;
/** spec 3 §9: people tile take 8. */
export const MEMBER_PROMO_DEFAULT_TAKE = 8;
export const WIDGET_MAX_TAKE = 50;
/** spec 3 §5: the phone input accepts only valid characters; its placeholder. */
export const PHONE_PLACEHOLDER = 'Enter a phone number';
export const PHONE_PATTERN = /^[0-9 +()./-]*$/;
export const PHONE_MESSAGE = 'A phone number may contain only digits, spaces and + ( ) - . /';
export const MAX_PHONE_LENGTH = 40;

// ---------------------------------------------------------------- shared pieces

const id = z.coerce.number().int().positive();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Several ids in a query string: `region=1,2` or `region=1&region=2`. */
const idList = z.preprocess(
  (value) =>
    value === undefined || value === ''
      ? []
      : (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(',')).filter((v) => v !== ''),
  z.array(id).max(MAX_FILTER_IDS, `Choose at most ${MAX_FILTER_IDS} values per filter.`),
);
const roleList = z.preprocess(
  (value) =>
    value === undefined || value === ''
      ? []
      : (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(',')).filter((v) => v !== ''),
  z.array(RoleSchema).max(3),
);
const searchText = z
  .string()
  .trim()
  .max(MAX_SEARCH_LENGTH, `Search for at most ${MAX_SEARCH_LENGTH} characters.`);
const SortDirectionSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.toUpperCase() : v),
  z.enum(['ASC', 'DESC']),
);
export type SortDirection = 'ASC' | 'DESC';

/** spec 1 §3: member sorts. */
export const MemberSortSchema = z.enum(['lastName', 'joinDate', 'hireDate', 'roleChanged']);
export type MemberSort = z.infer<typeof MemberSortSchema>;
/** The member-list widget also sorts by Id (its default, spec 3 §2.6). */
export const MemberListSortSchema = z.enum(['Id', ...MemberSortSchema.options]);
export type MemberListSort = z.infer<typeof MemberListSortSchema>;

export const PlaceRefSchema = z.object({ Id: z.number().int(), Name: z.string() });
export type PlaceRef = z.infer<typeof PlaceRefSchema>;

/**
 * One person as lists show them (spec 3 §3 User/partner). `pictureId` is the id for
 * `/api/v2/cms/image/SquarePhoto/{id}/{px}/{px}`, null when there is no photo (show initials);
 * `pictureVersion` changes with the photo, for cache-busting the picture URL.
 */
export const PersonSchema = z.object({
  Id: z.number().int(),
  UUID: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  title: z.string(),
  role: RoleSchema,
  email: z.string(),
  officePhone: z.string(),
  mobilePhone: z.string(),
  location: PlaceRefSchema.nullable(),
  city: z.string(),
  license: PlaceRefSchema.nullable(),
  region: PlaceRefSchema.nullable(),
  pictureId: z.number().int().nullable(),
  pictureVersion: z.string().nullable(),
  hireDate: isoDate.nullable(),
  joinDate: isoDate.nullable(),
  roleChangedDate: isoDate.nullable(),
});
export type Person = z.infer<typeof PersonSchema>;

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    offset: z.number().int(),
    limit: z.number().int(),
  });

export const PersonPageSchema = page(PersonSchema);
export type PersonPage = z.infer<typeof PersonPageSchema>;

/** An assignment as a profile or an office lists it (spec 3 §3 Assignment). */
export const AssignmentRefSchema = z.object({
  Id: z.number().int(),
  displayId: z.string(),
  jobTitle: z.string(),
  company: z.string(),
  companyId: z.number().int(),
  searchType: z.string(),
  status: z.string(),
  dateTaken: isoDate.nullable(),
  location: z.string(),
});
export type AssignmentRef = z.infer<typeof AssignmentRefSchema>;

/** Teaming figures in the viewer's currency (`currency`), and in USD (docs/metrics.md, "Teaming value"). */
const teaming = {
  teamingValue: z.number(),
  teamingValueUsd: z.number(),
  currency: z.string().length(3),
};

/** A colleague someone teams with: shared teaming assignments and the teaming value built together. */
export const TeamingColleagueSchema = PersonSchema.extend({
  ...teaming,
  sharedAssignments: z.number().int(),
});
export type TeamingColleague = z.infer<typeof TeamingColleagueSchema>;

// ---------------------------------------------------------------- pictures

export const PictureFieldSchema = z.enum(['SquarePhoto', 'TileImage', 'MetaImage']);
export type PictureField = z.infer<typeof PictureFieldSchema>;

const pictureSize = z.coerce
  .number()
  .int('The size is a whole number of pixels.')
  .min(PICTURE_MIN_PX, `Pictures are ${PICTURE_MIN_PX} to ${PICTURE_MAX_PX} pixels.`)
  .max(PICTURE_MAX_PX, `Pictures are ${PICTURE_MIN_PX} to ${PICTURE_MAX_PX} pixels.`);

/**
 * SquarePhoto: `id` is a person's Id. TileImage and MetaImage: `id` is an image of the library
 * (its OID, as MetaImage {OID} holds it). Every picture is square: width and height must match.
 */
export const PictureParamsSchema = z
  .object({ field: PictureFieldSchema, id, width: pictureSize, height: pictureSize })
  .refine((p) => p.width === p.height, {
    message: 'Pictures are square: the width and the height must be the same.',
    path: ['height'],
  });

// ---------------------------------------------------------------- directories

export const MembersQuerySchema = z.object({
  /** Name or title, every word must match (as you type). */
  search: searchText.default(''),
  region: idList,
  license: idList,
  location: idList,
  practiceGroup: idList,
  skill: idList,
  role: roleList,
  sort: MemberSortSchema.default('lastName'),
  sortDirection: SortDirectionSchema.default('ASC'),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(DIRECTORY_MAX_LIMIT).default(DIRECTORY_DEFAULT_LIMIT),
});
export type MembersQuery = z.input<typeof MembersQuerySchema>;

/** A partner profile (spec 1 §2.1 /directory/{members}/{Id}). */
export const MemberDetailSchema = PersonSchema.extend({
  bio: z.string(),
  status: z.enum(['Active', 'Inactive']),
  inactiveDate: isoDate.nullable(),
  practiceGroups: z.array(PlaceRefSchema),
  skills: z.array(PlaceRefSchema),
  recentAssignments: z.array(AssignmentRefSchema),
  topColleagues: z.array(TeamingColleagueSchema),
  /** The caller may edit this profile: it is theirs, or they are a site admin. */
  canEdit: z.boolean(),
});
export type MemberDetail = z.infer<typeof MemberDetailSchema>;

export const HeadcountSchema = z.object({
  partners: z.number().int(),
  researchers: z.number().int(),
  administrators: z.number().int(),
  total: z.number().int(),
});
export type Headcount = z.infer<typeof HeadcountSchema>;

export const LocationRowSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  city: z.string(),
  address: z.string(),
  phone: z.string(),
  publicUrl: z.string(),
  country: PlaceRefSchema,
  license: PlaceRefSchema,
  region: PlaceRefSchema,
  headcount: HeadcountSchema,
});
export type LocationRow = z.infer<typeof LocationRowSchema>;

export const LicenseRowSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  region: PlaceRefSchema,
  offices: z.number().int(),
  headcount: HeadcountSchema,
});
export type LicenseRow = z.infer<typeof LicenseRowSchema>;

const placesQuery = {
  search: searchText.default(''),
  region: idList,
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(PLACES_MAX_LIMIT).default(100),
};
/** Offices in region → license → name order, so a page groups without gaps. */
export const LocationsQuerySchema = z.object({ ...placesQuery, license: idList });
export const LicensesQuerySchema = z.object(placesQuery);

export const LocationPageSchema = page(LocationRowSchema);
export const LicensePageSchema = page(LicenseRowSchema);

/** People come as their first page by last name; later pages from the members call with `location`. */
export const LocationDetailSchema = LocationRowSchema.extend({
  people: PersonPageSchema,
  recentAssignments: z.array(AssignmentRefSchema),
});
export type LocationDetail = z.infer<typeof LocationDetailSchema>;

export const LicenseDetailSchema = LicenseRowSchema.extend({
  locations: z.array(LocationRowSchema),
  people: PersonPageSchema,
  recentAssignments: z.array(AssignmentRefSchema),
});
export type LicenseDetail = z.infer<typeof LicenseDetailSchema>;

// ---------------------------------------------------------------- Your Profile

export const PhoneSchema = z
  .string()
  .trim()
  .max(MAX_PHONE_LENGTH, `A phone number has at most ${MAX_PHONE_LENGTH} characters.`)
  .regex(PHONE_PATTERN, PHONE_MESSAGE)
  .refine((v) => v === '' || /\d/.test(v), 'A phone number needs at least one digit.');

export const UpdateProfileRequestSchema = z
  .object({
    officePhone: PhoneSchema.optional(),
    mobilePhone: PhoneSchema.optional(),
    /** Every amount in the portal shows in it; one of `currencies` of the profile. */
    Currency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, 'A currency is a three-letter code such as USD.')
      .optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Send at least one field to change.');
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequestSchema>;

/** Your Profile: the profile plus what only its owner sees. */
export const ProfileSchema = MemberDetailSchema.extend({
  Currency: z.string().length(3),
  /** The currencies the firm has exchange rates for (and USD). */
  currencies: z.array(z.string().length(3)),
});
export type Profile = z.infer<typeof ProfileSchema>;

// ---------------------------------------------------------------- widgets

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
  partnerSince: isoDate.nullable(),
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
  ...teaming,
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

// ---------------------------------------------------------------- endpoints

const byId = z.object({ id });

export const peopleEndpoints = {
  picture: defineEndpoint({
    method: 'GET',
    path: '/api/v2/cms/image/:field/:id/:width/:height',
    summary:
      'A picture resized to a square of 16–1024 px (WebP): a person (SquarePhoto) or a library image; ETag and 304',
    access: 'user',
    tag: 'people',
    params: PictureParamsSchema,
    query: z.object({ v: z.string().max(64).optional() }),
    response: BinaryResponseSchema,
  }),
  members: defineEndpoint({
    method: 'GET',
    path: '/api/v2/directory/members',
    summary: 'Active colleagues: search by name or title, filters, sort, paged',
    access: 'user',
    tag: 'people',
    query: MembersQuerySchema,
    response: PersonPageSchema,
  }),
  member: defineEndpoint({
    method: 'GET',
    path: '/api/v2/directory/members/:id',
    summary: 'A partner profile: details, recent assignments, the colleagues they team with most',
    access: 'user',
    tag: 'people',
    params: byId,
    response: MemberDetailSchema,
  }),
  locations: defineEndpoint({
    method: 'GET',
    path: '/api/v2/directory/locations',
    summary: 'Offices in region → license order with address, phone and head count by role, paged',
    access: 'user',
    tag: 'people',
    query: LocationsQuerySchema,
    response: LocationPageSchema,
  }),
  location: defineEndpoint({
    method: 'GET',
    path: '/api/v2/directory/locations/:id',
    summary: 'An office: details, head count, its people (first page) and recent assignments',
    access: 'user',
    tag: 'people',
    params: byId,
    response: LocationDetailSchema,
  }),
  licenses: defineEndpoint({
    method: 'GET',
    path: '/api/v2/directory/licenses',
    summary: 'Licenses in region order with their offices and head count by role, paged',
    access: 'user',
    tag: 'people',
    query: LicensesQuerySchema,
    response: LicensePageSchema,
  }),
  license: defineEndpoint({
    method: 'GET',
    path: '/api/v2/directory/licenses/:id',
    summary: 'A license: its offices, head count, people (first page) and recent assignments',
    access: 'user',
    tag: 'people',
    params: byId,
    response: LicenseDetailSchema,
  }),
  profile: defineEndpoint({
    method: 'GET',
    path: '/api/v2/user/profile',
    summary: 'Your Profile: your details, your currency and the currencies to choose from',
    access: 'user',
    tag: 'people',
    response: ProfileSchema,
  }),
  updateProfile: defineEndpoint({
    method: 'PATCH',
    path: '/api/v2/user/:id/profile',
    summary: "Changes phones and currency; your own profile, or anyone's for a site admin",
    access: 'user',
    tag: 'people',
    params: byId,
    body: UpdateProfileRequestSchema,
    response: ProfileSchema,
  }),
  uploadPhoto: defineEndpoint({
    method: 'PUT',
    path: '/api/v2/user/:id/photo',
    summary: 'Sets the photo (multipart field "file": .jpg or .png up to 5 MB, checked by content)',
    access: 'user',
    tag: 'people',
    params: byId,
    response: ProfileSchema,
  }),
  removePhoto: defineEndpoint({
    method: 'DELETE',
    path: '/api/v2/user/:id/photo',
    summary: 'Removes the photo (initials show instead)',
    access: 'user',
    tag: 'people',
    params: byId,
    response: ProfileSchema,
  }),
  memberList: defineEndpoint({
    method: 'POST',
    path: '/api/v2/widget/memberList',
    summary: 'People Table View: filter, sort (default Id DESC), adgroup; paged only with perPage',
    access: 'user',
    tag: 'people',
    body: MemberListRequestSchema,
    response: MemberListResponseSchema,
  }),
  memberListPromo: defineEndpoint({
    method: 'POST',
    path: '/api/v2/widget/memberListPromo',
    summary: 'People Tile View: take (8) people, by last name ascending by default',
    access: 'user',
    tag: 'people',
    body: MemberListPromoRequestSchema,
    response: z.array(PersonSchema),
  }),
  newPartners: defineEndpoint({
    method: 'POST',
    path: '/api/v2/widget/newPartners',
    summary: 'Partners who joined as, or were promoted to, partner in the last `months` months',
    access: 'user',
    tag: 'people',
    body: NewPartnersRequestSchema,
    response: z.array(PartnerIntroSchema),
  }),
  partnerIntro: defineEndpoint({
    method: 'GET',
    path: '/api/v2/partner/:id/new',
    summary: "One person's intro card (single partner promo, user intro)",
    access: 'user',
    tag: 'people',
    params: byId,
    response: PartnerIntroSchema,
  }),
  colleagueFinder: defineEndpoint({
    method: 'POST',
    path: '/api/v2/widget/colleagueFinder',
    summary: 'Colleagues ranked by the teaming value they built on assignments matching the filters',
    access: 'user',
    tag: 'people',
    body: ColleagueFinderRequestSchema,
    response: z.array(ColleagueResultSchema),
  }),
  companyExplorer: defineEndpoint({
    method: 'GET',
    path: '/api/v2/widget/companyExplorer',
    summary:
      'At a glance: countries, offices, practice groups, subsectors, people by role, and the place tree',
    access: 'user',
    tag: 'people',
    response: CompanyExplorerSchema,
  }),
  companyExplorerFilter: defineEndpoint({
    method: 'POST',
    path: '/api/v2/widget/companyExplorer/filter',
    summary: 'The explorer narrowed to one region, license, location or country',
    access: 'user',
    tag: 'people',
    query: z.object({ filterType: ExplorerFilterTypeSchema }),
    body: byId,
    response: CompanyExplorerSchema,
  }),
};
