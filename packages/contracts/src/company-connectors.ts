// Connectors: Invenias and ZoomInfo records as the API answers them (spec 3 §3), and what the
// company tools make of them.
import { z } from 'zod';
import {
  ClientStatusSchema,
  CompanyCitySchema,
  CompanyMetadataSchema,
  CompanyNameSchema,
  CompanyRecordIdSchema,
  CompanySchema,
  WebAddressSchema,
} from './companies.ts';

// What a connector sends passes the wizard's rules before the portal shows or stores it: a record
// whose company name the wizard would refuse is skipped (and logged); a field the wizard would
// refuse — a web address that is not http(s), a city over its limit — is dropped (docs/security.md).

/** A connector's company name: the wizard's rule. */
export const ConnectorCompanyNameSchema = CompanyNameSchema;

/** A web address from a connector, as the wizard would store it; null when the wizard would refuse it. */
export const ConnectorWebAddressSchema = z
  .string()
  .nullish()
  .transform((value) => {
    const parsed = WebAddressSchema.safeParse(value ?? '');
    return parsed.success && parsed.data !== '' ? parsed.data : null;
  });

/** A city from a connector; null when empty or over the wizard's limit. */
export const ConnectorCitySchema = z
  .string()
  .nullish()
  .transform((value) => {
    const parsed = CompanyCitySchema.safeParse(value ?? '');
    return parsed.success ? parsed.data : null;
  });

/** Any other text from a connector: trimmed, null when empty or longer than `max`. */
export const connectorText = (max: number) =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => {
      const text = value === null || value === undefined ? '' : String(value).trim();
      return text === '' || text.length > max ? null : text;
    });

export const ConnectorStatusSchema = z.object({
  name: z.string(),
  /** False when the portal has nothing to call (no URL set, sandboxes off): its tools say so. */
  isConfigured: z.boolean(),
  /** True when the portal talks to the sandbox it ships: the UI labels such data 'Sandbox'. */
  isSandbox: z.boolean(),
  label: z.string(),
});
export const ConnectorsStatusSchema = z.object({
  invenias: ConnectorStatusSchema,
  zoominfo: ConnectorStatusSchema,
});

export const InveniasWebsiteSchema = z.object({
  ItemValue: z.string(),
  DefaultValue: z.boolean(),
  FieldName: z.string(),
  IsVisibleAsDefault: z.boolean(),
});

export const InveniasCompanySchema = z.object({
  ItemId: z.string(),
  Id: CompanyRecordIdSchema,
  DisplayName: z.string(),
  CompanyName: z.string(),
  IsClient: z.boolean(),
  ClientStatus: ClientStatusSchema.nullable(),
  Websites: z.array(InveniasWebsiteSchema),
  DefaultLocation: z.object({ AddressComponents: z.object({ FullAddress: z.string() }) }).nullable(),
  People: z.number().int(),
  Assignments: z.object({ TotalCandidates: z.number().int() }),
  /** The MCL company id the Invenias record points back to. */
  ExternalId2: z.string().nullable(),
  ExternalId3: CompanyMetadataSchema.nullable(),
  /** The portal's company linked to this record, if any. */
  LinkedCompanyID: CompanyRecordIdSchema.nullable(),
});
export type InveniasCompany = z.infer<typeof InveniasCompanySchema>;

export const ZoomInfoCompanySchema = z.object({
  ZI_C_ID: z.string(),
  ZI_C_COMPANY_NAME: z.string(),
  ZI_C_URL: z.string().nullable(),
  ZI_C_STREET: z.string().nullable(),
  ZI_C_CITY: z.string().nullable(),
  ZI_C_STATE: z.string().nullable(),
  ZI_C_ZIP: z.string().nullable(),
  ZI_C_COUNTRY: z.string().nullable(),
  ZI_C_REVENUE_RANGE: z.string().nullable(),
  ZI_C_IMMEDIATE_PARENT_NAME: z.string().nullable(),
  ZI_C_EMPLOYEES: z.number().nullable(),
  ZI_C_EMPLOYEE_GROWTH_2YR: z.number().nullable(),
  /** Always a list here, whether the provider sent a JSON array or pipe-separated text. */
  ZI_C_INDUSTRIES: z.array(z.string()),
  ZI_C_TICKER: z.string().nullable(),
  ZI_C_TICKERS_ALT: z.string().nullable(),
  ZI_C_LATEST_FUNDING_AMOUNT: z.number().nullable(),
  ZI_C_LATEST_FUNDING_DATE: z.string().nullable(),
  ZI_C_FACEBOOK_URL: z.string().nullable(),
  ZI_C_LINKEDIN_URL: z.string().nullable(),
  ZI_C_TWITTER_URL: z.string().nullable(),
  ZoomInfoUrl: z.string().nullable(),
  /** The Invenias record of the portal company linked to this ZoomInfo record, if any. */
  InveniasId: z.string().nullable(),
  LinkedCompanyID: CompanyRecordIdSchema.nullable(),
});
export type ZoomInfoCompany = z.infer<typeof ZoomInfoCompanySchema>;

export const LinkResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  company: CompanySchema,
});

/** spec 3 §7: unlink answers success and errors; the web shows the first error (spec 3 §8). */
export const UnlinkResultSchema = z.object({
  success: z.boolean(),
  errors: z.array(z.string()),
  message: z.string().optional(),
});

export const InveniasCreatedSchema = z.object({
  InveniasID: z.string(),
  message: z.string(),
  company: CompanySchema,
});
export const MclCreatedSchema = z.object({
  ID: CompanyRecordIdSchema,
  message: z.string(),
  company: CompanySchema,
});

export const ClientStatusUpdateSchema = z
  .object({ isClient: z.boolean(), clientStatus: ClientStatusSchema.nullable().optional() })
  .refine((v) => !v.isClient || Boolean(v.clientStatus), {
    path: ['clientStatus'],
    message: 'Choose Prospect, Current or Previous.',
  });

export const MetadataResultSchema = z.object({
  success: z.literal(true),
  metadata: CompanyMetadataSchema,
  /** Portal companies linked to the Invenias record, which carry the same metadata. */
  companyIds: z.array(CompanyRecordIdSchema),
});

/** Fields enrichment may change, with the label the review shows. */
export const ENRICH_FIELDS = {
  City: 'City',
  WebAddress: 'Web address',
  GlobalRevenue: 'Global revenue',
  CompanyCountries: 'Countries',
  CompanyIndustries: 'Industries',
  ZoomInfoId: 'ZoomInfo id',
} as const;
export const EnrichFieldSchema = z.enum(
  Object.keys(ENRICH_FIELDS) as [keyof typeof ENRICH_FIELDS, ...(keyof typeof ENRICH_FIELDS)[]],
);

export const EnrichChangeSchema = z.object({
  field: EnrichFieldSchema,
  label: z.string(),
  from: z.string(),
  to: z.string(),
});
export type EnrichChange = z.infer<typeof EnrichChangeSchema>;

export const EnrichResultSchema = z.object({
  /** False for a preview (nothing written). */
  applied: z.boolean(),
  message: z.string(),
  changes: z.array(EnrichChangeSchema),
  company: CompanySchema,
});

export const NewCompanyFromZoomInfoSchema = z.object({
  InveniasID: z.string(),
  message: z.string(),
  company: CompanySchema,
});
