// Every internal link of the site with the page it leads to: the links of widgets (section-links.ts)
// and the redirect links of routes (a path or an internal name; addresses of other sites are not
// the site's). What the orphan rule and the impact of a change read.
import type { HealthRoute, HealthSection } from './content-health.repo.ts';
import { type LinkVia, linksOf } from './section-links.ts';
import type { SiteMap } from './site-map.ts';

export interface SiteLink {
  from: HealthRoute;
  section: { uuid: string; title: string } | null;
  via: LinkVia;
  href: string;
  /** Whether the link names its page by internal name or UUID (it keeps working when the page moves). */
  isByName: boolean;
  to: HealthRoute | undefined;
}

export function listSiteLinks(site: SiteMap, routes: HealthRoute[], sections: HealthSection[]): SiteLink[] {
  const links: SiteLink[] = [];
  for (const section of sections) {
    const from = site.byId.get(section.routeId);
    if (!from || from.isTrashed) continue;
    for (const link of linksOf(section)) {
      links.push({
        from,
        section: { uuid: section.uuid, title: section.title },
        via: link.via,
        href: link.target,
        isByName: link.byUuid === true || !link.target.startsWith('/'),
        to: link.byUuid ? site.byUuid(link.target) : site.resolve(link.target),
      });
    }
  }
  for (const route of routes) {
    const href = route.redirectLink.trim();
    if (route.isTrashed || !href || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue;
    links.push({
      from: route,
      section: null,
      via: 'redirect link',
      href,
      isByName: !href.startsWith('/'),
      to: site.resolve(href),
    });
  }
  return links;
}
