// The Box client: a folder's items (sorted, limited), a folder's and a file's details, a file's
// content and its thumbnail, over Box's content API. Every failure is a connector error.
import type { ConnectorBytes, ConnectorHttp } from '../../integrations/index.ts';
import {
  type BoxFile,
  BoxFileSchema,
  type BoxFolder,
  BoxFolderSchema,
  type BoxItem,
  BoxItemsSchema,
  type BoxSort,
} from './box-shapes.ts';

export interface BoxListing {
  total: number;
  entries: BoxItem[];
}

export interface BoxClient {
  folder(id: string): Promise<BoxFolder | null>;
  items(
    id: string,
    options: { sort: BoxSort; direction: 'ASC' | 'DESC'; limit: number },
  ): Promise<BoxListing>;
  file(id: string): Promise<BoxFile | null>;
  content(id: string, maxBytes: number): Promise<ConnectorBytes | null>;
  /** A PNG of at least 160 × 160; null when Box has none (yet). */
  thumbnail(id: string): Promise<ConnectorBytes | null>;
}

const ITEM_FIELDS = 'type,id,name,size,modified_at,modified_by';
const THUMBNAIL_BYTES = 2 * 1024 * 1024;

export function createBoxClient(http: ConnectorHttp): BoxClient {
  const folderPath = (id: string) => `/folders/${encodeURIComponent(id)}`;
  const filePath = (id: string) => `/files/${encodeURIComponent(id)}`;
  return {
    folder: (id) =>
      http.find({
        method: 'GET',
        path: folderPath(id),
        query: { fields: 'type,id,name,path_collection' },
        schema: BoxFolderSchema,
      }),
    async items(id, { sort, direction, limit }) {
      const reply = await http.request({
        method: 'GET',
        path: `${folderPath(id)}/items`,
        query: { fields: ITEM_FIELDS, sort, direction, limit, offset: 0, usemarker: 'false' },
        schema: BoxItemsSchema,
      });
      return { total: reply.total_count, entries: reply.entries };
    },
    file: (id) =>
      http.find({
        method: 'GET',
        path: filePath(id),
        query: { fields: 'type,id,name,size,path_collection' },
        schema: BoxFileSchema,
      }),
    content: (id, maxBytes) => http.download({ method: 'GET', path: `${filePath(id)}/content`, maxBytes }),
    async thumbnail(id) {
      const reply = await http.download({
        method: 'GET',
        path: `${filePath(id)}/thumbnail.png`,
        query: { min_height: 160, min_width: 160 },
        maxBytes: THUMBNAIL_BYTES,
      });
      // 202: Box is still making it (the body is empty or a placeholder).
      if (!reply || reply.status === 202 || reply.bytes.length === 0) return null;
      return reply;
    },
  };
}
