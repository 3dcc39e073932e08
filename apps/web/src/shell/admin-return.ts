// spec 1 §2.3: the Routes button remembers where the admin was, so the route manager can send
// them back.
import { pathSegments } from '../core/routes/route-paths.ts';

export const ADMIN_RETURN_KEY = 'atrium.adminReturnSegments';

export function rememberAdminReturn(pathname: string, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(ADMIN_RETURN_KEY, JSON.stringify(pathSegments(pathname)));
  } catch {
    // Storage full or blocked: the route manager falls back to the home page.
  }
}

export function readAdminReturnPath(storage: Storage = sessionStorage): string {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(ADMIN_RETURN_KEY) ?? '[]');
    if (!Array.isArray(parsed) || !parsed.every((s) => typeof s === 'string' && s && !s.includes('/')))
      return '/';
    return `/${parsed.join('/')}`;
  } catch {
    return '/';
  }
}

/** spec 1 §2.3: the admin page is any path whose first segment is 'admin'. */
export function isAdminPath(pathname: string): boolean {
  return pathSegments(pathname)[0]?.toLowerCase() === 'admin';
}
