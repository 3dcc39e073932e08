// What a permission flag lets a user see (docs/permissions.md); site admins hold every flag. The
// server refuses the calls all the same — this only keeps screens from offering what would fail.
import type { Permission } from '@atrium/contracts';
import type { useCurrentUser } from './use-session.ts';

type User = ReturnType<typeof useCurrentUser>;

export const holds = (user: User, flag: Permission): boolean =>
  user.SiteAdmin || user.Permissions[flag] === true;
