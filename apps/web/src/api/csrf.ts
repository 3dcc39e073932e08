// Double-submit CSRF: the server sets a readable cookie on GET isLoggedIn; every mutating call
// echoes it in a header. Over HTTPS the cookie carries the `__Host-` prefix (docs/security.md).
export const CSRF_COOKIE = 'atrium_csrf';
export const SECURE_CSRF_COOKIE = '__Host-atrium_csrf';
export const CSRF_HEADER = 'X-CSRF-Token';

export function readCookie(name: string, cookieString: string): string | null {
  for (const part of cookieString.split(';')) {
    const [rawKey, ...rest] = part.trim().split('=');
    if (rawKey === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function readCsrfToken(): string | null {
  if (typeof document === 'undefined') return null;
  return readCookie(SECURE_CSRF_COOKIE, document.cookie) ?? readCookie(CSRF_COOKIE, document.cookie);
}
