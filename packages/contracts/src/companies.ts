// Company tools (spec 3 §2.11, §2.12, §3–§9): the firm's company records, their links to Invenias
// (the tracking system) and ZoomInfo (the data provider), the wizard's rules, removal and merge.
import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// Rules shared by the wizard and the server
// ---------------------------------------------------------------------------------------------

/** spec 3 §9: global revenue bands; the stored value is the key. */
export const GLOBAL_REVENUE_BANDS = { 1: '< $1B', 2: '$1 - $5B', 3: '$5B +' } as const;
export type GlobalRevenue = keyof typeof GLOBAL_REVENUE_BANDS;

/** spec 3 §9: countries per company 10, industries per company 15. */
export const COMPANY_LIMITS = { maxCountries: 10, maxIndustries: 15, maxName: 200, maxCity: 120 } as const;

/** spec 3 §2.11: client status radios; the Invenias identifiers behind them are fixed server-side. */
export const CLIENT_STATUSES = ['Prospect', 'Current', 'Previous'] as const;
export const ClientStatusSchema = z.enum(CLIENT_STATUSES);
export type ClientStatus = z.infer<typeof ClientStatusSchema>;

/** spec 3 §4: relationship radio — 1 parent company (ParentID cleared), 2 subsidiary. */
export const RELATIONSHIP = { parent: 1, subsidiary: 2 } as const;

/** Every message of spec 3 §5 and §8 the company tools show, in one place for server and web. */
export const COMPANY_MESSAGES = {
  linkedToInvenias: 'Linked company to Invenias.',
  linkedToZoomInfo: 'Linked company to ZoomInfo.',
  newInveniasRecord: 'New Invenias record created',
  newMclRecord: 'New MCL record created',
  unlinkedFromInvenias: 'Unlinked from Invenias',
  unlinkedFromZoomInfo: 'Unlinked from ZoomInfo',
  saved: 'Company saved',
  savedToInvenias: 'Company saved to Invenias',
  savedSuccessfully: 'Company saved successfully',
  removed: 'Company removed successfully',
  merged: 'Companies merged',
  mclCompanyMissing: 'Mcl company does not exist.',
  inveniasCompanyMissing: 'This Invenias company does not exist.',
  zoomInfoCompanyMissing: 'This ZoomInfo company does not exist.',
  notLinkedToInvenias: 'This company is not linked to Invenias.',
  notLinkedToZoomInfo: 'This company is not linked to ZoomInfo.',
  confirmCreateInvenias: 'You are about to create a new company. Are you sure?',
  confirmEnrich:
    'This company will be updated with this ZoomInfo data, some previously entered data may be overwritten.',
  parentCertainty:
    'I am certain this company is not a subsidiary of any other company, including a PE/VC investment firm.',
  sandboxLabel: 'Sandbox',
} as const;

