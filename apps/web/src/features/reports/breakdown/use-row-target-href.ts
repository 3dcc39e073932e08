import { useCallback } from 'react';
import { useAppRoutes } from '../../../core/routes/AppRoutesContext.tsx';
import { resolveRouteName } from '../../../core/routes/route-registry.ts';
import type { RowTarget } from './breakdown-tabs.ts';

/** Paths of the assignment and company pages by route name (spec 1 §2.1), null when unknown. */
export function useRowTargetHref(): (target: RowTarget) => string | null {
  const { registry } = useAppRoutes();
  return useCallback(
    (target: RowTarget) => resolveRouteName({ registry, name: target.name, params: { Id: target.id } }),
    [registry],
  );
}
