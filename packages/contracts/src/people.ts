// People and places (spec 1 §2.1 directory routes; spec 3 §2.3–§2.6, §3, §5, §7): pictures, the
// member, location and license directories and Your Profile. The widgets are in people-widgets.ts,
// the calls in people-endpoints.ts.
import { z } from 'zod';
import { RoleSchema } from './auth.ts';
import { LocaleSchema } from './locale-schema.ts';
import { money } from './money.ts';

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

/** A person's, office's or license's id in a path. */
export const PersonIdSchema = z.coerce.number().int().positive();
const id = PersonIdSchema;
export const IsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

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
export const SortDirectionSchema = z.preprocess(
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
  hireDate: IsoDateSchema.nullable(),
  joinDate: IsoDateSchema.nullable(),
  roleChangedDate: IsoDateSchema.nullable(),
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
  /** spec 3 §3 status code, and its name as the assignment tables show it. */
  status: z.string(),
  statusName: z.string(),
  dateTaken: IsoDateSchema.nullable(),
  location: z.string(),
});
export type AssignmentRef = z.infer<typeof AssignmentRefSchema>;

/** Teaming figures in the viewer's currency (`currency`), and in USD (docs/metrics.md, "Teaming value"). */
export const teamingFields = {
  teamingValue: money(z.number()),
  teamingValueUsd: money(z.number()),
  currency: z.string().length(3),
};

/** A colleague someone teams with: shared teaming assignments and the teaming value built together. */
export const TeamingColleagueSchema = PersonSchema.extend({
  ...teamingFields,
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
  inactiveDate: IsoDateSchema.nullable(),
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
    /** Every date in the portal reads in it; one of `locales` of the profile. */
    Locale: LocaleSchema.optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Send at least one field to change.');
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequestSchema>;

/** Your Profile: the profile plus what only its owner sees. */
export const ProfileSchema = MemberDetailSchema.extend({
  Currency: z.string().length(3),
  /** The currencies the firm has exchange rates for (and USD). */
  currencies: z.array(z.string().length(3)),
  Locale: LocaleSchema,
  /** The date formats to choose from. */
  locales: z.array(LocaleSchema),
});
export type Profile = z.infer<typeof ProfileSchema>;
