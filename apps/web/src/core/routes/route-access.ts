import type { SessionUser } from '@atrium/contracts';
import type { AppRoute } from './app-route.ts';

/** Group-restricted routes (DedupeAccess) and admin-only ones send others to /noaccess. */
export function canOpenRoute(
  route: Pick<AppRoute, 'group' | 'adminOnly'>,
  user: Pick<SessionUser, 'Groups' | 'SiteAdmin'>,
) {
  if (route.adminOnly && !user.SiteAdmin) return false;
  if (route.group && !user.Groups.includes(route.group)) return false;
  return true;
}
