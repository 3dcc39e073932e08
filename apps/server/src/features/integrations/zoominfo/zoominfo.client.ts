// The ZoomInfo client: company search and read over HTTP. ZoomInfo is read-only for the portal.
import { z } from 'zod';
import type { ConnectorHttp, ConnectorLog } from '../connector-http.ts';
import { recordListSchema } from '../connector-records.ts';
import { ProviderZoomInfoCompanySchema, type ZoomInfoRecord } from './zoominfo-shapes.ts';

export interface ZoomInfoSearch {
  name?: string;
  webAddress?: string;
  country?: string;
}

export interface ZoomInfoClient {
  search(search: ZoomInfoSearch, limit?: number): Promise<ZoomInfoRecord[]>;
  get(id: string): Promise<ZoomInfoRecord | null>;
}

export function createZoomInfoClient(http: ConnectorHttp, log: ConnectorLog): ZoomInfoClient {
  const SearchReplySchema = z.object({
    data: recordListSchema(ProviderZoomInfoCompanySchema, { name: http.name, log }),
  });
  return {
    async search(search, limit = 25) {
      const reply = await http.request({
        method: 'GET',
        path: '/companies',
        query: { name: search.name, website: search.webAddress, country: search.country, limit },
        schema: SearchReplySchema,
      });
      return reply.data;
    },
    get: (id) =>
      http.find({
        method: 'GET',
        path: `/companies/${encodeURIComponent(id)}`,
        schema: ProviderZoomInfoCompanySchema,
      }),
  };
}
