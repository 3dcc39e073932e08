// A page's content: reading it, saving it whole, and deleting it (spec 1 §7 /api/v2/page).
import type { SavePageReply, SavePageRequestSchema } from '@atrium/contracts';
import type { z } from 'zod';
import { type JsonCopy, toJsonCopy } from '../../platform/json-copy.ts';
import { audienceFactsKey } from './audience.ts';
import { audienceViewerOf, hasSectionAudience, isChainFor, sectionsFor } from './audiences.service.ts';
import { toPage } from './page-content.ts';
import { reconcileCopy, recordMerge } from './page-merge.service.ts';
import {
  commitPage,
  inPageTurn,
  lockPage,
  type PageSaveContext,
  sanitizeSections,
  writeSections,
} from './page-save.service.ts';
import * as repo from './pages.repo.ts';
import { trashRoutes } from './route-trash.service.ts';
import { todayIso, toPageChain } from './route-tree.ts';
import { findRouteChain } from './routes.repo.ts';
import { freshSiteCache, keepBounded, type SiteContext } from './site-cache.ts';
import { pageMissing } from './site-errors.ts';

type SavePageInput = z.output<typeof SavePageRequestSchema>;

/**
 * GET /api/v2/page/{uuid} from a copy serialised once per page version (kept until the routes or
 * sections change, or the day turns); who may see it is checked on every read. Staff get 'not
 * found' for a hidden page or one outside its audience, exactly as for a missing one (spec 1 §2.2),
 * and a page without the widgets outside theirs.
 */
export async function getPageCopy(ctx: SiteContext, { uuid }: { uuid: string }): Promise<JsonCopy> {
  const cache = await freshSiteCache(ctx);
  let cached = cache.pages.get(uuid);
  if (!cached) {
    const version = cache.version;
    const page = toPageChain(await findRouteChain(ctx.db, uuid), uuid, todayIso());
    if (!page) throw pageMissing();
    const content = toPage(page, await repo.listSections(ctx.db, page.route.id));
    const chain = [...page.ancestors, page.route];
    cached = {
      isHidden: page.isHidden,
      isFor: (viewer) => isChainFor(viewer, chain),
      copy: toJsonCopy(content),
      copyFor: content.Sections.some(hasSectionAudience)
        ? (viewer) => toJsonCopy({ ...content, Sections: sectionsFor(viewer, content.Sections) })
        : undefined,
      readerCopies: new Map(),
    };
    cache.storePage(uuid, cached, version);
  }
  if (ctx.user.SiteAdmin) return cached.copy;
  if (cached.isHidden) throw pageMissing();
  const viewer = await audienceViewerOf(ctx);
  if (!cached.isFor(viewer)) throw pageMissing();
  if (!cached.copyFor) return cached.copy;
  const reader = audienceFactsKey(viewer);
  let copy = cached.readerCopies.get(reader);
  if (!copy) {
    copy = cached.copyFor(viewer);
    keepBounded(cached.readerCopies, reader, copy);
  }
  return copy;
}

/**
 * spec 1 §7 POST /api/v2/page: the whole page at once. A save from an older copy is refused with
 * 409 unless `Force` confirms the overwrite (spec 1 §5); every save becomes a version.
 */
export async function savePage(ctx: PageSaveContext, input: SavePageInput): Promise<SavePageReply> {
  const sanitized = await sanitizeSections(ctx, input.Sections);
  const { saved, merge } = await inPageTurn(input.UUID, () =>
    ctx.db.transaction(async (tx) => {
      const txCtx = { ...ctx, db: tx };
      const page = await lockPage(txCtx, { uuid: input.UUID });
      // An older copy is merged with what was saved since, or refused (ADR 013, spec 1 §5).
      const { sections, filters, merge } = await reconcileCopy(txCtx, { page, input, sections: sanitized });
      const { rows, added } = await writeSections(txCtx, {
        page,
        sections,
        reviveMissing: false,
      });
      const committed = await commitPage(txCtx, {
        page,
        sections: rows,
        filters,
        audit: {
          action: 'page.save',
          detail: {
            added,
            total: sections.length,
            forced: Boolean(input.Force),
            ...(merge ? { mergedFrom: merge.BaseVersion } : {}),
          },
        },
      });
      if (merge) {
        await recordMerge(txCtx, { routeId: page.route.id, version: committed.route.pageVersion, merge });
      }
      return { saved: committed, merge };
    }),
  );
  return { ...toPage(saved, saved.sections), ...(merge ? { Merge: merge } : {}) };
}

/** spec 1 §4 delete page: the page, its sections and its subpages go to the trash. */
export function deletePage(ctx: SiteContext, { uuid }: { uuid: string }): Promise<string[]> {
  return ctx.db.transaction((tx) =>
    trashRoutes({ ...ctx, db: tx }, { uuids: [uuid], action: 'page.delete' }),
  );
}
