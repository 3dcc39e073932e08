// What saving a page and restoring a version share: the page is locked once, its sections written
// once, and the new version committed with its snapshot. Each step passes the page along instead
// of reading it again.
import { isDeepStrictEqual } from 'node:util';
import { isTemporarySectionId, type SaveSectionSchema, type Section } from '@atrium/contracts';
import type { z } from 'zod';
import { AppError, notFound } from '../../platform/errors.ts';
import { keyedTurns } from '../../platform/keyed-turns.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { toSnapshot } from './page-content.ts';
import type { FilterTexts, SectionRow } from './pages.repo.ts';
import * as repo from './pages.repo.ts';
import { MAX_MARKUP_DEPTH } from './rich-text.ts';
import type { RichTextSanitizer } from './rich-text-pool.ts';
import type { PageChain } from './route-tree.ts';
import type { RouteRow } from './routes.repo.ts';
import { toViewablePage } from './routes.service.ts';
import { staleCopy } from './site-errors.ts';

type SaveSectionInput = z.output<typeof SaveSectionSchema>;

/**
 * Saves of one page in this process take turns before they open a transaction: otherwise a burst
 * of saves would hold a pooled connection each while they wait on the page's row lock, leaving
 * none for other requests, and the waiters woken together at each commit would race for it.
 */
export const inPageTurn = keyedTurns();

/** A page locked for a save: where it lives and what it holds now. */
export interface LockedPage extends PageChain {
  sections: SectionRow[];
}

/**
 * Locks the page for a save: concurrent saves of one page queue here, so the later one sees the
 * new version and gets the stale-copy answer instead of a deadlock.
 */
export async function lockPage(ctx: ServiceContext, { uuid }: { uuid: string }): Promise<LockedPage> {
  const { chain, sections } = await repo.lockPageForSave(ctx.db, uuid);
  return { ...toViewablePage(chain, { uuid, user: ctx.user }), sections };
}

/** spec 1 §5: a save from an older copy is refused unless `Force` confirms the overwrite. */
export function assertCurrentCopy(page: LockedPage, copy: { Version?: number; Force?: boolean }): void {
  if (copy.Version !== undefined && !copy.Force && copy.Version !== page.route.pageVersion) throw staleCopy();
}

const toSectionValues = (section: SaveSectionInput | Section, position: number) => ({
  position,
  title: section.Title,
  text: section.Text,
  width: section.Width,
  typeIdentifier: section.Type.Identifier,
  componentType: section.ComponentType,
  isDrawer: section.IsDrawer,
  toRouteName: section.ToVueRouterName,
  attributes: section.Attributes,
});

/**
 * A section saved as it is stored needs no write. Most saves change one widget of several, and
 * each written row costs a statement (the page's search entry is rebuilt once, at commit: 0020).
 */
function isUnchanged(row: SectionRow, values: ReturnType<typeof toSectionValues>): boolean {
  return (Object.keys(values) as (keyof typeof values)[]).every((key) =>
    isDeepStrictEqual(row[key], values[key]),
  );
}

/**
 * The sections with their rich text checked for depth and sanitised (large texts off the event
 * loop). Run it before the save's transaction: sanitising a large page takes a while, and the page
 * is locked meanwhile.
 */
export async function sanitizeSections<T extends { Text: string }>(
  { richText }: Pick<PageSaveContext, 'richText'>,
  sections: T[],
): Promise<T[]> {
  const texts = await richText.sanitize(sections.map((s) => s.Text));
  return sections.map((section, i) => {
    const text = texts[i];
    if ('isTooDeep' in text) {
      throw new AppError(
        'validation_failed',
        `A section's text may nest elements at most ${MAX_MARKUP_DEPTH} levels deep.`,
        400,
      );
    }
    return { ...section, Text: text.clean };
  });
}

/** What saving a page needs besides the database and the caller. */
export interface PageSaveContext extends ServiceContext {
  /**
   * The page's search entry is left pending at the commit, and built after the reply (the
   * embedded database, migration 0023); otherwise the commit builds it.
   */
  isSearchLater?: boolean;
  /** Sanitises the sections' texts, remembering the ones sanitised lately. */
  richText: RichTextSanitizer;
}

const uuidMissing = () => notFound('UUID not found.');