const DANGEROUS_SCHEME = /^\s*(javascript|data|vbscript|file):/i;
/** http(s), a host with at least one dot, an optional port, then anything without spaces. */
const WEB_ADDRESS = /^https?:\/\/[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(:\d{1,5})?([/?#]\S*)?$/iu;

/** spec 3 §5: links without a scheme get https:// prefixed. Empty stays empty. */
export function withWebScheme(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '' || /^https?:\/\//i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}

/** A web address as the wizard accepts it: http(s) only, https:// added when missing. */
export const WebAddressSchema = z
  .string()
  .max(500)
  .transform((value, ctx) => {
    if (DANGEROUS_SCHEME.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'Enter a web address starting with http:// or https://.' });
      return z.NEVER;
    }
    const address = withWebScheme(value);
    if (address === '') return address;
    if (!WEB_ADDRESS.test(address)) {
      ctx.addIssue({ code: 'custom', message: 'Enter a valid web address, such as www.example.com.' });
      return z.NEVER;
    }
    return address;
  });

/** spec 3 §5: the wizard's name, as it is also required of what a connector sends. */
export const CompanyNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter the company name.')
  .max(COMPANY_LIMITS.maxName, `Keep the company name to ${COMPANY_LIMITS.maxName} characters.`);
/** spec 3 §5: the wizard's city. */
export const CompanyCitySchema = z
  .string()
  .trim()
  .min(1, 'Enter the city.')
  .max(COMPANY_LIMITS.maxCity, `Keep the city to ${COMPANY_LIMITS.maxCity} characters.`);

/** ExternalId3: JSON metadata kept with a company or an Invenias record ('Cannot be linked'). */
export const CompanyMetadataSchema = z.object({
  cannotLink: z.boolean().optional(),
  reason: z.string().max(500).optional(),
});
export type CompanyMetadata = z.infer<typeof CompanyMetadataSchema>;

export const InveniasIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not an Invenias id.');
export const ZoomInfoIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a ZoomInfo id.');

/** A record's id in the company tools' answers. */
export const CompanyRecordIdSchema = z.number().int();
const id = CompanyRecordIdSchema;
/** A query flag given as true/false or 1/0. */
export const QueryFlagSchema = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

// ---------------------------------------------------------------------------------------------
// The company (spec 3 §3 Company)
// ---------------------------------------------------------------------------------------------

export const CompanyCountrySchema = z.object({
  ID: id,
  CompanyID: id,
  CountryID: id,
  Name: z.string(),
});
export const CompanyIndustrySchema = z.object({
  ID: id,
  CompanyID: id,
  IndustryID: id,
  Name: z.string(),
});

export const CompanySchema = z.object({
  ID: id,
  Name: z.string(),
  City: z.string(),
  WebAddress: z.string(),
  GlobalRevenue: z.literal([1, 2, 3]).nullable(),
  isPrivateEquity: z.boolean(),
  /** Equal to ID for a parent company (spec 3 §3). */
  ParentID: id,
  Parent: z.object({ ID: id, Name: z.string() }).nullable(),
  IsKeyAccount: z.boolean(),
  IsClient: z.boolean(),
  ClientStatus: z.string(),
  CompanyCountries: z.array(CompanyCountrySchema),
  CompanyIndustries: z.array(CompanyIndustrySchema),
  InveniasID: z.string().nullable(),
  ZoomInfoId: z.string().nullable(),
  ExternalId2: z.string().nullable(),
  ExternalId3: CompanyMetadataSchema.nullable(),
  /** The partner who owns the relationship (the detail page's Owner). */
  Owner: z.object({ ID: id, Name: z.string() }).nullable(),
  /** spec 3 §4: displayed 'Off Limits' when after 2220-01-01 (YYYY-MM-DD, null without one). */
  OffLimitsDate: z.string().nullable(),
  /** Whether an admin could remove it now (details: GET /api/v2/company/{id}/removable). */
  removable: z.boolean(),
});
export type Company = z.infer<typeof CompanySchema>;

export const CompanySummarySchema = z.object({
  ID: id,
  Name: z.string(),
  City: z.string(),
  WebAddress: z.string(),
  ParentID: id,
  ParentName: z.string().nullable(),
  InveniasID: z.string().nullable(),
  ZoomInfoId: z.string().nullable(),
});
export type CompanySummary = z.infer<typeof CompanySummarySchema>;

/** The wizard's three steps (spec 3 §2.12) and the fields each one validates. */
export const COMPANY_WIZARD_STEPS = [
  {
    title: 'Details',
    fields: ['Name', 'City', 'WebAddress', 'GlobalRevenue', 'isPrivateEquity', 'CompanyCountries'],
  },
  { title: 'Industries', fields: ['CompanyIndustries'] },
  { title: 'Relationship', fields: ['Relationship', 'ParentID', 'IsCertain'] },
] as const;

/** What the wizard saves (POST /api/v2/company): spec 3 §5 validation. */
export const CompanySaveSchema = z
  .object({
    /** Absent for a new company. */
    ID: id.positive().optional(),
    Name: CompanyNameSchema,
    City: CompanyCitySchema,
    WebAddress: WebAddressSchema.default(''),
    GlobalRevenue: z.literal([1, 2, 3], { error: 'Choose the global revenue.' }),
    isPrivateEquity: z.boolean().default(false),
    CompanyCountries: z
      .array(z.object({ CountryID: id.positive() }))
      .min(1, 'Choose at least one country.')
      .max(COMPANY_LIMITS.maxCountries, `Choose at most ${COMPANY_LIMITS.maxCountries} countries.`),
    CompanyIndustries: z
      .array(z.object({ IndustryID: id.positive() }))
      .min(1, 'Choose at least one industry.')
      .max(COMPANY_LIMITS.maxIndustries, `Choose at most ${COMPANY_LIMITS.maxIndustries} industries.`),
    Relationship: z.literal([RELATIONSHIP.parent, RELATIONSHIP.subsidiary], {
      error: 'Choose whether this is a parent company or a subsidiary.',
    }),
    ParentID: id.positive().nullable().default(null),
    /** The certainty checkbox, required for a parent company. */
    IsCertain: z.boolean().default(false),
    ExternalId2: z.string().trim().max(200).nullable().optional(),
    ExternalId3: CompanyMetadataSchema.nullable().optional(),
  })
  .superRefine((company, ctx) => {
    if (company.Relationship === RELATIONSHIP.parent && !company.IsCertain)
      ctx.addIssue({
        code: 'custom',
        path: ['IsCertain'],
        message: `Tick '${COMPANY_MESSAGES.parentCertainty}'`,
      });
    if (company.Relationship === RELATIONSHIP.subsidiary && !company.ParentID)
      ctx.addIssue({
        code: 'custom',
        path: ['ParentID'],
        message: 'Choose the parent company of this subsidiary.',
      });
    const countries = company.CompanyCountries.map((c) => c.CountryID);
    if (new Set(countries).size !== countries.length)
      ctx.addIssue({ code: 'custom', path: ['CompanyCountries'], message: 'Choose each country only once.' });
    const industries = company.CompanyIndustries.map((c) => c.IndustryID);
    if (new Set(industries).size !== industries.length)
      ctx.addIssue({
        code: 'custom',
        path: ['CompanyIndustries'],
        message: 'Choose each industry only once.',
      });
  });
export type CompanySave = z.input<typeof CompanySaveSchema>;

export const CompanySaveResultSchema = z.object({
  company: CompanySchema,
  message: z.string(),
  savedToInvenias: z.boolean(),
});

export const CompanyRemovabilitySchema = z.object({
  removable: z.boolean(),
  /** Why not, one sentence each ('It has 3 assignments.'). */
  reasons: z.array(z.string()),
  assignments: z.number().int(),
  subsidiaries: z.number().int(),
  invoices: z.number().int(),
});

/** Why an existing company looks like the one about to be created (spec 3 §5 wizard). */
export const LIKELY_DUPLICATE_REASONS = {
  name: 'Same name',
  similarName: 'Similar name',
  web: 'Same web domain',
} as const;
export const LikelyDuplicateReasonSchema = z.enum(['name', 'similarName', 'web']);

export const LikelyDuplicatesQuerySchema = z.object({
  name: z.string().trim().min(1).max(COMPANY_LIMITS.maxName),
  webAddress: z.string().trim().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const LikelyDuplicateSchema = z.object({
  company: CompanySummarySchema,
  reasons: z.array(LikelyDuplicateReasonSchema),
});
export type LikelyDuplicate = z.infer<typeof LikelyDuplicateSchema>;

// ---------------------------------------------------------------------------------------------
// Sandbox control (site admins; only while a connector uses the shipped sandbox)
// ---------------------------------------------------------------------------------------------

export const SandboxProviderSchema = z.enum(['invenias', 'zoominfo']);
export const SandboxFaultModeSchema = z.enum(['none', 'slow', 'error500', 'rateLimit429']);
export const SandboxFaultsSchema = z.object({
  mode: SandboxFaultModeSchema,
  /** How many of the next requests fail (or are slow). */
  remaining: z.number().int(),
  delayMs: z.number().int(),
  retryAfterSeconds: z.number().int(),
  /** Requests the sandbox answered since it was created, and how many of them with the fault. */
  requests: z.number().int(),
  faultsServed: z.number().int(),
});
export const SandboxFaultsRequestSchema = z.object({
  mode: SandboxFaultModeSchema,
  times: z.number().int().min(1).max(1000).default(1),
  delayMs: z.number().int().min(0).max(60_000).default(2_000),
  retryAfterSeconds: z.number().int().min(0).max(3_600).default(0),
});

// ---------------------------------------------------------------------------------------------
// Name and web-address normalisation: how two records of one company are recognised
// ---------------------------------------------------------------------------------------------

/** Legal forms and filler words that do not tell two companies apart ('Inc.', 'AG', 'Group'…). */
// biome-ignore format: word list
const NAME_NOISE = new Set([
  'inc', 'incorporated', 'corp', 'corporation', 'llc', 'llp', 'lp', 'ltd', 'limited', 'plc', 'ag', 'gmbh',
  'se', 'sa', 'sas', 'nv', 'bv', 'spa', 'srl', 'sl', 'ab', 'as', 'asa', 'oy', 'oyj', 'kk', 'pty', 'pte',
  'bhd', 'sdn', 'co', 'company', 'group', 'holding', 'holdings', 'the', 'de', 'cv', 'ltda', 'sac', 'kg',
]);

/** The words of a company name that identify it: lower case, accents, punctuation and legal forms dropped. */
export function companyNameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[.'’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !NAME_NOISE.has(word));
}

export const normaliseCompanyName = (name: string): string => companyNameWords(name).join(' ');

/** The host of a web address without scheme, www., port or path: 'https://www.Acme.com/x' → 'acme.com'. */
export function webDomain(address: string | null | undefined): string {
  if (!address) return '';
  return address
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#:].*$/, '')
    .replace(/^www\d?\./, '');
}
