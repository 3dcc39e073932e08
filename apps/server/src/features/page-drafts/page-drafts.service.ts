// Page drafts (ADR 012): each admin's unpublished sections of a page, one per page and author.
// A draft is read only through these calls — never by the page, the route tree, search or share
// cards — so keeping one changes nothing anyone else reads.
import type { Draft, DraftSection, DraftSummary, SaveDraftRequest } from '@atrium/contracts';
import { AppError } from '../../platform/errors.ts';
import type { SiteContext } from '../site/index.ts';
import { findViewablePage } from '../site/routes.service.ts';
import * as repo from './page-drafts.repo.ts';

const draftMissing = () => new AppError('not_found', 'No draft of this page by that author.', 404);

function toSummary(ctx: SiteContext, row: Omit<repo.DraftRow, 'sections'>): DraftSummary {
  return {
    Author: { ID: row.userId, FullName: row.fullName },
    UpdatedAt: row.updatedAt.toISOString(),
    BaseVersion: row.baseVersion,
    IsMine: row.userId === ctx.user.ID,
  };
}

const toDraft = (ctx: SiteContext, row: repo.DraftRow): Draft => ({
  ...toSummary(ctx, row),
  Sections: row.sections as DraftSection[],
});

/** GET /api/v2/page/{uuid}/draft */
export async function getMyDraft(ctx: SiteContext, { uuid }: { uuid: string }): Promise<Draft | null> {
  const { route } = await findViewablePage(ctx, { uuid });
  const row = await repo.findDraft(ctx.db, { routeId: route.id, userId: ctx.user.ID });
  return row ? toDraft(ctx, row) : null;
}

/** PUT /api/v2/page/{uuid}/draft */
export async function saveMyDraft(
  ctx: SiteContext,
  input: SaveDraftRequest & { uuid: string },
): Promise<DraftSummary> {
  const { route } = await findViewablePage(ctx, { uuid: input.uuid });
  // A draft cannot start from a version the page has not reached.
  const baseVersion = Math.min(input.BaseVersion, route.pageVersion);
  const updatedAt = await repo.saveDraft(ctx.db, {
    routeId: route.id,
    userId: ctx.user.ID,
    sections: input.Sections,
    baseVersion,
  });
  return {
    Author: { ID: ctx.user.ID, FullName: ctx.user.FullName },
    UpdatedAt: updatedAt.toISOString(),
    BaseVersion: baseVersion,
    IsMine: true,
  };
}

/** DELETE /api/v2/page/{uuid}/draft */
export async function discardMyDraft(ctx: SiteContext, { uuid }: { uuid: string }): Promise<{ ok: true }> {
  const { route } = await findViewablePage(ctx, { uuid });
  await repo.deleteDraft(ctx.db, { routeId: route.id, userId: ctx.user.ID });
  return { ok: true };
}

/** GET /api/v2/page/{uuid}/drafts */
export async function listPageDrafts(ctx: SiteContext, { uuid }: { uuid: string }): Promise<DraftSummary[]> {
  const { route } = await findViewablePage(ctx, { uuid });
  return (await repo.listDrafts(ctx.db, route.id)).map((row) => toSummary(ctx, row));
}

/** GET /api/v2/page/{uuid}/drafts/{authorId} */
export async function getAuthorDraft(
  ctx: SiteContext,
  { uuid, authorId }: { uuid: string; authorId: number },
): Promise<Draft> {
  const { route } = await findViewablePage(ctx, { uuid });
  const row = await repo.findDraft(ctx.db, { routeId: route.id, userId: authorId });
  if (!row) throw draftMissing();
  return toDraft(ctx, row);
}

/** Save publishes: the publisher's draft of the page is done with once the page is saved. */
export async function discardPublishedDraft(ctx: SiteContext, { uuid }: { uuid: string }): Promise<void> {
  await repo.deleteDraftOfPage(ctx.db, { uuid, userId: ctx.user.ID });
}
