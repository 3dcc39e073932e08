// Path helpers shared by the router, the registry and the navigation.

export type RouteParams = Record<string, string | number | null | undefined>;

/** `{Id}` (the tree's style) becomes `:Id` (React Router's). */
export function toRouterPath(path: string): string {
  const withParams = path.replace(/\{([A-Za-z_][A-Za-z0-9_-]*)\}/g, ':$1');
  const collapsed = `/${withParams}`.replace(/\/+/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
}

export function hasPathParams(path: string): boolean {
  return path.includes(':') || path.includes('{');
}

export function pathSegments(path: string): string[] {
  return path.split(/[?#]/)[0].split('/').filter(Boolean);
}

/** Fills `:Id` / `{Id}` with params; null when a parameter is missing. */
export function fillPath(pattern: string, params: RouteParams = {}): string | null {
  let isMissing = false;
  const filled = toRouterPath(pattern).replace(/:([A-Za-z_][A-Za-z0-9_-]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      isMissing = true;
      return '';
    }
    return encodeURIComponent(String(value));
  });
  return isMissing ? null : filled;
}

function cleanPath(value: string): string {
  return value.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
}

export function isSamePath(a: string, b: string): boolean {
  return cleanPath(a).toLowerCase() === cleanPath(b).toLowerCase();
}

/** True when `path` is `base` or lies beneath it (`/guides/it` inside `/guides`). */
export function isPathInside(path: string, base: string): boolean {
  const p = cleanPath(path).toLowerCase();
  const b = cleanPath(base).toLowerCase();
  if (b === '/') return true;
  return p === b || p.startsWith(`${b}/`);
}
