// Where a hit opens: pages by their route name, people, companies and assignments by the named
// routes of spec 1 §2.1 (_partnerProfile, _companyDetail, _assignmentDetail).
import type { SearchHit } from '@atrium/contracts';
import { useCallback } from 'react';
import { useAppRoutes } from '../../core/routes/AppRoutesContext.tsx';
import { resolveRouteName } from '../../core/routes/route-registry.ts';

/** The path of a hit, or null when the route is unknown to this session. */
export function useHitPath(): (hit: SearchHit) => string | null {
  const { registry } = useAppRoutes();
  return useCallback(
    (hit: SearchHit) => resolveRouteName({ registry, name: hit.route.name, params: hit.route.params }),
    [registry],
  );
}

/** The /search address for a query (and a type tab). */
export function searchPath(q: string, type?: string | null): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (type) params.set('type', type);
  const text = params.toString();
  return text ? `/search?${text}` : '/search';
}
