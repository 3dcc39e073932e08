import {
  isTemporarySectionId,
  type Page,
  type PageVersion,
  type PageVersionSummary,
  type SavePageRequestSchema,
  type SaveSectionSchema,
} from '@atrium/contracts';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.ts';
import type { Db, Executor } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/session.ts';
import { trashRoutes } from './route-trash.service.ts';
import type { RouteRow } from './routes.repo.ts';
import {
  advancePageVersion,
  findViewablePage,
  lockPageForSave,
  type PageFilterTexts,
  staleCopy,
  updatePageFilters,
} from './routes.service.ts';
import { inheritedFilters, readSnapshot, toPageFilters, toSection, toSnapshot } from './page-content.ts';
import * as repo from './pages.repo.ts';
import { sanitizeRichText } from './rich-text.ts';

type SavePageInput = z.output<typeof SavePageRequestSchema>;
type SaveSectionInput = z.output<typeof SaveSectionSchema>;

/** spec 1 §7 GET /api/v2/page/{uuid}: hidden pages are not found for staff (issue 3). */
export async function getPage({
  db,
  uuid,
  user,
}: {
  db: Executor;
  uuid: string;
  user: AuthUser;
}): Promise<Page> {
  const { route, ancestors, fullPath, isHidden } = await findViewablePage(db, { uuid, user });
  const sectionRows = await repo.listSections(db, route.id);
  return {
    UUID: route.uuid,
    Title: route.title,
    MetaTitle: route.metaTitle || route.title,
    MetaDescription: route.metaDescription,
    VueRouterName: route.name,
    FullPath: fullPath,
    RedirectLink: route.redirectLink,
    Status: route.status,
    IsHidden: isHidden,
    HideDrawer: route.hideDrawer,
    Version: route.pageVersion,
    Sections: sectionRows.map(toSection),
    ...toPageFilters(route),
    Parent: { UUID: ancestors.at(-1)?.uuid ?? null, ...inheritedFilters(ancestors) },
  };
}

const toSectionValues = (section: SaveSectionInput | ReturnType<typeof toSection>, position: number) => ({
  position,
  title: section.Title,
  text: sanitizeRichText(section.Text),
  width: section.Width,
  typeIdentifier: section.Type.Identifier,
  componentType: section.ComponentType,
  isDrawer: section.IsDrawer,
  toRouteName: section.ToVueRouterName,
  attributes: section.Attributes,
});

/**
 * Writes the page's sections in the given order: known UUIDs are updated, temporary ones become
 * new sections, and sections left out are removed. With `reviveMissing` (restoring a version)
 * sections deleted since come back under their old UUID.
 */
async function writeSections(
  tx: Executor,
  {
    route,
    sections,
    reviveMissing,
  }: {
    route: RouteRow;
    sections: (SaveSectionInput | ReturnType<typeof toSection>)[];
    reviveMissing: boolean;
  },
) {
  const existing = new Map((await repo.listSections(tx, route.id)).map((s) => [s.uuid, s]));
  const givenUuids = sections.map((s) => s.UUID).filter((u): u is string => !isTemporarySectionId(u));
  if (new Set(givenUuids).size !== givenUuids.length) {
    throw new AppError('validation_failed', 'A section appears twice on the page.', 400);
  }
  const usedElsewhere = reviveMissing
    ? await repo.findSectionUuids(
        tx,
        givenUuids.filter((u) => !existing.has(u)),
      )
    : new Set<string>();
  const keepIds: number[] = [];
  let added = 0;
  for (const [position, section] of sections.entries()) {
    const values = toSectionValues(section, position);
    const uuid = isTemporarySectionId(section.UUID) ? undefined : String(section.UUID);
    const current = uuid ? existing.get(uuid) : undefined;
    if (current) {
      await repo.updateSection(tx, current.id, values);
      keepIds.push(current.id);
      continue;
    }
    if (uuid && !reviveMissing) throw notFound('UUID not found.');
    const revivedUuid = uuid && !usedElsewhere.has(uuid) ? uuid : undefined;
    const row = await repo.insertSection(tx, route.id, {
      ...values,
      ...(revivedUuid ? { uuid: revivedUuid } : {}),
    });
    keepIds.push(row.id);
    added++;
  }
  const removed = await repo.deleteOtherSections(tx, route.id, keepIds);
  return { added, removed, total: sections.length };
}

/** The version being replaced is kept too, so content from before the first save is never lost. */
async function ensureCurrentSnapshot(tx: Executor, route: RouteRow): Promise<void> {
  await repo.insertPageVersion(tx, {
    routeId: route.id,
    version: route.pageVersion,
    snapshot: toSnapshot(route, await repo.listSections(tx, route.id)),
    createdBy: route.updatedBy,
    createdAt: route.updatedAt,
  });
}

async function commitPageVersion(
  tx: Executor,
  options: { uuid: string; user: AuthUser; expectedVersion?: number },
): Promise<number> {
  const { route } = await findViewablePage(tx, options);
  const version = await advancePageVersion(tx, {
    routeId: route.id,
    expectedVersion: options.expectedVersion,
    userId: options.user.ID,
  });
  await repo.insertPageVersion(tx, {
    routeId: route.id,
    version,
    snapshot: toSnapshot(route, await repo.listSections(tx, route.id)),
    createdBy: options.user.ID,
  });
  return version;
}

