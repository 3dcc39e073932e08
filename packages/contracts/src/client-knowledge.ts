// "Who knows this client" and "Clients I know": the colleagues who have worked with a company (or
// its family), and the companies a partner has worked with, ranked by credited billings in the
// last 5 years, then assignments, then recency (docs/metrics.md, "Who knows this client").
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { money } from './money.ts';
import { recordScreenAddresses } from './screen-addresses.ts';

/** The years of credited billings a relationship is ranked by. */
export const KNOWN_BY_YEARS = 5;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .default(false);
const paging = {
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(50),
};

export const KnownByQuerySchema = z.object({ family: flag, ...paging });
export const ClientsQuerySchema = z.object(paging);

/** One assignment of the relationship, with the person's roles and shares on its team. */
export const RelationshipAssignmentSchema = z.object({
  id: z.number().int(),
  jobTitle: z.string(),
  companyId: z.number().int(),
  company: z.string(),
  dateTaken: isoDate.nullable(),
  roles: z.array(z.object({ role: z.enum(['D', 'H']), percentage: z.number() })),
});
export type RelationshipAssignment = z.infer<typeof RelationshipAssignmentSchema>;

const relationshipShape = {
  assignmentCount: z.number().int(),
  /** The latest date taken of those assignments. */
  lastTaken: isoDate.nullable(),
  /** Their takes on the client's invoices dated in the last 5 years, in `currency`. */
  creditedBillings: money(z.number()),
  assignments: z.array(RelationshipAssignmentSchema),
};

export const KnownByRowSchema = z.object({
  partnerId: z.number().int(),
  name: z.string(),
  ...relationshipShape,
});
export type KnownByRow = z.infer<typeof KnownByRowSchema>;

export const ClientRowSchema = z.object({
  companyId: z.number().int(),
  company: z.string(),
  ...relationshipShape,
});
export type ClientRow = z.infer<typeof ClientRowSchema>;

const pageShape = {
  /** The first day of the credited billings' period; it ends today. */
  since: isoDate,
  /** The currency of the billings: the viewer's, or USD when it has no rates. */
  currency: z.string(),
  total: z.number().int(),
};

export const KnownBySchema = z.object({
  companyId: z.number().int(),
  family: z.boolean(),
  ...pageShape,
  items: z.array(KnownByRowSchema),
});
export type KnownBy = z.infer<typeof KnownBySchema>;

export const ClientsSchema = z.object({
  partnerId: z.number().int(),
  ...pageShape,
  items: z.array(ClientRowSchema),
});
export type Clients = z.infer<typeof ClientsSchema>;

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const clientKnowledgeEndpoints = {
  knownBy: defineEndpoint({
    ...recordScreenAddresses.knownBy,
    summary:
      'The colleagues who have worked with the company (or its family), ranked by credited billings in the last 5 years, assignments and recency',
    access: 'user',
    tag: 'mcl',
    params: idParams,
    query: KnownByQuerySchema,
    response: KnownBySchema,
    replies: { 404: 'No such company' },
  }),
  clients: defineEndpoint({
    ...recordScreenAddresses.partnerClients,
    summary:
      'The companies a partner has worked with, ranked by their credited billings in the last 5 years, assignments and recency',
    access: 'user',
    tag: 'mcl',
    params: idParams,
    query: ClientsQuerySchema,
    response: ClientsSchema,
    replies: { 404: 'No such partner' },
  }),
};
