// The registered routes, the name registry and the page tree, built once the tree has loaded.
import type { RouteNode } from '@atrium/contracts';
import { createContext, useContext } from 'react';
import type { AppRoute } from './app-route.ts';
import type { RouteRegistry } from './route-registry.ts';

export interface AppRoutesValue {
  tree: RouteNode[];
  routes: AppRoute[];
  registry: RouteRegistry;
}

export const AppRoutesContext = createContext<AppRoutesValue | null>(null);

export function useAppRoutes(): AppRoutesValue {
  const value = useContext(AppRoutesContext);
  if (!value) throw new Error('useAppRoutes must be used behind the session gate');
  return value;
}