function filterTexts(
  input: Pick<SavePageInput, 'ContentFilter' | 'UsersFilter' | 'AssignmentsFilter' | 'CompaniesFilter'>,
) {
  const texts: PageFilterTexts = {
    contentFilterJson: input.ContentFilter,
    usersFilterJson: input.UsersFilter,
    assignmentsFilterJson: input.AssignmentsFilter,
    companiesFilterJson: input.CompaniesFilter,
  };
  return texts;
}

/**
 * spec 1 §7 POST /api/v2/page: the whole page at once. A save from an older copy is refused with
 * 409 unless `Force` confirms the overwrite (spec 1 §5); every save becomes a version.
 */
export async function savePage({
  db,
  user,
  input,
}: {
  db: Db;
  user: AuthUser;
  input: SavePageInput;
}): Promise<Page> {
  await db.transaction(async (tx) => {
    const { route } = await lockPageForSave(tx, { uuid: input.UUID, user });
    const expectedVersion = input.Version !== undefined && !input.Force ? input.Version : undefined;
    if (expectedVersion !== undefined && expectedVersion !== route.pageVersion) throw staleCopy();
    await ensureCurrentSnapshot(tx, route);
    const counts = await writeSections(tx, { route, sections: input.Sections, reviveMissing: false });
    await updatePageFilters(tx, { route, filters: filterTexts(input), userId: user.ID });
    const version = await commitPageVersion(tx, { uuid: input.UUID, user, expectedVersion });
    await writeAudit(tx, {
      userId: user.ID,
      action: 'page.save',
      entity: 'page',
      entityId: route.uuid,
      detail: { version, ...counts, forced: Boolean(input.Force) },
    });
  });
  return getPage({ db, uuid: input.UUID, user });
}

/** spec 1 §4 delete page: the page, its sections and its subpages go to the trash. */
export function deletePage({ db, user, uuid }: { db: Db; user: AuthUser; uuid: string }): Promise<string[]> {
  return db.transaction((tx) => trashRoutes(tx, { user, uuids: [uuid], action: 'page.delete' }));
}

/** Copies a page's sections to another page (duplicating a route); answers how many. */
export function copyPageContent(
  tx: Executor,
  pages: { fromRouteId: number; toRouteId: number },
): Promise<number> {
  return repo.copySections(tx, pages);
}

const toVersionSummary = (row: repo.PageVersionRow, currentVersion: number): PageVersionSummary => ({
  Version: row.version,
  CreatedAt: row.createdAt.toISOString(),
  CreatedBy: row.createdBy === null ? null : { ID: row.createdBy, FullName: row.createdByName ?? '' },
  SectionCount: readSnapshot(row.snapshot).sections.length,
  IsCurrent: row.version === currentVersion,
});

export async function listPageVersions({ db, uuid, user }: { db: Db; uuid: string; user: AuthUser }) {
  const { route } = await findViewablePage(db, { uuid, user });
  const rows = await repo.listPageVersions(db, route.id);
  return rows.map((row) => toVersionSummary(row, route.pageVersion));
}

async function findVersion(
  db: Executor,
  { uuid, version, user, lock = false }: { uuid: string; version: number; user: AuthUser; lock?: boolean },
) {
  const { route } = lock
    ? await lockPageForSave(db, { uuid, user })
    : await findViewablePage(db, { uuid, user });
  const row = await repo.findPageVersion(db, { routeId: route.id, version });
  if (!row) throw notFound('This version does not exist.');
  return { route, row };
}

export async function getPageVersion(options: {
  db: Db;
  uuid: string;
  version: number;
  user: AuthUser;
}): Promise<PageVersion> {
  const { route, row } = await findVersion(options.db, options);
  const snapshot = readSnapshot(row.snapshot);
  return {
    ...toVersionSummary(row, route.pageVersion),
    Page: { Sections: snapshot.sections, ...toPageFilters(snapshot) },
  };
}

/** Restoring a version writes its content as a new version; the history itself is never rewritten. */
export async function restorePageVersion({
  db,
  uuid,
  version,
  user,
  input,
}: {
  db: Db;
  uuid: string;
  version: number;
  user: AuthUser;
  input: { Version?: number; Force?: boolean };
}): Promise<Page> {
  await db.transaction(async (tx) => {
    const { route, row } = await findVersion(tx, { uuid, version, user, lock: true });
    const expectedVersion = input.Version !== undefined && !input.Force ? input.Version : undefined;
    if (expectedVersion !== undefined && expectedVersion !== route.pageVersion) throw staleCopy();
    await ensureCurrentSnapshot(tx, route);
    const snapshot = readSnapshot(row.snapshot);
    const counts = await writeSections(tx, { route, sections: snapshot.sections, reviveMissing: true });
    await updatePageFilters(tx, { route, filters: snapshot, userId: user.ID });
    const newVersion = await commitPageVersion(tx, { uuid, user, expectedVersion });
    await writeAudit(tx, {
      userId: user.ID,
      action: 'page.restoreVersion',
      entity: 'page',
      entityId: route.uuid,
      detail: { restored: version, version: newVersion, ...counts },
    });
  });
  return getPage({ db, uuid, user });
}
