// spec 3 §7 makes several changes GET calls (link, create, unlink, enrich). The session cookie is
// SameSite=Lax, which a top-level navigation from another site still carries, and the CSRF header
// is only checked on POST/PUT/DELETE — so these GETs refuse what browsers mark as a navigation or
// a call from another site (Fetch Metadata). The portal's own fetch calls are same-origin.
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';

export function refuseCrossSiteChange(request: FastifyRequest): void {
  const site = request.headers['sec-fetch-site'];
  const mode = request.headers['sec-fetch-mode'];
  if (mode === 'navigate' || site === 'cross-site' || site === 'same-site')
    throw new AppError('csrf_failed', 'This change can only be made from within the portal.', 403);
}