/**
 * The embedded database runs each statement on the event loop, and a statement carrying a long
 * text takes a while: each write of a save waits for a turn of its own, so other requests are
 * served between them.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Writes the page's sections in the given order: known UUIDs are updated, temporary ones become
 * new sections (their texts already sanitised, see `sanitizeSections`). With `reviveMissing` (restoring a version) sections deleted since come back under
 * their old UUID. Answers the rows as stored; the commit removes the sections left out.
 */
export async function writeSections(
  { db }: ServiceContext,
  {
    page,
    sections,
    reviveMissing,
  }: { page: LockedPage; sections: (SaveSectionInput | Section)[]; reviveMissing: boolean },
): Promise<{ rows: SectionRow[]; added: number }> {
  const existing = new Map(page.sections.map((s) => [s.uuid, s]));
  const givenUuids = sections.map((s) => s.UUID).filter((u): u is string => !isTemporarySectionId(u));
  if (new Set(givenUuids).size !== givenUuids.length) {
    throw new AppError('validation_failed', 'A section appears twice on the page.', 400);
  }
  const usedElsewhere = reviveMissing
    ? await repo.findSectionUuids(
        db,
        givenUuids.filter((u) => !existing.has(u)),
      )
    : new Set<string>();
  const rows: SectionRow[] = [];
  let added = 0;
  for (const [position, section] of sections.entries()) {
    const values = toSectionValues(section, position);
    const uuid = isTemporarySectionId(section.UUID) ? undefined : String(section.UUID);
    const current = uuid ? existing.get(uuid) : undefined;
    if (current) {
      if (isUnchanged(current, values)) {
        rows.push(current);
        continue;
      }
      await nextTurn();
      const row = await repo.updateSection(db, { id: current.id, routeId: page.route.id, values });
      if (!row) throw uuidMissing();
      rows.push(row);
      continue;
    }
    if (uuid && !reviveMissing) throw uuidMissing();
    const revivedUuid = uuid && !usedElsewhere.has(uuid) ? uuid : undefined;
    await nextTurn();
    rows.push(
      await repo.insertSection(db, {
        routeId: page.route.id,
        values: {
          ...values,
          ...(revivedUuid ? { uuid: revivedUuid } : {}),
        },
      }),
    );
    added++;
  }
  return { rows, added };
}

const FILTER_KEYS = [
  'contentFilterJson',
  'usersFilterJson',
  'assignmentsFilterJson',
  'companiesFilterJson',
] as const;

/** The filters a save carries that differ from the route's; left-out filters are kept. */
function changedFilters(route: RouteRow, filters: Partial<FilterTexts>): Partial<FilterTexts> {
  const changed = FILTER_KEYS.filter((key) => filters[key] !== undefined && filters[key] !== route[key]);
  return Object.fromEntries(changed.map((key) => [key, filters[key]]));
}

/**
 * Commits the written sections as the page's new version; the version replaced is kept too, so
 * content from before the first save is never lost. Answers the page as it now is.
 */
export async function commitPage(
  { db, user, isSearchLater = false }: PageSaveContext,
  {
    page,
    sections,
    filters,
    audit,
  }: {
    page: LockedPage;
    sections: SectionRow[];
    filters: Partial<FilterTexts>;
    /** The audit entry's action and detail; the new version and sections removed are added to it. */
    audit: { action: string; detail: Record<string, unknown> };
  },
): Promise<LockedPage> {
  const before = page.route;
  const filterChanges = changedFilters(before, filters);
  const keptIds = new Set(sections.map((s) => s.id));
  await nextTurn();
  const version = await repo.commitPageSave(db, {
    routeId: before.id,
    userId: user.ID,
    keepSectionIds: [...keptIds],
    removesSections: page.sections.some((s) => !keptIds.has(s.id)),
    filterChanges,
    previous:
      before.pageVersionKept === before.pageVersion
        ? undefined
        : {
            version: before.pageVersion,
            snapshot: toSnapshot(before, page.sections),
            createdBy: before.updatedBy,
            createdAt: before.updatedAt,
          },
    snapshot: toSnapshot({ ...before, ...filterChanges }, sections),
    audit: { ...audit, entityId: before.uuid },
    isSearchLater,
  });
  const routeVersion = before.version + (Object.keys(filterChanges).length > 0 ? 1 : 0);
  const route = {
    ...before,
    ...filterChanges,
    version: routeVersion,
    pageVersion: version,
    pageVersionKept: version,
    updatedBy: user.ID,
  };
  return { ...page, route, sections };
}
