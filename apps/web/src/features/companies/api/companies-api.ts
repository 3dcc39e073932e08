// The company tools' calls (spec 3 §7), typed from the contracts.
import {
  type CompanySave,
  companyEndpoints as e,
  type MergeChoiceSchema,
  type MergeField,
} from '@atrium/contracts';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/call-endpoint.ts';

export const companyKeys = {
  all: ['companies'] as const,
  company: (id: number) => ['companies', 'company', id] as const,
  connectors: ['companies', 'connectors'] as const,
  removable: (id: number) => ['companies', 'removable', id] as const,
  duplicates: ['companies', 'duplicates'] as const,
  mergePreview: (survivorId: number, duplicateId: number) =>
    ['companies', 'merge', survivorId, duplicateId] as const,
  merges: (id: number) => ['companies', 'merges', id] as const,
};

export const companiesApi = {
  connectors: (signal?: AbortSignal) => callEndpoint(e.connectors, { signal }),
  get: (id: number, signal?: AbortSignal) => callEndpoint(e.get, { params: { id }, signal }),
  search: (companyName: string, signal?: AbortSignal) =>
    callEndpoint(e.search, { query: { companyName, limit: 25 }, signal }),
  save: (body: CompanySave) =>
    callEndpoint(e.save, { body, query: { recache: body.ID ? undefined : 'true' } }),
  removable: (id: number, signal?: AbortSignal) => callEndpoint(e.removable, { params: { id }, signal }),
  remove: (id: number) => callEndpoint(e.remove, { params: { id } }),
  duplicates: (signal?: AbortSignal) => callEndpoint(e.duplicates, { query: { limit: 100 }, signal }),
  likelyDuplicates: (query: { name: string; webAddress: string }, signal?: AbortSignal) =>
    callEndpoint(e.likelyDuplicates, {
      query: { name: query.name, webAddress: query.webAddress || undefined, limit: 10 },
      signal,
    }),
  mergePreview: (survivorId: number, duplicateId: number, signal?: AbortSignal) =>
    callEndpoint(e.mergePreview, { query: { survivorId, duplicateId }, signal }),
  merge: (
    survivorId: number,
    duplicateId: number,
    choices: Partial<Record<MergeField, z.infer<typeof MergeChoiceSchema>>>,
  ) => callEndpoint(e.merge, { body: { survivorId, duplicateId, choices } }),
  merges: (id: number, signal?: AbortSignal) => callEndpoint(e.merges, { params: { id }, signal }),

  inveniasSearch: (companyName: string, signal?: AbortSignal) =>
    callEndpoint(e.inveniasSearch, { query: { companyName }, signal }),
  inveniasGet: (inveniasId: string, signal?: AbortSignal) =>
    callEndpoint(e.inveniasGet, { params: { inveniasId }, signal }),
  inveniasLink: (id: number, inveniasId: string) =>
    callEndpoint(e.inveniasLink, { params: { id, inveniasId } }),
  inveniasCreateFromMcl: (id: number) => callEndpoint(e.inveniasCreateFromMcl, { params: { id } }),
  /** spec 3 §5: the portal company of an Invenias record, from the wizard's fields. */
  mclCreateFromInvenias: (inveniasId: string, body: CompanySave) =>
    callEndpoint(e.mclCreateFromInveniasWizard, { params: { inveniasId }, body }),
  inveniasUnlink: (id: number) => callEndpoint(e.inveniasUnlink, { params: { id } }),
  inveniasClientStatus: (
    id: number,
    inveniasId: string,
    body: { isClient: boolean; clientStatus?: 'Prospect' | 'Current' | 'Previous' | null },
  ) => callEndpoint(e.inveniasClientStatus, { params: { id, inveniasId }, body }),
  inveniasMetadata: (inveniasId: string, body: { cannotLink?: boolean; reason?: string }) =>
    callEndpoint(e.inveniasMetadata, { params: { inveniasId }, body }),

  zoominfoSearch: (
    query: { companyName?: string; companyWebAddress?: string; companyCountry?: string },
    signal?: AbortSignal,
  ) =>
    callEndpoint(e.zoominfoSearch, {
      query: {
        companyName: query.companyName?.trim() || undefined,
        companyWebAddress: query.companyWebAddress?.trim() || undefined,
        companyCountry: query.companyCountry?.trim() || undefined,
      },
      signal,
    }),
  zoominfoLink: (id: number, zoominfoId: string) =>
    callEndpoint(e.zoominfoLink, { params: { id, zoominfoId } }),
  zoominfoEnrich: (zoominfoId: string, companyId: number, preview: boolean) =>
    callEndpoint(e.zoominfoEnrich, {
      params: { zoominfoId },
      query: { companyId, preview: preview ? 'true' : 'false' },
    }),
  zoominfoUnlink: (id: number) => callEndpoint(e.zoominfoUnlink, { params: { id } }),
  zoominfoNewCompany: (zoominfoId: string, body: CompanySave) =>
    callEndpoint(e.zoominfoNewCompany, { params: { zoominfoId }, body }),
};
