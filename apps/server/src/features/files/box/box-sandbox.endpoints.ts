// The Box sandbox: Box's content API shapes (folders/{id}, folders/{id}/items with sort, direction,
// limit and offset; files/{id}, files/{id}/content, files/{id}/thumbnail.png) over a fixed tree,
// behind the installation's sandbox token, mounted under /sandbox/box while BOX_URL is unset and
// the sandboxes are on.
import type { FastifyInstance, FastifyReply } from 'fastify';
import sharp from 'sharp';
import { z } from 'zod';
import { buildPdf } from '../../../db/seed/pdf.ts';
import { hasSandboxToken } from '../../integrations/index.ts';
import { SANDBOX_ITEMS, type SandboxFile, type SandboxItem } from './box-sandbox-data.ts';

export const BOX_SANDBOX_PATH = '/sandbox/box';

const byId: ReadonlyMap<string, SandboxItem> = new Map(SANDBOX_ITEMS.map((item) => [item.id, item]));

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A chart-like picture with the file's caption, as PNG. */
async function renderPng(item: SandboxFile, size: number): Promise<Buffer> {
  const seed = [...item.id].reduce((sum, c) => sum + c.charCodeAt(0), 0);
  const bars = [0, 1, 2, 3, 4]
    .map((i) => {
      const h = 30 + ((seed * (i + 3)) % 90);
      return `<rect x="${30 + i * 52}" y="${230 - h}" width="36" height="${h}" rx="4" fill="#1f4e79" opacity="${0.5 + i * 0.1}"/>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">
<rect width="320" height="320" fill="#f3f6fa"/>${bars}
<text x="160" y="280" font-family="sans-serif" font-size="20" text-anchor="middle" fill="#14213d">${escapeXml(item.lines[0] ?? item.name)}</text></svg>`;
  return sharp(Buffer.from(svg)).resize(size, size).png().toBuffer();
}

/** A page-like thumbnail of a document: its title and a few grey lines. */
async function renderDocumentThumbnail(item: SandboxFile): Promise<Buffer> {
  const lines = [0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        `<rect x="28" y="${72 + i * 16}" width="${104 - (i % 3) * 18}" height="6" rx="3" fill="#c9d2dd"/>`,
    )
    .join('');
  const label = item.kind === 'csv' ? 'CSV' : 'PDF';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
<rect width="160" height="160" fill="#ffffff"/><rect x="18" y="14" width="124" height="140" rx="6" fill="#fbfcfe" stroke="#c9d2dd"/>
<rect x="28" y="28" width="44" height="22" rx="4" fill="${item.kind === 'csv' ? '#2e7d32' : '#b3261e'}"/>
<text x="50" y="44" font-family="sans-serif" font-size="13" font-weight="bold" text-anchor="middle" fill="#ffffff">${label}</text>${lines}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The sandbox files' bytes and thumbnails, each rendered once per app: the tree is fixed, so a
 * rendering never goes stale.
 */
function createSandboxRenders() {
  const contents = new Map<string, Promise<{ bytes: Buffer; type: string }>>();
  const thumbnails = new Map<string, Promise<Buffer>>();
  return {
    contentOf(item: SandboxFile): Promise<{ bytes: Buffer; type: string }> {
      let cached = contents.get(item.id);
      if (!cached) {
        cached =
          item.kind === 'png'
            ? renderPng(item, 640).then((bytes) => ({ bytes, type: 'image/png' }))
            : Promise.resolve(
                item.kind === 'csv'
                  ? { bytes: Buffer.from(`${item.lines.join('\r\n')}\r\n`), type: 'text/csv' }
                  : { bytes: buildPdf(item.lines), type: 'application/pdf' },
              );
        contents.set(item.id, cached);
      }
      return cached;
    },
    thumbnailOf(item: SandboxFile): Promise<Buffer> {
      let cached = thumbnails.get(item.id);
      if (!cached) {
        cached = item.kind === 'png' ? renderPng(item, 160) : renderDocumentThumbnail(item);
        thumbnails.set(item.id, cached);
      }
      return cached;
    },
  };
}

/** Box's error body. */
const boxError = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.status(status).send({ type: 'error', status, code, message });

const size = (item: SandboxItem): number =>
  item.type === 'folder'
    ? SANDBOX_ITEMS.filter((child) => child.parentId === item.id).reduce((sum, child) => sum + size(child), 0)
    : item.kind === 'png'
      ? 24_000 + item.lines.join('').length * 100
      : item.lines.join('\n').length + 900;

function toBoxItem(item: SandboxItem) {
  return {
    type: item.type,
    id: item.id,
    etag: '0',
    name: item.name,
    size: size(item),
    modified_at: item.modifiedAt,
    modified_by: { type: 'user', id: '3', name: item.modifiedBy, login: '' },
  };
}

/** The folders above an item, from the top folder down, as Box's `path_collection`. */
function pathOf(item: SandboxItem) {
  const entries: { type: 'folder'; id: string; name: string }[] = [];
  for (let at = item.parentId ? byId.get(item.parentId) : undefined; at; ) {
    entries.unshift({ type: 'folder', id: at.id, name: at.name });
    at = at.parentId ? byId.get(at.parentId) : undefined;
  }
  return { total_count: entries.length, entries };
}

const ItemsQuery = z.object({
  sort: z.enum(['id', 'name', 'date', 'size']).default('name'),
  direction: z.enum(['ASC', 'DESC']).default('ASC'),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
const IdParams = z.object({ id: z.string().regex(/^\d{1,19}$/) });

export function registerBoxSandbox(app: FastifyInstance, { token }: { token: string }): void {
  const { contentOf, thumbnailOf } = createSandboxRenders();
  app.register(
    async (scope) => {
      scope.addHook('onRequest', async (request, reply) => {
        if (!hasSandboxToken(token, request.headers.authorization))
          return boxError(reply, 401, 'unauthorized', 'Unauthorized');
      });
      const findFolder = (params: unknown) => {
        const parsed = IdParams.safeParse(params);
        const item = parsed.success ? byId.get(parsed.data.id) : undefined;
        return item?.type === 'folder' ? item : undefined;
      };
      const findFile = (params: unknown) => {
        const parsed = IdParams.safeParse(params);
        const item = parsed.success ? byId.get(parsed.data.id) : undefined;
        return item?.type === 'file' ? item : undefined;
      };

      scope.get('/folders/:id', async (request, reply) => {
        const folder = findFolder(request.params);
        if (!folder) return boxError(reply, 404, 'not_found', 'Not Found');
        return { ...toBoxItem(folder), path_collection: pathOf(folder) };
      });
      scope.get('/folders/:id/items', async (request, reply) => {
        const folder = findFolder(request.params);
        if (!folder) return boxError(reply, 404, 'not_found', 'Not Found');
        const query = ItemsQuery.safeParse(request.query);
        if (!query.success) return boxError(reply, 400, 'bad_request', 'Bad Request');
        const { sort, direction, limit, offset } = query.data;
        const key = (item: SandboxItem): string | number =>
          sort === 'name'
            ? item.name.toLowerCase()
            : sort === 'date'
              ? item.modifiedAt
              : sort === 'size'
                ? size(item)
                : Number(item.id);
        const sign = direction === 'ASC' ? 1 : -1;
        // Box lists folders before files, each group in the order asked for.
        const children = SANDBOX_ITEMS.filter((item) => item.parentId === folder.id).sort((a, b) => {
          if (a.type !== b.type) return a.type === 'folder' ? -1 : 1;
          const [ka, kb] = [key(a), key(b)];
          return (ka < kb ? -1 : ka > kb ? 1 : 0) * sign;
        });
        return {
          total_count: children.length,
          entries: children.slice(offset, offset + limit).map(toBoxItem),
          offset,
          limit,
          order: [{ by: sort, direction }],
        };
      });
      scope.get('/files/:id', async (request, reply) => {
        const file = findFile(request.params);
        if (!file) return boxError(reply, 404, 'not_found', 'Not Found');
        return { ...toBoxItem(file), path_collection: pathOf(file) };
      });
      scope.get('/files/:id/content', async (request, reply) => {
        const file = findFile(request.params);
        if (!file) return boxError(reply, 404, 'not_found', 'Not Found');
        const { bytes, type } = await contentOf(file);
        return reply.type(type).send(bytes);
      });
      scope.get('/files/:id/thumbnail.png', async (request, reply) => {
        const file = findFile(request.params);
        if (!file) return boxError(reply, 404, 'not_found', 'Not Found');
        return reply.type('image/png').send(await thumbnailOf(file));
      });
    },
    { prefix: BOX_SANDBOX_PATH },
  );
}
