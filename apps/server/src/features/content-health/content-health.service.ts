// Content health (docs/content-care.md): reads the site and lists what needs care, each finding on
// the page where the fix is made. It changes nothing.
import {
  CONTENT_HEALTH_KINDS,
  CONTENT_HEALTH_PAGE_SIZE,
  type ContentHealth,
  type ContentHealthFinding,
  type ContentHealthKind,
  PORTAL_OPENED_PAGE_NAMES,
  UNOPENED_DAYS,
} from '@atrium/contracts';
import { listPagesOpenedSince } from '../page-analytics/page-analytics.service.ts';
import { listDueReviews } from '../page-reviews/page-reviews.service.ts';
import type { SiteContext } from '../site/index.ts';
import * as repo from './content-health.repo.ts';
import { listSiteLinks } from './inbound-links.ts';
import { emptiness, imagesWithoutAlt, linksOf, type SectionLink } from './section-links.ts';
import { buildSiteMap, isFixedScreen } from './site-map.ts';

const todayIso = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Why a link's target cannot be opened, or null when it can. */
function brokenBecause(target: repo.HealthRoute | undefined): string | null {
  if (!target) return 'no page';
  if (target.isTrashed) return 'a page in the trash';
  if (target.status === 'disabled') return 'a disabled page';
  return null;
}

const describe = (link: SectionLink, target: repo.HealthRoute | undefined) =>
  target ? `“${target.title}”` : `“${link.target}”`;

async function findAll(ctx: SiteContext): Promise<ContentHealthFinding[]> {
  const [routes, redirects, sections] = await Promise.all([
    repo.listRoutes(ctx.db),
    repo.listRedirects(ctx.db),
    repo.listSections(ctx.db),
  ]);
  const site = buildSiteMap(routes, redirects);
  const pageOf = (route: repo.HealthRoute) => ({
    ID: route.id,
    UUID: route.uuid,
    Title: route.title,
    FullPath: site.fullPath(route),
  });
  const findings: ContentHealthFinding[] = [];
  const today = todayIso();
  const expiredLinkedFrom = new Map<number, Set<string>>();

  for (const section of sections) {
    const page = site.byId.get(section.routeId);
    if (!page) continue;
    const where = { UUID: section.uuid, Title: section.title };
    for (const link of linksOf(section)) {
      if (!link.byUuid && isFixedScreen(link.target)) continue;
      const target = link.byUuid ? site.byUuid(link.target) : site.resolve(link.target);
      const broken = brokenBecause(target);
      if (broken) {
        findings.push({
          Kind: 'broken-link',
          Page: pageOf(page),
          Section: where,
          Fix: `A ${link.via} points at ${describe(link, target)}, ${broken}: point it elsewhere or remove it.`,
          Date: null,
        });
      } else if (target && target.id !== page.id && target.expirationDate && target.expirationDate < today) {
        const from = expiredLinkedFrom.get(target.id) ?? new Set<string>();
        expiredLinkedFrom.set(target.id, from.add(page.title));
      }
    }
    const noAlt = imagesWithoutAlt(section);
    if (noAlt > 0)
      findings.push({
        Kind: 'missing-alt',
        Page: pageOf(page),
        Section: where,
        Fix: `${noAlt === 1 ? 'An image has' : `${noAlt} images have`} no alternative text: describe ${noAlt === 1 ? 'it' : 'each'}.`,
        Date: null,
      });
    const empty = emptiness(section);
    if (empty)
      findings.push({
        Kind: 'empty-widget',
        Page: pageOf(page),
        Section: where,
        Fix: `${empty} Fill it or remove it.`,
        Date: null,
      });
  }

  for (const [id, from] of expiredLinkedFrom) {
    const page = site.byId.get(id) as repo.HealthRoute;
    findings.push({
      Kind: 'expired-linked',
      Page: pageOf(page),
      Section: null,
      Fix: `Expired on {date}, still linked from ${[...from].sort().join(', ')}: extend it or remove the links.`,
      Date: page.expirationDate,
    });
  }

  // A page staff may open that has been there the whole period and that nobody opened in it.
  const since = daysAgo(UNOPENED_DAYS - 1);
  const opened = await listPagesOpenedSince(ctx, { from: since });
  const isOpenable = (route: repo.HealthRoute) =>
    !route.isTrashed &&
    route.status === 'active' &&
    !(route.expirationDate && route.expirationDate < today) &&
    route.redirectLink.trim() === '';
  for (const route of routes) {
    if (!isOpenable(route) || route.createdOn >= since || opened.has(route.id)) continue;
    findings.push({
      Kind: 'unopened',
      Page: pageOf(route),
      Section: null,
      Fix: `Nobody opened it in the last ${UNOPENED_DAYS} days: link it where people look, or retire it.`,
      Date: null,
    });
  }

  // Out of the navigation, not opened by the portal itself, and no other page links to it: only
  // someone who knows the address finds it.
  const linkedTo = new Set<number>();
  for (const link of listSiteLinks(site, routes, sections))
    if (link.to && link.to.id !== link.from.id) linkedTo.add(link.to.id);
  for (const route of routes) {
    if (route.isTrashed || !route.excludeFromNav || linkedTo.has(route.id)) continue;
    if (PORTAL_OPENED_PAGE_NAMES.includes(route.name)) continue;
    findings.push({
      Kind: 'orphan',
      Page: pageOf(route),
      Section: null,
      Fix: 'It is kept out of the navigation and no page links to it: link it from a page or show it in the navigation.',
      Date: null,
    });
  }

  for (const due of await listDueReviews(ctx)) {
    const page = site.byUuid(due.UUID);
    if (!page) continue;
    findings.push({
      Kind: 'review-due',
      Page: pageOf(page),
      Section: null,
      Fix: `Review was due on {date}${due.Owner ? ` (owner: ${due.Owner.FullName})` : ''}: review it.`,
      Date: due.DueOn,
    });
  }
  return findings;
}

const order = (kind: ContentHealthKind) => CONTENT_HEALTH_KINDS.indexOf(kind);

/** GET /api/v2/admin/content-health: the counts of every kind, and one page of the findings. */
export async function listContentHealth(
  ctx: SiteContext,
  { kind, page }: { kind?: ContentHealthKind; page: number },
): Promise<ContentHealth> {
  const all = await findAll(ctx);
  const counts = Object.fromEntries(CONTENT_HEALTH_KINDS.map((k) => [k, 0])) as Record<
    ContentHealthKind,
    number
  >;
  for (const finding of all) counts[finding.Kind] += 1;
  const chosen = all
    .filter((f) => !kind || f.Kind === kind)
    .sort((a, b) => order(a.Kind) - order(b.Kind) || a.Page.Title.localeCompare(b.Page.Title));
  const from = (page - 1) * CONTENT_HEALTH_PAGE_SIZE;
  return {
    Counts: counts,
    Total: chosen.length,
    Findings: chosen.slice(from, from + CONTENT_HEALTH_PAGE_SIZE),
  };
}
