// Page analytics (docs/content-care.md, "Page analytics"): the most viewed pages of a period, one
// page's views per day, and the share of its audience that opened it. Read from the daily counts.
import { ANALYTICS_TOP_PAGES, type PageTrend, type TopPages } from '@atrium/contracts';
import type { SystemContext } from '../../platform/service-context.ts';
import { isChainFor, listAudienceMembers } from '../site/audiences.service.ts';
import type { SiteContext } from '../site/index.ts';
import { findViewablePage, listPagePlaces } from '../site/routes.service.ts';
import * as repo from './page-analytics.repo.ts';
import type { ViewCounter } from './view-counter.ts';

export type AnalyticsContext = SiteContext & { views?: ViewCounter };

const DAY_MS = 86_400_000;
const dayIso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The period's first and last day (UTC), today included. */
function period(days: number): { from: string; to: string } {
  const now = Date.now();
  return { from: dayIso(now - (days - 1) * DAY_MS), to: dayIso(now) };
}

/** GET /api/v2/admin/analytics: this process's pending counts are written first, so they show. */
export async function listTopPages(ctx: AnalyticsContext, { days }: { days: number }): Promise<TopPages> {
  await ctx.views?.flush();
  const { from, to } = period(days);
  const [totals, places] = await Promise.all([
    repo.listTopPages(ctx.db, { from, limit: ANALYTICS_TOP_PAGES }),
    listPagePlaces(ctx),
  ]);
  const pages = totals.flatMap((t) => {
    const place = places.get(t.routeId);
    return place ? [{ ...place, Views: t.views, ViewerDays: t.viewerDays }] : [];
  });
  return { Days: days, From: from, To: to, Pages: pages };
}

const hasAudience = (row: { audience: unknown }) => Array.isArray(row.audience) && row.audience.length > 0;

/** GET /api/v2/admin/analytics/{uuid} */
export async function getPageTrend(
  ctx: AnalyticsContext,
  { uuid, days }: { uuid: string; days: number },
): Promise<PageTrend> {
  await ctx.views?.flush();
  const page = await findViewablePage(ctx, { uuid });
  const { from } = period(days);
  const byDay = new Map((await repo.listPageDays(ctx.db, { uuid, from })).map((d) => [d.day, d]));
  const daily: PageTrend['Daily'] = [];
  const start = Date.parse(`${from}T00:00:00Z`);
  for (let i = 0; i < days; i++) {
    const day = dayIso(start + i * DAY_MS);
    const counted = byDay.get(day);
    daily.push({ Day: day, Views: counted?.views ?? 0, Viewers: counted?.viewers ?? 0 });
  }
  const views = daily.reduce((sum, d) => sum + d.Views, 0);
  const viewerDays = daily.reduce((sum, d) => sum + d.Viewers, 0);
  const chain = [...page.ancestors, page.route];
  const trend: PageTrend = {
    Page: { UUID: page.route.uuid, Title: page.route.title, FullPath: page.fullPath },
    Days: days,
    Daily: daily,
    Views: views,
    ViewerDays: viewerDays,
  };
  if (chain.some(hasAudience)) {
    const members = page.isHidden
      ? 0
      : (await listAudienceMembers(ctx)).filter((m) => isChainFor(m.viewer, chain)).length;
    const opened = Math.min(members, viewerDays);
    trend.Audience = { Members: members, Opened: opened, Share: members === 0 ? 0 : opened / members };
  }
  return trend;
}

/** Ids of pages somebody opened on or after the day (content health's "not opened" rule). */
export function listPagesOpenedSince(
  { db }: SystemContext,
  { from }: { from: string },
): Promise<Set<number>> {
  return repo.listPagesOpenedSince(db, { from });
}
