// Audiences applied: who the caller is for the rule in audience.ts, which pages and widgets fall
// outside their audiences, and the ids other features leave out of what they show.
import { AUDIENCE_ATTRIBUTE, parseAudienceText, type Section } from '@atrium/contracts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { type AudienceViewer, audienceFactsKey, isInAudience, routeAudience } from './audience.ts';
import * as audiencesRepo from './audiences.repo.ts';
import type { RouteRow } from './routes.repo.ts';
import * as routesRepo from './routes.repo.ts';
import { freshSiteCache, type SiteContext } from './site-cache.ts';

export type { AudienceViewer } from './audience.ts';
export { isInAudience } from './audience.ts';

const NO_FACTS = { LocationId: null, LicenseId: null, RegionId: null, PracticeGroupId: null, Groups: [] };

/** The caller as the audience rule sees them; read once per session. */
export function audienceViewerOf({ db, user, siteCache }: SiteContext): Promise<AudienceViewer> {
  if (user.previewFacts) return Promise.resolve({ isAdmin: false, facts: user.previewFacts });
  if (user.SiteAdmin) return Promise.resolve({ isAdmin: true });
  const cache = siteCache.of(db);
  let viewer = cache.viewers.get(user);
  if (!viewer) {
    viewer = audiencesRepo.readAudienceFacts(db, user.ID).then((facts) => ({
      isAdmin: false as const,
      facts: facts ?? { ...NO_FACTS, Role: user.Role },
    }));
    cache.viewers.set(user, viewer);
  }
  return viewer;
}

/** True when the reader is in the audience of every route of the chain (a page's ancestors pass theirs down). */
export const isChainFor = (viewer: AudienceViewer, chain: Pick<RouteRow, 'audience'>[]): boolean =>
  chain.every((row) => isInAudience(viewer, routeAudience(row)));

/** A widget's audience: its `audience` attribute. */
export const sectionAudience = (section: Pick<Section, 'Attributes'>) =>
  parseAudienceText(section.Attributes.find((a) => a.Name === AUDIENCE_ATTRIBUTE)?.Value);

export const hasSectionAudience = (section: Pick<Section, 'Attributes'>) => {
  const audience = sectionAudience(section);
  return audience === 'unreadable' || audience.length > 0;
};

/** The widgets the reader is in the audience of. */
export const sectionsFor = <S extends Pick<Section, 'Attributes'>>(
  viewer: AudienceViewer,
  sections: S[],
): S[] => (viewer.isAdmin ? sections : sections.filter((s) => isInAudience(viewer, sectionAudience(s))));

/** Ids of the live routes outside the reader's audience, theirs or an ancestor's. */
export function routeIdsOutside(viewer: AudienceViewer, rows: RouteRow[]): Set<number> {
  const outside = new Set<number>();
  if (viewer.isAdmin) return outside;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const known = new Map<number, boolean>();
  const isOutside = (row: RouteRow, depth: number): boolean => {
    const seen = known.get(row.id);
    if (seen !== undefined) return seen;
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    const result =
      !isInAudience(viewer, routeAudience(row)) ||
      (parent !== undefined && depth < 32 && isOutside(parent, depth + 1));
    known.set(row.id, result);
    return result;
  };
  for (const row of rows) if (isOutside(row, 0)) outside.add(row.id);
  return outside;
}

/**
 * The ids of pages the caller may not learn of because of an audience (none for admins): search,
 * the palette and other lists leave them out. Kept per kind of reader until the routes change.
 */
export async function listPageIdsOutsideAudience(ctx: SiteContext): Promise<Set<number>> {
  const viewer = await audienceViewerOf(ctx);
  if (viewer.isAdmin) return new Set();
  const cache = await freshSiteCache(ctx);
  const key = audienceFactsKey(viewer);
  const cached = cache.outsideAudience.get(key);
  if (cached) return cached;
  const version = cache.version;
  const ids = routeIdsOutside(viewer, await routesRepo.listLiveRoutes(ctx.db));
  cache.storeOutsideAudience(key, ids, version);
  return ids;
}

/** The caller by their own facts, admin or not: who an audience of people (a must-read) counts. */
export async function audienceFactsViewerOf(ctx: SiteContext): Promise<AudienceViewer> {
  if (!ctx.user.SiteAdmin) return audienceViewerOf(ctx);
  const facts = await audiencesRepo.readAudienceFacts(ctx.db, ctx.user.ID);
  return { isAdmin: false, facts: facts ?? { ...NO_FACTS, Role: ctx.user.Role } };
}

/** A person's own facts for the audience rule (none when there is no such person). */
export const readAudienceFactsOf = ({ db }: { db: ServiceContext['db'] }, { userId }: { userId: number }) =>
  audiencesRepo.readAudienceFacts(db, userId);

/** Every active person, with a viewer for the audience rule. */
export async function listAudienceMembers({ db }: { db: ServiceContext['db'] }) {
  return (await audiencesRepo.listAudienceMembers(db)).map((member) => ({
    ...member,
    viewer: { isAdmin: false, facts: member.facts } as AudienceViewer,
  }));
}
