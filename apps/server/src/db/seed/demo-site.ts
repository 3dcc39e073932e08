// The demo site: the route tree with every top-level node of spec 1 §2.2, page sections, and one
// page with a downloadable file. Built from the site-tree modules; ids and uuids are assigned
// here so the same seed gives the same site.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SECTION_CONTENT_TYPES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { rows } from '../../platform/sql-rows.ts';
import * as schema from '../schema/index.ts';
import { bulkInsert, IdAllocator, syncSequences } from './bulk-insert.ts';
import { DEFAULT_SEED } from './demo-firm.ts';
import { buildPdf } from './pdf.ts';
import { renderPortraitPool } from './portraits.ts';
import { seedPromoImages } from './promo-images.ts';
import { Random } from './random.ts';
import { seedSiteCare } from './site-care.ts';
import { applyPromoSeed, PROMO_IMAGE_PAGES } from './site-promos.ts';
import { firmSiteNodes } from './site-tree-firm.ts';
import { guideSiteNodes } from './site-tree-guides.ts';
import { searchSiteNodes } from './site-tree-search.ts';
import type { SiteNode, SiteSection } from './site-types.ts';
import { seedPageViews } from './site-views.ts';

export interface SiteOptions {
  /** The demo admin: recorded as the last editor of every page and owner of the file. */
  adminUserId: number;
  /** Where uploaded files live (the server's `<dataDir>/files`); defaults to ./data/files of the repo. */
  filesDir?: string;
  seed?: number;
}

export interface SiteSummary {
  routes: number;
  sections: number;
  files: number;
}

const [RICH_TEXT, COMPONENT, PAGE_PROMOTION] = SECTION_CONTENT_TYPES;
const TYPE_OF: Record<SiteSection['kind'], string> = {
  text: RICH_TEXT,
  component: COMPONENT,
  promotion: PAGE_PROMOTION,
};
const DEFAULT_FILES_DIR = path.resolve(import.meta.dirname, '../../../../../data/files');

/**
 * The top-level nodes in sidebar order: apps, the firm, mcl, directory, practices, guides,
 * initiatives. `practiceGroupIds` (by source id) lets each practice page list its own members.
 */
export const siteTree = (practiceGroupIds: ReadonlyMap<string, number> = new Map()): SiteNode[] => [
  ...firmSiteNodes(),
  ...guideSiteNodes(practiceGroupIds),
  ...searchSiteNodes(),
];

