// Invenias company records as the provider sends them (spec 3 §3 field names), read leniently: a
// missing optional field gets its empty value, the client status travels as a fixed identifier and
// ExternalId3 as JSON text. What the company form would refuse does not get through: the name
// follows the form's rule (a record without one is refused), a website that is not http(s) is dropped.
import {
  type ClientStatus,
  CompanyMetadataSchema,
  ConnectorCompanyNameSchema,
  ConnectorWebAddressSchema,
  connectorText,
  type InveniasCompany,
} from '@atrium/contracts';
import { z } from 'zod';

/** spec 3 §9: the Invenias identifiers of the client statuses are fixed. */
export const INVENIAS_CLIENT_STATUS_IDS: Record<ClientStatus, string> = {
  Prospect: '6f1c2a40-5d1e-4b8a-9c3e-0a1b2c3d4e01',
  Current: '6f1c2a40-5d1e-4b8a-9c3e-0a1b2c3d4e02',
  Previous: '6f1c2a40-5d1e-4b8a-9c3e-0a1b2c3d4e03',
};

export function clientStatusOfId(statusId: string | null | undefined): ClientStatus | null {
  const entry = Object.entries(INVENIAS_CLIENT_STATUS_IDS).find(([, value]) => value === statusId);
  return entry ? (entry[0] as ClientStatus) : null;
}

/** ExternalId3 is free text in Invenias; anything but valid metadata JSON reads as none. */
export function parseMetadataText(text: string | null | undefined) {
  if (!text) return null;
  try {
    const parsed = CompanyMetadataSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const text = z.string().nullish();

export const ProviderWebsiteSchema = z.object({
  ItemValue: ConnectorWebAddressSchema,
  DefaultValue: z.boolean().nullish(),
  FieldName: text,
  IsVisibleAsDefault: z.boolean().nullish(),
});

export const ProviderInveniasCompanySchema = z.object({
  ItemId: z.string().min(1),
  Id: z.coerce.number().int(),
  DisplayName: connectorText(300),
  CompanyName: ConnectorCompanyNameSchema,
  IsClient: z.boolean().nullish(),
  ClientStatusId: text,
  Websites: z.array(ProviderWebsiteSchema).nullish(),
  DefaultLocation: z
    .object({ AddressComponents: z.object({ FullAddress: connectorText(500) }).nullish() })
    .nullish(),
  People: z.coerce.number().int().nullish(),
  Assignments: z.object({ TotalCandidates: z.coerce.number().int().nullish() }).nullish(),
  ExternalId2: connectorText(200),
  ExternalId3: text,
});
export type ProviderInveniasCompany = z.infer<typeof ProviderInveniasCompanySchema>;

/** An Invenias record as the portal uses it; the API adds which portal company links to it. */
export type InveniasRecord = Omit<InveniasCompany, 'LinkedCompanyID'>;

export const InveniasRecordSchema = ProviderInveniasCompanySchema.transform(
  (r): InveniasRecord => ({
    ItemId: r.ItemId,
    Id: r.Id,
    DisplayName: r.DisplayName || r.CompanyName,
    CompanyName: r.CompanyName,
    IsClient: r.IsClient ?? false,
    ClientStatus: clientStatusOfId(r.ClientStatusId),
    Websites: (r.Websites ?? [])
      .flatMap((w) => (w.ItemValue ? [{ ...w, ItemValue: w.ItemValue }] : []))
      .map((w) => ({
        ItemValue: w.ItemValue,
        DefaultValue: w.DefaultValue ?? false,
        FieldName: w.FieldName ?? 'Website',
        IsVisibleAsDefault: w.IsVisibleAsDefault ?? false,
      })),
    DefaultLocation: r.DefaultLocation?.AddressComponents?.FullAddress
      ? { AddressComponents: { FullAddress: r.DefaultLocation.AddressComponents.FullAddress } }
      : null,
    People: r.People ?? 0,
    Assignments: { TotalCandidates: r.Assignments?.TotalCandidates ?? 0 },
    ExternalId2: r.ExternalId2 || null,
    ExternalId3: parseMetadataText(r.ExternalId3),
  }),
);

/** The default website of a record, or its first. */
export function defaultWebsite(record: Pick<InveniasRecord, 'Websites'>): string {
  const chosen = record.Websites.find((w) => w.DefaultValue) ?? record.Websites[0];
  return chosen?.ItemValue ?? '';
}
