// Strict security headers on every reply. They never vary, so they are written out once here and
// copied onto each reply: a policy assembled per request cost more than the route tree itself.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** Only our own scripts, styles (Mantine injects style tags), images and data URLs. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // The Page Viewer widget frames a portal path or an external https page (spec 3 §2.9).
  "frame-src 'self' https:",
  "frame-ancestors 'self'",
  "object-src 'none'",
  // The web app never writes a <base> element: an injected one could redirect every relative URL.
  "base-uri 'none'",
  "form-action 'self'",
].join(';');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/** Served over HTTPS, browsers keep to HTTPS for a year, on this host and every subdomain. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';
const SECURE_HEADERS = Object.freeze({
  ...SECURITY_HEADERS,
  'strict-transport-security': STRICT_TRANSPORT_SECURITY,
});

/**
 * Every API reply is personal — a profile, the directory, a company, a report — or says who is
 * signed in: no browser or proxy keeps a copy. The few replies cached on purpose set their own
 * header (the route tree and page copies `private, no-cache` with an ETag, images and files).
 */
const API_PREFIX = '/api/';
const API_HEADERS = Object.freeze({ ...SECURITY_HEADERS, 'cache-control': 'no-store' });
const SECURE_API_HEADERS = Object.freeze({ ...SECURE_HEADERS, 'cache-control': 'no-store' });

type SecureSettings = Pick<Config, 'ATRIUM_COOKIE_SECURE' | 'ATRIUM_PUBLIC_URL'>;

/** Whether the configuration says browsers reach the portal over HTTPS, whatever a request says. */
export const isAlwaysSecure = (config: SecureSettings): boolean =>
  config.ATRIUM_COOKIE_SECURE || config.ATRIUM_PUBLIC_URL?.startsWith('https:') === true;

/**
 * Whether this request reached the portal over HTTPS: by the configuration, by its own TLS
 * connection, or by `X-Forwarded-Proto` from a trusted proxy (Fastify's `request.protocol`).
 */
export function isServedSecurely(config: SecureSettings, request: FastifyRequest): boolean {
  return isAlwaysSecure(config) || request.protocol === 'https';
}

export function registerSecurityHeaders(app: FastifyInstance, { config }: { config: SecureSettings }): void {
  const isSecure = isAlwaysSecure(config);
  app.addHook('onRequest', (request, reply, done) => {
    const isApi = request.url.startsWith(API_PREFIX);
    if (isSecure || request.protocol === 'https') reply.headers(isApi ? SECURE_API_HEADERS : SECURE_HEADERS);
    else reply.headers(isApi ? API_HEADERS : SECURITY_HEADERS);
    done();
  });
}
