// SQL of the local file provider: folders and files (bytes on disk under <dataDir>/files), and
// which pages a file belongs to or which widgets show a file.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { files, folders, routes, sections, users } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';
import { rows } from '../../platform/sql-rows.ts';

export type FileRow = typeof files.$inferSelect;
export type FolderRow = typeof folders.$inferSelect;

export async function findFileByPublicId(db: Executor, publicId: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.publicId, publicId)).limit(1);
  return row;
}

export async function findFolderByPublicId(db: Executor, publicId: string): Promise<FolderRow | undefined> {
  const [row] = await db.select().from(folders).where(eq(folders.publicId, publicId)).limit(1);
  return row;
}

/** A folder and its ancestors, the top one first. */
export async function folderChain(db: Executor, id: number): Promise<{ publicId: string; name: string }[]> {
  const found = rows<{ public_id: string; name: string; depth: number }>(
    await db.execute(sql`
      with recursive chain(id, parent_id, public_id, name, depth) as (
        select id, parent_id, public_id, name, 0 from folders where id = ${id}
        union all
        select f.id, f.parent_id, f.public_id, f.name, c.depth + 1
        from folders f join chain c on f.id = c.parent_id where c.depth < 64
      )
      select public_id, name, depth from chain order by depth desc`),
  );
  return found.map((r) => ({ publicId: r.public_id, name: r.name }));
}

export interface LocalEntryRow {
  publicId: string;
  type: 'file' | 'folder';
  name: string;
  size: number;
  modifiedAt: Date;
  modifiedBy: string;
}

const modifierName = sql<string>`coalesce(${users.firstName} || ' ' || ${users.lastName}, '')`;

/** Everything directly in a folder (null: the top level), folders first. */
export async function listEntries(db: Executor, folderId: number | null): Promise<LocalEntryRow[]> {
  const folderRows = await db
    .select({
      publicId: folders.publicId,
      name: folders.name,
      modifiedAt: folders.modifiedAt,
      modifiedBy: modifierName,
      size: sql<number>`coalesce((select sum(size_bytes) from files f where f.folder_id = ${folders.id}), 0)::int`,
    })
    .from(folders)
    .leftJoin(users, eq(users.id, folders.modifiedBy))
    .where(folderId === null ? isNull(folders.parentId) : eq(folders.parentId, folderId));
  const fileRows = await db
    .select({
      publicId: files.publicId,
      name: files.name,
      modifiedAt: files.modifiedAt,
      modifiedBy: modifierName,
      size: files.sizeBytes,
    })
    .from(files)
    .leftJoin(users, eq(users.id, files.modifiedBy))
    .where(folderId === null ? isNull(files.folderId) : eq(files.folderId, folderId));
  return [
    ...folderRows.map((r) => ({ ...r, type: 'folder' as const })),
    ...fileRows.map((r) => ({ ...r, type: 'file' as const })),
  ];
}

/** Whether a folder (or the top level) already holds an entry of this name, ignoring case. */
export async function isNameTaken(
  db: Executor,
  { folderId, name, exceptPublicId }: { folderId: number | null; name: string; exceptPublicId?: string },
): Promise<boolean> {
  const lower = name.toLowerCase();
  const folderWhere = and(
    folderId === null ? isNull(folders.parentId) : eq(folders.parentId, folderId),
    sql`lower(${folders.name}) = ${lower}`,
    exceptPublicId ? ne(folders.publicId, exceptPublicId) : undefined,
  );
  const fileWhere = and(
    folderId === null ? isNull(files.folderId) : eq(files.folderId, folderId),
    sql`lower(${files.name}) = ${lower}`,
    exceptPublicId ? ne(files.publicId, exceptPublicId) : undefined,
  );
  const [a] = await db.select({ id: folders.id }).from(folders).where(folderWhere).limit(1);
  if (a) return true;
  const [b] = await db.select({ id: files.id }).from(files).where(fileWhere).limit(1);
  return Boolean(b);
}

export async function insertFolder(
  db: Executor,
  values: { parentId: number | null; name: string; modifiedBy: number },
): Promise<FolderRow> {
  const [row] = await db.insert(folders).values(values).returning();
  return row;
}

export async function insertFile(db: Executor, values: typeof files.$inferInsert): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  return row;
}

export async function renameFolder(db: Executor, id: number, name: string, modifiedBy: number) {
  const [row] = await db
    .update(folders)
    .set({ name, modifiedBy, modifiedAt: sql`now()` })
    .where(eq(folders.id, id))
    .returning();
  return row;
}

export async function renameFile(db: Executor, id: number, name: string, modifiedBy: number) {
  const [row] = await db
    .update(files)
    .set({ name, modifiedBy, modifiedAt: sql`now()` })
    .where(eq(files.id, id))
    .returning();
  return row;
}

/** The files inside a folder and all its subfolders. */
export async function filesBeneath(db: Executor, folderId: number): Promise<FileRow[]> {
  const found = rows<{ id: number }>(
    await db.execute(sql`
      with recursive tree(id, depth) as (
        select id, 0 from folders where id = ${folderId}
        union all
        select f.id, t.depth + 1 from folders f join tree t on f.parent_id = t.id where t.depth < 64
      )
      select fi.id from files fi join tree t on fi.folder_id = t.id`),
  );
  if (found.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(sql`${files.id} in ${found.map((r) => r.id)}`);
}

/** Subfolders and files go with it (the foreign keys cascade). */
export async function deleteFolder(db: Executor, id: number): Promise<void> {
  await db.delete(folders).where(eq(folders.id, id));
}

export async function deleteFile(db: Executor, id: number): Promise<void> {
  await db.delete(files).where(eq(files.id, id));
}

/** The pages (live or in the trash) whose file this is. */
export async function pagesWithFile(db: Executor, publicIds: string[]) {
  if (publicIds.length === 0) return [];
  return db
    .select({ uuid: routes.uuid, title: routes.title, deletedAt: routes.deletedAt, fileId: routes.fileId })
    .from(routes)
    .where(sql`${routes.fileId} in ${publicIds}`);
}

/**
 * The widgets on live pages that may show a file: every Box Documents widget (the file may lie in
 * its folder) and every widget whose text or settings (a quick link) link to the file's download
 * address.
 */
export async function widgetsShowingFile(
  db: Executor,
  { componentType, href }: { componentType: string; href: string },
): Promise<{ pageUuid: string; componentType: string; attributes: { Name: string; Value: string }[] }[]> {
  return db
    .select({
      pageUuid: routes.uuid,
      componentType: sections.componentType,
      attributes: sections.attributes,
    })
    .from(sections)
    .innerJoin(routes, eq(routes.id, sections.routeId))
    .where(
      and(
        isNull(routes.deletedAt),
        sql`(${sections.componentType} = ${componentType} or strpos(${sections.text}, ${href}) > 0
          or strpos(${sections.attributes}::text, ${href}) > 0)`,
      ),
    );
}
