import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { LOOKUP_DEFAULT_LIMIT, LOOKUP_MAX_LIMIT } from './lookup-limits.ts';
import { lookupAddresses, lookupKindAddresses } from './screen-addresses.ts';

/** Lookup kinds served at `/api/v2/{kind}/filter` and `/api/v2/{kind}/{id}` (spec 2 §7, spec 3 §7). */
export const LookupKindSchema = z.enum([
  'function',
  'industry',
  'region',
  'license',
  'location',
  'country',
  'company',
  'user',
  'practiceGroup',
  'skill',
]);
export type LookupKind = z.infer<typeof LookupKindSchema>;

export const UserListKindSchema = z.enum(['developers', 'researchers', 'handlers']);
export type UserListKind = z.infer<typeof UserListKindSchema>;

/** One option. Users carry FullName; everything else carries Name. */
export const LookupOptionSchema = z.object({
  ID: z.number().int(),
  Name: z.string(),
  FullName: z.string().optional(),
  Detail: z.string().optional(),
});
export type LookupOption = z.infer<typeof LookupOptionSchema>;

const optionalBool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

export const LookupQuerySchema = z.object({
  query: z.string().trim().max(200).optional(),
  companyId: z.coerce.number().int().positive().optional(),
  blf_certified: optionalBool,
  limit: z.coerce.number().int().min(1).max(LOOKUP_MAX_LIMIT).default(LOOKUP_DEFAULT_LIMIT),
});
export type LookupQuery = z.input<typeof LookupQuerySchema>;
/** A lookup query as parsed: flags are booleans, the limit is set. */
export type LookupSearch = z.output<typeof LookupQuerySchema>;

export const LookupListSchema = z.array(LookupOptionSchema);

const lookupId = z.coerce.number().int().positive();

function endpointsOfKind(kind: LookupKind) {
  return {
    filter: defineEndpoint({
      ...lookupKindAddresses(kind).filter,
      summary: `${kind} options for a picker, ranked prefix-first, bounded in size`,
      access: 'user',
      tag: 'lookups',
      query: LookupQuerySchema,
      response: LookupListSchema,
    }),
    single: defineEndpoint({
      ...lookupKindAddresses(kind).single,
      summary: `A single ${kind} option by id`,
      access: 'user',
      tag: 'lookups',
      params: z.object({ id: lookupId }),
      response: LookupOptionSchema,
    }),
  };
}

/**
 * GET /api/v2/company/{id} answers the whole company (spec 3 §3), which carries the option's ID and
 * Name: the companies feature serves it, so the lookups serve every other kind's single option only.
 */
export const hasOwnSingleLookup = (kind: LookupKind): boolean => kind !== 'company';

/** `lookupKindEndpoints.company.filter` is GET /api/v2/company/filter. */
export const lookupKindEndpoints = Object.fromEntries(
  LookupKindSchema.options.map((kind) => [kind, endpointsOfKind(kind)]),
) as Record<LookupKind, ReturnType<typeof endpointsOfKind>>;

export const lookupEndpoints = {
  userList: defineEndpoint({
    method: 'GET',
    path: '/api/v2/user/filter/:list',
    summary: 'Partners who developed or handled assignments, or researchers',
    access: 'user',
    tag: 'lookups',
    params: z.object({ list: UserListKindSchema }),
    query: LookupQuerySchema,
    response: LookupListSchema,
  }),
  subsectors: defineEndpoint({
    ...lookupAddresses.subsectors,
    summary: 'Subsector options',
    access: 'user',
    tag: 'lookups',
    query: LookupQuerySchema,
    response: LookupListSchema,
  }),
};
