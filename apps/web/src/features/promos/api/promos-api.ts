// The promo calls, typed from the contracts (packages/contracts/src/promos.ts).
import {
  assetEndpoints,
  type PromoAdminRow,
  type PromosRequest,
  promoEndpoints,
  type SavePromoFieldsRequest,
} from '@atrium/contracts';
import { callEndpoint } from '../../../api/call-endpoint.ts';

type Signal = { signal?: AbortSignal };

export const promosApi = {
  promos: (body: PromosRequest, { signal }: Signal = {}) =>
    callEndpoint(promoEndpoints.promos, { body, signal }),
  candidates: (keyword: string, { signal }: Signal = {}) =>
    callEndpoint(promoEndpoints.candidates, { query: { keyword }, signal }),
  shareCard: (uuid: string, { signal }: Signal = {}) =>
    callEndpoint(assetEndpoints.shareCard, { params: { uuid }, signal }),
  tags: ({ signal }: Signal = {}) => callEndpoint(assetEndpoints.tags, { signal }),
  adminList: ({ signal }: Signal = {}) => callEndpoint(promoEndpoints.adminList, { signal }),
  adminSave: (row: Pick<PromoAdminRow, 'UUID'>, body: SavePromoFieldsRequest) =>
    callEndpoint(promoEndpoints.adminSave, { params: { uuid: row.UUID }, body }),
};
