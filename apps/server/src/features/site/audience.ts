// The one rule of who belongs to an audience (docs/permissions.md): rows of one key widen, different
// keys narrow, no rows is everyone, and site admins belong to every audience. Every place that shows
// a page, a widget or a link to one asks here.
import { type Audience, type AudienceKey, AudienceSchema } from '@atrium/contracts';

/** What an audience may be about, for one person. */
export interface AudienceFacts {
  LocationId: number | null;
  LicenseId: number | null;
  RegionId: number | null;
  PracticeGroupId: number | null;
  Role: string;
  /** Group ids and names (lower case): a GroupId row may name either. */
  Groups: string[];
}

/** Whom a check is for: a site admin, or a person with their facts. */
export type AudienceViewer = { isAdmin: true } | { isAdmin: false; facts: AudienceFacts };

const factValues = (facts: AudienceFacts, key: AudienceKey): string[] => {
  if (key === 'GroupId') return facts.Groups;
  if (key === 'Role') return [facts.Role.toLowerCase()];
  const value = facts[key];
  return value === null ? [] : [String(value)];
};

/** True when the person is in the audience; `unreadable` (misshapen stored rows) admits admins only. */
export function isInAudience(viewer: AudienceViewer, audience: Audience | 'unreadable'): boolean {
  if (viewer.isAdmin) return true;
  if (audience === 'unreadable') return false;
  const wanted = new Map<AudienceKey, Set<string>>();
  for (const row of audience) {
    const values = wanted.get(row.key.Id) ?? new Set<string>();
    values.add(String(row.value.Id).trim().toLowerCase());
    wanted.set(row.key.Id, values);
  }
  for (const [key, values] of wanted) {
    if (!factValues(viewer.facts, key).some((v) => values.has(v))) return false;
  }
  return true;
}

/** One text per set of facts: callers with equal facts see the same pages. */
export const audienceFactsKey = (viewer: AudienceViewer): string =>
  viewer.isAdmin
    ? 'admin'
    : [
        viewer.facts.LocationId,
        viewer.facts.LicenseId,
        viewer.facts.RegionId,
        viewer.facts.PracticeGroupId,
        viewer.facts.Role,
        viewer.facts.Groups.join(','),
      ].join('|');

/** A route's own audience; stored rows that no longer fit the contract admit admins only. */
export function routeAudience(row: { audience: unknown }): Audience | 'unreadable' {
  const parsed = AudienceSchema.safeParse(row.audience ?? []);
  return parsed.success ? parsed.data : 'unreadable';
}

/** A route's audience for the wire: its rows as stored, none when misshapen. */
export const routeAudienceRows = (row: { audience: unknown }): Audience => {
  const audience = routeAudience(row);
  return audience === 'unreadable' ? [] : audience;
};
