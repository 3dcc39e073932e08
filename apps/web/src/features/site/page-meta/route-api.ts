// The route and image calls of spec 1 §7 and spec 3 §2.13, typed from the contracts.
import {
  type Asset,
  assetEndpoints,
  type MoveRoutesRequestSchema,
  type RouteDetail,
  type RouteImpactRequestSchema,
  routeEndpoints,
  routeImpactEndpoints,
  type SaveRouteRequest,
  type Tag,
} from '@atrium/contracts';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { endpointUrl } from '../../../api/endpoint-url.ts';
import { uploadFile } from '../../../api/upload-file.ts';

export type RoutePlacement = z.input<typeof MoveRoutesRequestSchema>[number];

export const routeApi = {
  detail: (uuid: string, signal?: AbortSignal) =>
    callEndpoint(routeEndpoints.detail, { params: { uuid }, signal }),
  /** Answers a list whose first item holds the saved route (and its UUID). */
  save: async (body: SaveRouteRequest): Promise<RouteDetail> =>
    (await callEndpoint(routeEndpoints.save, { body }))[0],
  isNameTaken: (options: { uuid: string | null; name: string; signal?: AbortSignal }) =>
    callEndpoint(routeEndpoints.checkName, {
      body: { uuid: options.uuid, name: options.name },
      signal: options.signal,
    }),
  /** What a move, rename, disable or delete would change (links, redirects, navigation, audiences). */
  impact: (uuid: string, query: z.input<typeof RouteImpactRequestSchema>, signal?: AbortSignal) =>
    callEndpoint(routeImpactEndpoints.impact, { params: { uuid }, query, signal }),
  remove: (uuids: string[]) => callEndpoint(routeEndpoints.remove, { body: uuids }),
  move: (placements: RoutePlacement[]) => callEndpoint(routeEndpoints.move, { body: placements }),
  duplicate: async (uuid: string): Promise<RouteDetail> =>
    (await callEndpoint(routeEndpoints.duplicate, { params: { uuid } }))[0],
  trash: (signal?: AbortSignal) => callEndpoint(routeEndpoints.trash, { signal }),
  restore: (uuids: string[]) => callEndpoint(routeEndpoints.restore, { body: uuids }),
  /** Deletes for good: the listed pages, or the whole trash when none are listed. */
  emptyTrash: (uuids?: string[]) => callEndpoint(routeEndpoints.emptyTrash, { body: { UUIDs: uuids } }),
  setMetaImage: (options: { uuid: string; oid: number; type: string }) =>
    callEndpoint(assetEndpoints.setPageMetaImage, {
      params: { uuid: options.uuid, oid: options.oid },
      query: { type: options.type || undefined },
    }),
  tags: (signal?: AbortSignal): Promise<Tag[]> => callEndpoint(assetEndpoints.tags, { signal }),
};

export const assetApi = {
  search: (options: { search: string; signal?: AbortSignal }): Promise<Asset[]> =>
    callEndpoint(assetEndpoints.assets, {
      query: { search: options.search || undefined, limit: 60 },
      signal: options.signal,
    }),
  upload: (file: File): Promise<Asset> => uploadFile({ endpoint: assetEndpoints.uploadAsset, file }),
};

/** Where an image of the library is fetched from. */
export const metaImageUrl = (oid: number, type?: string) =>
  endpointUrl(assetEndpoints.metaImage, { oid }, { type: type || undefined });

export const routeDetailQueryKey = (uuid: string) => ['route', uuid] as const;
