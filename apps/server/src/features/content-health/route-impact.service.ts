// Impact before a change (docs/content-care.md, "Impact before a move"): what moving, renaming,
// disabling or deleting a page would change, read from the site as it is. It changes nothing.
import {
  AUDIENCE_KEY_TITLES,
  type AudienceKey,
  ROOT_MISSING_MESSAGE,
  type RouteChange,
  type RouteImpact,
} from '@atrium/contracts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import * as repo from './content-health.repo.ts';
import { listSiteLinks } from './inbound-links.ts';
import { buildSiteMap } from './site-map.ts';

type Route = repo.HealthRoute;

export interface RouteImpactInput {
  uuid: string;
  change: RouteChange;
  parent?: string;
  name?: string;
  path?: string;
}

const FILTERS = [
  ['contentFilterJson', 'Content filter'],
  ['usersFilterJson', 'People filter'],
  ['assignmentsFilterJson', 'Assignments filter'],
  ['companiesFilterJson', 'Companies filter'],
] as const;

const isBlankFilter = (text: string) => /^\s*(|\{\s*\}|\[\s*\]|null)\s*$/.test(text);

/** The audiences a page inherits from the pages above it, in words ("Everyone" when none). */
function describeInheritedAudience(ancestors: Route[]): string {
  const parts = ancestors.flatMap((route) => {
    const rows = Array.isArray(route.audience)
      ? (route.audience as { key: { Id: AudienceKey }; value: { Id: unknown; Text?: string } }[])
      : [];
    if (rows.length === 0) return [];
    const byKey = new Map<string, string[]>();
    for (const row of rows) {
      const title = AUDIENCE_KEY_TITLES[row.key.Id] ?? row.key.Id;
      byKey.set(title, [...(byKey.get(title) ?? []), row.value.Text ?? String(row.value.Id)]);
    }
    const words = [...byKey].map(([key, values]) => `${key}: ${values.join(', ')}`).join('; ');
    return [`${words} (from “${route.title}”)`];
  });
  return parts.length === 0 ? 'Everyone' : parts.join(' and ');
}

/** For each page filter, the nearest page above that sets it (what the page inherits), in words. */
function describeInheritedFilters(ancestors: Route[]): string {
  const parts = FILTERS.flatMap(([field, title]) => {
    const from = [...ancestors].reverse().find((route) => !isBlankFilter(route[field]));
    return from ? [`${title} from “${from.title}”`] : [];
  });
  return parts.length === 0 ? 'None' : parts.join('; ');
}

const segmentOf = (path: string) =>
  path
    .trim()
    .replace(/\s+/g, '-')
    .replace(/^\/+|\/+$/g, '');

/** GET /api/v2/routes/{uuid}/impact */
export async function getRouteImpact(ctx: ServiceContext, input: RouteImpactInput): Promise<RouteImpact> {
  const [routes, redirects, sections] = await Promise.all([
    repo.listRoutes(ctx.db),
    repo.listRedirects(ctx.db),
    repo.listSections(ctx.db),
  ]);
  const live = routes.filter((r) => !r.isTrashed);
  const site = buildSiteMap(live, redirects);
  const page = live.find((r) => r.uuid === input.uuid);
  if (!page) throw notFound('This page does not exist.');
  const byId = new Map(live.map((r) => [r.id, r]));
  const ancestorsOf = (route: Route): Route[] => {
    const chain: Route[] = [];
    for (let at = route.parentId; at !== null && chain.length < 32; ) {
      const parent = byId.get(at);
      if (!parent) break;
      chain.unshift(parent);
      at = parent.parentId;
    }
    return chain;
  };

  // The page and every live page beneath it, the page first.
  const subtree: Route[] = [page];
  for (let i = 0; i < subtree.length; i++)
    for (const child of live
      .filter((r) => r.parentId === subtree[i].id)
      .sort((a, b) => a.position - b.position))
      subtree.push(child);
  const inSubtree = new Set(subtree.map((r) => r.id));

  let newParent: Route | null | undefined;
  if (input.change === 'move') {
    if (!input.parent)
      throw new AppError('validation_failed', 'Name the parent the page would move to.', 400);
    newParent = input.parent === 'root' ? null : live.find((r) => r.uuid === input.parent);
    if (newParent === undefined) throw new AppError('not_found', ROOT_MISSING_MESSAGE, 404);
    if (newParent && inSubtree.has(newParent.id))
      throw new AppError('validation_failed', 'A page cannot be moved beneath itself.', 400);
  }
  const newSegment = input.change === 'rename' && input.path ? segmentOf(input.path) : page.path;
  const newName = input.change === 'rename' && input.name ? input.name.trim() : page.name;
  const isGoing = input.change === 'disable' || input.change === 'delete';

  const oldBase = site.fullPath(page);
  const parentPath =
    input.change === 'move' ? (newParent ? site.fullPath(newParent) : '') : oldBase.replace(/\/[^/]*$/, '');
  const newBase = `${parentPath}/${newSegment}`.replace(/\/+/g, '/');
  const newPathOf = (route: Route) => (isGoing ? null : newBase + site.fullPath(route).slice(oldBase.length));
  const ref = (route: Route) => ({ UUID: route.uuid, Title: route.title, FullPath: site.fullPath(route) });

  const redirectsMade: RouteImpact['Redirects'] = [];
  const navigation: RouteImpact['Navigation'] = [];
  for (const route of subtree) {
    const from = site.fullPath(route);
    const to = newPathOf(route);
    if (to !== null && to !== from) redirectsMade.push({ From: from, To: to });
    const isMoved = input.change === 'move' || to !== from;
    if (!route.excludeFromNav && isMoved)
      navigation.push({ UUID: route.uuid, Title: route.title, From: from, To: to });
  }

  const links: RouteImpact['Links'] = [];
  for (const link of listSiteLinks(site, live, sections)) {
    if (!link.to || !inSubtree.has(link.to.id)) continue;
    if (inSubtree.has(link.from.id) && (isGoing || link.from.id === link.to.id)) continue;
    // A path keeps working through its redirect; an internal name only while the name stays.
    const losesName =
      link.to.id === page.id && link.isByName && link.via !== 'promo' && newName !== page.name;
    links.push({
      From: ref(link.from),
      Section: link.section ? { UUID: link.section.uuid, Title: link.section.title } : null,
      Via: link.via,
      Href: link.href,
      To: ref(link.to),
      Breaks: isGoing || losesName,
    });
  }

  const inherited: RouteImpact['Inherited'] = [];
  if (input.change === 'move') {
    const newAncestorsOfPage = newParent ? [...ancestorsOf(newParent), newParent] : [];
    for (const route of subtree) {
      const before = ancestorsOf(route);
      const within = before.slice(before.indexOf(page) + 1);
      const after =
        route === page
          ? newAncestorsOfPage
          : [...newAncestorsOfPage, page, ...within.filter((r) => r !== page)];
      const pairs = [
        ['audience', describeInheritedAudience(before), describeInheritedAudience(after)],
        ['filters', describeInheritedFilters(before), describeInheritedFilters(after)],
      ] as const;
      for (const [what, was, will] of pairs)
        if (was !== will)
          inherited.push({ UUID: route.uuid, Title: route.title, What: what, Before: was, After: will });
    }
  }

  return {
    Page: ref(page),
    Change: input.change,
    Links: links.sort(
      (a, b) => Number(b.Breaks) - Number(a.Breaks) || a.From.Title.localeCompare(b.From.Title),
    ),
    Redirects: redirectsMade,
    Navigation: navigation,
    Inherited: inherited,
  };
}
