// The Invenias client: search, read, create and update company records over HTTP.
import { type ClientStatus, type CompanyMetadata, withWebScheme } from '@atrium/contracts';
import { z } from 'zod';
import type { ConnectorHttp, ConnectorLog } from '../connector-http.ts';
import { recordListSchema } from '../connector-records.ts';
import { INVENIAS_CLIENT_STATUS_IDS, type InveniasRecord, InveniasRecordSchema } from './invenias-shapes.ts';

export interface InveniasCompanyInput {
  CompanyName: string;
  Website?: string;
  FullAddress?: string;
  IsClient?: boolean;
  ClientStatus?: ClientStatus | null;
  /** The portal company id the record points back to. */
  ExternalId2?: string | null;
  ExternalId3?: CompanyMetadata | null;
}

export interface InveniasClient {
  search(companyName: string, take?: number): Promise<InveniasRecord[]>;
  get(itemId: string): Promise<InveniasRecord | null>;
  create(input: InveniasCompanyInput): Promise<InveniasRecord>;
  /** Changes only the fields given; null when the record does not exist. */
  update(itemId: string, changes: Partial<InveniasCompanyInput>): Promise<InveniasRecord | null>;
}

/** The provider's field names for what the portal changes. */
function toProviderFields(input: Partial<InveniasCompanyInput>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  if (input.CompanyName !== undefined) fields.CompanyName = input.CompanyName;
  if (input.Website !== undefined)
    fields.Websites = input.Website
      ? [
          {
            // spec 3 §5: links without a scheme get https:// prefixed.
            ItemValue: withWebScheme(input.Website),
            DefaultValue: true,
            FieldName: 'Website',
            IsVisibleAsDefault: true,
          },
        ]
      : [];
  if (input.FullAddress !== undefined)
    fields.DefaultLocation = input.FullAddress
      ? { AddressComponents: { FullAddress: input.FullAddress } }
      : null;
  if (input.IsClient !== undefined) fields.IsClient = input.IsClient;
  if (input.ClientStatus !== undefined)
    fields.ClientStatusId = input.ClientStatus ? INVENIAS_CLIENT_STATUS_IDS[input.ClientStatus] : null;
  if (input.ExternalId2 !== undefined) fields.ExternalId2 = input.ExternalId2;
  if (input.ExternalId3 !== undefined)
    fields.ExternalId3 = input.ExternalId3 ? JSON.stringify(input.ExternalId3) : null;
  return fields;
}

export function createInveniasClient(http: ConnectorHttp, log: ConnectorLog): InveniasClient {
  const SearchReplySchema = z.object({
    Items: recordListSchema(InveniasRecordSchema, { name: http.name, log }),
  });
  const recordPath = (itemId: string) => `/companies/${encodeURIComponent(itemId)}`;
  return {
    async search(companyName, take = 25) {
      const reply = await http.request({
        method: 'GET',
        path: '/companies',
        query: { search: companyName, take },
        schema: SearchReplySchema,
      });
      return reply.Items;
    },
    get: (itemId) => http.find({ method: 'GET', path: recordPath(itemId), schema: InveniasRecordSchema }),
    create: (input) =>
      http.request({
        method: 'POST',
        path: '/companies',
        body: toProviderFields(input),
        schema: InveniasRecordSchema,
      }),
    update: (itemId, changes) =>
      http.find({
        method: 'PATCH',
        path: recordPath(itemId),
        body: toProviderFields(changes),
        schema: InveniasRecordSchema,
      }),
  };
}
