// Old URLs keep working: an address that matches no page asks the server where a moved
// page lives now (GET /api/v2/routes/redirect) and goes there, keeping the query and hash.
import { routeEndpoints } from '@atrium/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { isSamePath } from '../../../core/routes/route-paths.ts';

/** True while the server is being asked; afterwards the caller shows its own not-found view. */
export function useMovedPageRedirect(): boolean {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: ['route-redirect', pathname],
    queryFn: ({ signal }) => callEndpoint(routeEndpoints.redirect, { query: { path: pathname }, signal }),
    retry: false,
    staleTime: 60_000,
  });
  const target = query.data?.FullPath;
  useEffect(() => {
    if (target && !isSamePath(target, pathname)) navigate(`${target}${search}${hash}`, { replace: true });
  }, [target, pathname, search, hash, navigate]);
  return query.isPending || (target !== undefined && !isSamePath(target, pathname));
}
