// spec 1 §2.4: a redirect link starting with http opens a new window; starting with / navigates by
// path; anything else is a route name.
export type RedirectTarget =
  | { kind: 'external'; url: string }
  | { kind: 'path'; path: string }
  | { kind: 'name'; name: string };

export function resolveRedirectLink(link: string | null | undefined): RedirectTarget | null {
  const value = (link ?? '').trim();
  if (!value) return null;
  if (/^http/i.test(value)) return { kind: 'external', url: value };
  // '//host' would leave the site; only single-slash paths are paths.
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'path', path: value };
  if (value.startsWith('/')) return null;
  return { kind: 'name', name: value };
}
