// A portal page framed by the Page Viewer (spec 3 §2.9: a relative path is content served for
// embedding) shows its content without the portal's shell. The frame asks with `?embed=1`; the
// answer holds for the life of the framed document, so its own links stay bare too.
import { matchRoutes } from 'react-router-dom';
import type { AppRoute } from './app-route.ts';

export const EMBED_PARAM = 'embed';

/** True in a document that is framed and was asked for as an embedded view. */
export const isEmbeddedView: boolean =
  typeof window !== 'undefined' &&
  window.self !== window.top &&
  new URLSearchParams(window.location.search).get(EMBED_PARAM) === '1';

/** The address that frames a portal path as an embedded view, keeping its query and fragment. */
export function embeddedAddress(path: string): string {
  const url = new URL(path, 'http://portal.invalid');
  url.searchParams.set(EMBED_PARAM, '1');
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The registered route a portal path leads to, ranked as React Router ranks them; null for none. */
export function routeAt<R extends Pick<AppRoute, 'key' | 'path'>>(routes: R[], path: string): R | null {
  const { pathname } = new URL(path, 'http://portal.invalid');
  const matches = matchRoutes(
    routes.map((route) => ({ path: route.path, id: route.key })),
    { pathname },
  );
  const key = matches?.at(-1)?.route.id;
  return routes.find((route) => route.key === key) ?? null;
}