export async function seedDemoSite(database: Database, options: SiteOptions): Promise<SiteSummary> {
  const [existing] = rows<{ n: number }>(
    await database.db.execute(sql`select count(*)::int as n from routes`),
  );
  // The site is content people edit: never seed over an existing tree.
  if (Number(existing.n) > 0) return { routes: 0, sections: 0, files: 0 };

  const random = new Random(options.seed ?? DEFAULT_SEED).fork('site');
  const ids = await IdAllocator.read(database);
  // Public ids of the local files, from their own stream so the pages' uuids stay as they were.
  const fileIds = new Random(options.seed ?? DEFAULT_SEED).fork('site-files');
  const publicIdOf = () => `l${fileIds.uuid().replace(/-/g, '')}`;
  const filesDir = options.filesDir ?? DEFAULT_FILES_DIR;
  // The demo firm's users point at these pictures; like the site's files they live in filesDir.
  await renderPortraitPool(filesDir);
  const routeRows: (typeof schema.routes.$inferInsert)[] = [];
  const sectionRows: (typeof schema.sections.$inferInsert)[] = [];
  const folderRows: (typeof schema.folders.$inferInsert)[] = [];
  const fileRows: (typeof schema.files.$inferInsert)[] = [];

  const addFile = (file: NonNullable<SiteNode['file']>): string => {
    if (folderRows.length === 0) {
      folderRows.push({
        id: ids.next('folders'),
        publicId: publicIdOf(),
        parentId: null,
        name: 'Policies',
        modifiedBy: options.adminUserId,
      });
    }
    const bytes = buildPdf(file.lines);
    // Stored relative to the files folder, so the data folder can move.
    const storagePath = path.posix.join('site', file.name);
    mkdirSync(path.join(filesDir, 'site'), { recursive: true });
    writeFileSync(path.join(filesDir, storagePath), bytes);
    const id = ids.next('files');
    const publicId = publicIdOf();
    fileRows.push({
      id,
      publicId,
      folderId: folderRows[0].id,
      name: file.name,
      mimeType: 'application/pdf',
      sizeBytes: bytes.length,
      storagePath,
      modifiedBy: options.adminUserId,
    });
    return publicId;
  };

  const visit = (node: SiteNode, parent: { id: number; name: string } | null, position: number) => {
    const id = ids.next('routes');
    const name = node.name ?? (parent ? `${parent.name}-${node.path}` : node.path);
    const fileId = node.file ? addFile(node.file) : null;
    routeRows.push({
      id,
      uuid: random.uuid(),
      parentId: parent?.id ?? null,
      position,
      title: node.title,
      breadcrumbTitle: node.breadcrumbTitle ?? '',
      name,
      path: node.path,
      redirectLink: node.redirectLink ?? '',
      excludeFromNav: node.excludeFromNav ?? false,
      doNotOpen: node.doNotOpen ?? false,
      hideDrawer: node.hideDrawer ?? false,
      isOpen: node.isOpen ?? false,
      fileId,
      fileName: node.file?.name ?? '',
      downloadBtn: node.file ? (node.downloadBtn ?? 'Download file') : '',
      status: node.isDisabled ? 'disabled' : 'active',
      metaTitle: node.title,
      metaDescription: node.metaDescription ?? '',
      usersFilterJson: node.usersFilter ? JSON.stringify(node.usersFilter) : '',
      updatedBy: options.adminUserId,
    });
    (node.sections ?? []).forEach((section, i) => {
      sectionRows.push({
        id: ids.next('sections'),
        uuid: random.uuid(),
        routeId: id,
        position: i,
        title: section.title ?? '',
        text: section.html ?? '',
        width: section.width ?? 12,
        typeIdentifier: TYPE_OF[section.kind],
        componentType: section.componentType ?? '',
        toRouteName: section.toRouteName ?? '',
        attributes: section.attributes ?? [],
      });
    });
    for (const [i, child] of (node.children ?? []).entries()) visit(child, { id, name }, i);
  };
  const practiceGroups = rows<{ id: number; source_id: string }>(
    await database.db.execute(sql`select id, source_id from practice_groups`),
  );
  const practiceGroupIds = new Map(practiceGroups.map((group) => [group.source_id, Number(group.id)]));
  for (const [i, node] of siteTree(practiceGroupIds).entries()) visit(node, null, i);

  const names = new Set(routeRows.map((r) => r.name));
  if (names.size !== routeRows.length) throw new Error('demo site: duplicate internal route names');
  for (const section of sectionRows) {
    if (section.toRouteName && !names.has(section.toRouteName)) {
      throw new Error(`demo site: a promotion points at the unknown page '${section.toRouteName}'`);
    }
  }

  const [tagMax] = rows<{ n: number }>(
    await database.db.execute(sql`select coalesce(max(id), 0)::int as n from tags`),
  );
  const imagePages = Object.entries(PROMO_IMAGE_PAGES);
  const imageIds = await seedPromoImages(database, {
    filesDir,
    images: imagePages.map(([name, photo]) => ({
      title: routeRows.find((r) => r.name === name)?.title ?? name,
      photo,
    })),
    random: random.fork('promo-images'),
    createdBy: options.adminUserId,
  });
  const promos = applyPromoSeed({
    routeRows,
    sectionRows,
    imageIds: new Map(imagePages.map(([name], i) => [name, imageIds[i]])),
    firstTagId: Number(tagMax.n) + 1,
    nextSection: () => ({ id: ids.next('sections'), uuid: random.uuid() }),
  });

  await bulkInsert(database, schema.folders, folderRows);
  await bulkInsert(database, schema.files, fileRows);
  await bulkInsert(database, schema.routes, routeRows);
  await bulkInsert(database, schema.sections, sectionRows);
  await bulkInsert(database, schema.tags, promos.tags);
  await bulkInsert(database, schema.routeTags, promos.routeTags);
  await syncSequences(database, ['routes', 'sections', 'folders', 'files', 'tags']);
  await seedSiteCare(database, { adminUserId: options.adminUserId, random: random.fork('care') });
  await seedPageViews(database, { adminUserId: options.adminUserId, random: random.fork('views') });
  return { routes: routeRows.length, sections: sectionRows.length, files: fileRows.length };
}
