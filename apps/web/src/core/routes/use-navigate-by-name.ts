import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../ui/toast.tsx';
import { useAppRoutes } from './AppRoutesContext.tsx';
import type { RouteParams } from './route-paths.ts';
import { noMatchingRouteMessage, resolveRouteName } from './route-registry.ts';

export interface NavigateByNameOptions {
  query?: Record<string, string | number | undefined>;
  /** Row links to assignments, companies and partners open in a new tab (spec 1 §2.1). */
  newTab?: boolean;
  replace?: boolean;
  /** Handed to the screen opened, e.g. the dashboard's filter from a widget's full-report button. */
  state?: unknown;
}

export type NavigateByName = (name: string, params?: RouteParams, options?: NavigateByNameOptions) => boolean;

/** Opens a fixed or dynamic route by its internal name; unknown names show an error toast. */
export function useNavigateByName(): NavigateByName {
  const navigate = useNavigate();
  const { registry } = useAppRoutes();
  return useCallback(
    (name, params, options = {}) => {
      const path = resolveRouteName({ registry, name, params, query: options.query });
      if (!path) {
        toast.error(noMatchingRouteMessage(name));
        return false;
      }
      if (options.newTab) window.open(path, '_blank', 'noopener');
      else navigate(path, { replace: options.replace, state: options.state });
      return true;
    },
    [navigate, registry],
  );
}

/** The path for a name, for rendering real links (null when unknown). */
export function useRoutePath(name: string, params?: RouteParams): string | null {
  const { registry } = useAppRoutes();
  return resolveRouteName({ registry, name, params });
}
