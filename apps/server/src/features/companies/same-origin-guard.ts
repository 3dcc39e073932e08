// spec 3 §7 makes several changes GET calls (link, create, unlink, enrich). The session cookie is
// SameSite=Lax, which a top-level navigation from another site still carries, and a GET carries no
// CSRF check of its own — so these GETs refuse what the browser marks (Fetch Metadata) as a
// navigation or as coming from anywhere but the portal itself, and when the browser says nothing
// (no Sec-Fetch-Site: an older browser, or no browser) they ask for the CSRF token like a POST.
// The portal's own calls are same-origin fetches that send the token.
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { hasCsrfProof } from '../../platform/session.ts';

/** What a browser says of a request the page itself made, or the person typed. */
const OWN_SITES: ReadonlySet<string> = new Set(['same-origin', 'none']);

export function refuseCrossSiteChange(request: FastifyRequest): void {
  const site = request.headers['sec-fetch-site'];
  const mode = request.headers['sec-fetch-mode'];
  const isRefused =
    typeof site === 'string' ? !OWN_SITES.has(site) || mode === 'navigate' : !hasCsrfProof(request);
  if (isRefused)
    throw new AppError('csrf_failed', 'This change can only be made from within the portal.', 403);
}
