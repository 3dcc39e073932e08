// A page's history: every save is a version; a version can be read and restored as a new one.
import type { Page, PageVersion, PageVersionSummary } from '@atrium/contracts';
import { notFound } from '../../platform/errors.ts';
import { readSnapshot, toPage, toPageFilters } from './page-content.ts';
import { findAuthorNames } from './page-merge.repo.ts';
import {
  assertCurrentCopy,
  commitPage,
  inPageTurn,
  lockPage,
  type PageSaveContext,
  sanitizeSections,
  writeSections,
} from './page-save.service.ts';
import * as repo from './pages.repo.ts';
import { findViewablePage } from './routes.service.ts';
import type { SiteContext } from './site-cache.ts';

const toVersionSummary = (
  row: repo.PageVersionRow,
  currentVersion: number,
  names: Map<number, string>,
): PageVersionSummary => ({
  Version: row.version,
  CreatedAt: row.createdAt.toISOString(),
  CreatedBy: row.createdBy === null ? null : { ID: row.createdBy, FullName: row.createdByName ?? '' },
  MergedWith: row.mergedWith.map((id) => ({ ID: id, FullName: names.get(id) ?? '' })),
  SectionCount: readSnapshot(row.snapshot).sections.length,
  IsCurrent: row.version === currentVersion,
});

const versionMissing = () => notFound('This version does not exist.');

export async function listPageVersions(
  ctx: SiteContext,
  { uuid }: { uuid: string },
): Promise<PageVersionSummary[]> {
  const { route } = await findViewablePage(ctx, { uuid });
  const found = await repo.listPageVersions(ctx.db, route.id);
  const names = await findAuthorNames(ctx.db, [...new Set(found.flatMap((row) => row.mergedWith))]);
  return found.map((row) => toVersionSummary(row, route.pageVersion, names));
}

export async function getPageVersion(
  ctx: SiteContext,
  { uuid, version }: { uuid: string; version: number },
): Promise<PageVersion> {
  const { route } = await findViewablePage(ctx, { uuid });
  const row = await repo.findPageVersion(ctx.db, { routeId: route.id, version });
  if (!row) throw versionMissing();
  const snapshot = readSnapshot(row.snapshot);
  return {
    ...toVersionSummary(row, route.pageVersion, await findAuthorNames(ctx.db, row.mergedWith)),
    Page: { Sections: snapshot.sections, ...toPageFilters(snapshot) },
  };
}

/**
 * Restoring a version writes its content as a new version; the history itself is never rewritten.
 * `Version` is the page version the editor's copy shows (spec 1 §5 stale-copy rule).
 */
export async function restorePageVersion(
  ctx: PageSaveContext,
  input: { uuid: string; version: number; Version?: number; Force?: boolean },
): Promise<Page> {
  const restored = await inPageTurn(input.uuid, () =>
    ctx.db.transaction(async (tx) => {
      const txCtx = { ...ctx, db: tx };
      const page = await lockPage(txCtx, { uuid: input.uuid });
      const row = await repo.findPageVersion(tx, { routeId: page.route.id, version: input.version });
      if (!row) throw versionMissing();
      assertCurrentCopy(page, input);
      const snapshot = readSnapshot(row.snapshot);
      const { rows, added } = await writeSections(txCtx, {
        page,
        // Sanitised again: the rules may have tightened since the version was saved.
        sections: await sanitizeSections(ctx, snapshot.sections),
        reviveMissing: true,
      });
      return commitPage(txCtx, {
        page,
        sections: rows,
        filters: snapshot,
        audit: {
          action: 'page.restoreVersion',
          detail: { restored: input.version, added, total: snapshot.sections.length },
        },
      });
    }),
  );
  return toPage(restored, restored.sections);
}
