import type { RouteNode } from '@atrium/contracts';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type RedirectTarget, resolveRedirectLink } from '../../../core/routes/redirect-link.ts';
import { isSamePath } from '../../../core/routes/route-paths.ts';
import { useNavigateByName } from '../../../core/routes/use-navigate-by-name.ts';

/**
 * spec 1 §2.2: a page whose redirect link is set redirects immediately — an http address opens
 * in a new window, '/…' is a path, anything else a route name. Returns the target for the view.
 */
export function usePageRedirect(node: RouteNode | null): RedirectTarget | null {
  const navigate = useNavigate();
  const navigateByName = useNavigateByName();
  const { pathname } = useLocation();
  const link = node?.RedirectLink ?? '';
  const target = useMemo(() => resolveRedirectLink(link), [link]);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!target || !node) return;
    // Once per page visit, even under StrictMode's double effects.
    const visit = `${node.UUID}:${pathname}`;
    if (handled.current === visit) return;
    handled.current = visit;
    if (target.kind === 'external') window.open(target.url, '_blank', 'noopener');
    else if (target.kind === 'path' && !isSamePath(target.path, pathname))
      navigate(target.path, { replace: true });
    else if (target.kind === 'name' && target.name !== node.VueRouterName)
      navigateByName(target.name, {}, { replace: true });
  }, [target, node, pathname, navigate, navigateByName]);

  return target;
}
