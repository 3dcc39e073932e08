// Owners and reviews: a page's owner (by default whoever created it) and review interval, when it
// is due, and "Reviewed", which starts the interval again and is kept in the review history.
import type { DueReview, PageReview, SavePageReviewRequest } from '@atrium/contracts';
import { writeAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { SiteContext } from '../site/index.ts';
import { findViewablePage } from '../site/routes.service.ts';
import * as repo from './page-reviews.repo.ts';
import { dueOn, todayIso } from './review-dates.ts';

type Interval = PageReview['IntervalMonths'];
const asInterval = (months: number): Interval => ([3, 6, 12].includes(months) ? (months as Interval) : 0);

async function ownerRef(ctx: SiteContext, id: number | null) {
  const person = id === null ? undefined : await repo.findPerson(ctx.db, id);
  return person ? { ID: person.id, FullName: person.fullName } : null;
}

async function toReview(ctx: SiteContext, { uuid }: { uuid: string }): Promise<PageReview> {
  const { route } = await findViewablePage(ctx, { uuid });
  const row = await repo.findReview(ctx.db, route.id);
  const intervalMonths = asInterval(row?.intervalMonths ?? 0);
  const reviewedAt = row?.reviewedAt ?? route.createdAt.toISOString().slice(0, 10);
  const due = dueOn(reviewedAt, intervalMonths);
  const ownerId = row?.ownerId ?? (await repo.findCreatorId(ctx.db, uuid));
  const history = await repo.listHistory(ctx.db, route.id);
  return {
    UUID: uuid,
    Owner: await ownerRef(ctx, ownerId),
    IntervalMonths: intervalMonths,
    AutoDisable: row?.autoDisable ?? false,
    ReviewedAt: reviewedAt,
    DueOn: due,
    IsDue: due !== null && due <= todayIso(),
    History: history.map((h) => ({
      ReviewedAt: h.reviewedAt.toISOString(),
      ReviewedBy: h.userId === null ? null : { ID: h.userId, FullName: h.fullName ?? '' },
    })),
  };
}

/** GET /api/v2/page/{uuid}/review */
export const getPageReview = (ctx: SiteContext, input: { uuid: string }) => toReview(ctx, input);

/** POST /api/v2/page/{uuid}/review: fields left out keep their value. */
export async function savePageReview(
  ctx: SiteContext,
  input: SavePageReviewRequest & { uuid: string },
): Promise<PageReview> {
  const { route } = await findViewablePage(ctx, { uuid: input.uuid });
  if (input.OwnerID) {
    const owner = await repo.findPerson(ctx.db, input.OwnerID);
    if (!owner?.isActive) throw new AppError('validation_failed', 'The owner must be an active person.', 400);
  }
  const current = await repo.findReview(ctx.db, route.id);
  await ctx.db.transaction(async (tx) => {
    await repo.saveReview(tx, {
      routeId: route.id,
      ownerId: input.OwnerID === undefined ? (current?.ownerId ?? null) : (input.OwnerID ?? null),
      intervalMonths: input.IntervalMonths ?? current?.intervalMonths ?? 0,
      autoDisable: input.AutoDisable ?? current?.autoDisable ?? false,
      reviewedAt: current?.reviewedAt ?? null,
    });
    await writeAudit(tx, {
      userId: ctx.user.ID,
      action: 'page.review.settings',
      entity: 'route',
      entityId: input.uuid,
      detail: { owner: input.OwnerID, interval: input.IntervalMonths, autoDisable: input.AutoDisable },
    });
  });
  return toReview(ctx, input);
}

/** POST /api/v2/page/{uuid}/review/done: reviewed today; the next review is one interval away. */
export async function markPageReviewed(ctx: SiteContext, { uuid }: { uuid: string }): Promise<PageReview> {
  const { route } = await findViewablePage(ctx, { uuid });
  const current = await repo.findReview(ctx.db, route.id);
  await ctx.db.transaction(async (tx) => {
    await repo.saveReview(tx, {
      routeId: route.id,
      ownerId: current?.ownerId ?? null,
      intervalMonths: current?.intervalMonths ?? 0,
      autoDisable: current?.autoDisable ?? false,
      reviewedAt: todayIso(),
    });
    await repo.addHistory(tx, route.id, ctx.user.ID);
    await writeAudit(tx, { userId: ctx.user.ID, action: 'page.reviewed', entity: 'route', entityId: uuid });
  });
  return toReview(ctx, { uuid });
}

/** GET /api/v2/admin/reviews: pages on or past their review date, the longest overdue first. */
export async function listDueReviews(ctx: SiteContext): Promise<DueReview[]> {
  const today = todayIso();
  const due: DueReview[] = [];
  for (const page of await repo.listReviewedPages(ctx.db)) {
    const on = dueOn(page.reviewedAt ?? page.createdOn, page.intervalMonths);
    if (on === null || on > today) continue;
    due.push({ UUID: page.uuid, Title: page.title, DueOn: on, Owner: await ownerRef(ctx, page.ownerId) });
  }
  return due.sort((a, b) => a.DueOn.localeCompare(b.DueOn) || a.Title.localeCompare(b.Title));
}
