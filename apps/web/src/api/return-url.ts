// Where to go after signing in. Only same-origin paths are accepted, so a crafted link cannot send
// a person to another site after they type their password.
export const LOGIN_PATH = '/login';

function hasControlCharacters(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

export function sanitizeReturnUrl(raw: string | null | undefined): string {
  if (!raw) return '/';
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // Control characters (tabs, new lines) can turn a path into something browsers read as a host.
  if (hasControlCharacters(value)) return '/';
  if (value === LOGIN_PATH || value.startsWith(`${LOGIN_PATH}?`) || value.startsWith(`${LOGIN_PATH}/`))
    return '/';
  return value;
}

export function isLoginPath(pathname: string): boolean {
  return pathname === LOGIN_PATH || pathname.startsWith(`${LOGIN_PATH}/`);
}

/** `/login?returnUrl=<path+query>`; no returnUrl for the home page or the login page itself. */
export function buildLoginUrl(currentPathWithQuery: string): string {
  const target = sanitizeReturnUrl(currentPathWithQuery);
  return target === '/' ? LOGIN_PATH : `${LOGIN_PATH}?${new URLSearchParams({ returnUrl: target })}`;
}
