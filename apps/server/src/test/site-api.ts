// Builders the route and page API tests share: pages are created through the API like an admin would.
import type { RouteDetail, RouteNode, SaveRouteRequest } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { multipartBody } from '../features/assets/test-images.ts';
import { rows } from '../platform/sql-rows.ts';
import { DEMO, type TestApp, type TestClient } from './test-app.ts';

export async function signIn(t: TestApp, email: string = DEMO.admin): Promise<TestClient> {
  const client = t.client();
  await client.login(email);
  return client;
}

let counter = 0;

/** Creates a page (top level unless a parent is given) with a unique name and path. */
export async function createPage(
  admin: TestClient,
  overrides: Partial<SaveRouteRequest> & { parent?: { UUID: string } } = {},
): Promise<RouteDetail> {
  const n = `${process.pid.toString(36)}${(counter++).toString(36)}`;
  const { parent, ...rest } = overrides;
  const response = await admin.post('/api/v2/routes', {
    Title: `Page ${n}`,
    VueRouterName: `page-${n}`,
    VueRouterPath: `page-${n}`,
    Parent: parent ?? null,
    ...rest,
  });
  if (response.statusCode !== 200) throw new Error(`create page: ${response.statusCode} ${response.body}`);
  return response.json()[0];
}

/** Turns a page on or off as an admin would in its metadata, keeping everything else as it is. */
export async function setRouteStatus(
  admin: TestClient,
  uuid: string,
  status: 'active' | 'disabled',
): Promise<void> {
  const route: RouteDetail = (await admin.get(`/api/v2/routes/${uuid}`)).json();
  const saved = await admin.post('/api/v2/routes', {
    UUID: uuid,
    Title: route.Title,
    VueRouterName: route.VueRouterName,
    VueRouterPath: route.VueRouterPath,
    Status: status,
    Force: true,
  });
  if (saved.statusCode !== 200) throw new Error(`set status: ${saved.statusCode} ${saved.body}`);
}

/** Uploads a file on Portal Files as a browser would, into a folder (the top one by default). */
export function uploadPortalFile(
  client: TestClient,
  file: { name: string; bytes: Buffer; type?: string; folderId?: string },
): Promise<LightMyRequestResponse> {
  return client.request({
    method: 'POST',
    url: `/api/v2/box/local/folder/${file.folderId ?? 'local'}/upload`,
    ...multipartBody([
      { name: 'file', value: file.bytes, filename: file.name, type: file.type ?? 'application/pdf' },
    ]),
  });
}

export const flattenTree = (nodes: RouteNode[]): RouteNode[] =>
  nodes.flatMap((n) => [n, ...flattenTree(n.Children)]);

export async function findNode(client: TestClient, uuid: string): Promise<RouteNode | undefined> {
  const tree: RouteNode[] = (await client.get('/api/v2/routes')).json();
  return flattenTree(tree).find((n) => n.UUID === uuid);
}

export async function auditEntries(t: TestApp, entityId: string) {
  return rows<{ action: string; entity: string; detail: unknown; at: Date; email: string | null }>(
    await t.database.db.execute(
      sql`select a.action, a.entity, a.detail, a.at, u.email from audit_log a left join users u on u.id = a.user_id
          where a.entity_id = ${entityId} order by a.id`,
    ),
  );
}

/**
 * A new page holding one Box Documents widget per folder id, as an admin saves it; answers the
 * widgets' section UUIDs in the same order and the page's UUID.
 */
export async function createBoxWidgetPage(
  admin: TestClient,
  folders: { id: string; path: string; attributes?: { Name: string; Value: string }[] }[],
): Promise<{ pageUuid: string; sections: string[] }> {
  const page = await createPage(admin);
  const saved = await admin.post('/api/v2/page', {
    UUID: page.UUID,
    Sections: folders.map((folder, i) => ({
      UUID: `-${i + 1}`,
      Title: `Documents ${i + 1}`,
      Type: { Identifier: 'Component' },
      ComponentType: 'box-files',
      Attributes: [
        { Name: 'folder', Value: JSON.stringify({ id: folder.id, path: folder.path }) },
        ...(folder.attributes ?? []),
      ],
    })),
  });
  if (saved.statusCode !== 200) throw new Error(`save page: ${saved.statusCode} ${saved.body}`);
  const stored: { Sections: { UUID: string }[] } = (await admin.get(`/api/v2/page/${page.UUID}`)).json();
  return { pageUuid: page.UUID, sections: stored.Sections.map((s) => String(s.UUID)) };
}
