// The route an address resolves to, as the shell's header and the admin tray name it.
import { describe, expect, it } from 'vitest';
import type { AppRoute } from './app-route.ts';
import { activeRouteAt } from './use-active-route.ts';

const route = (key: string, path: string): AppRoute => ({
  key,
  path,
  title: key,
  hideDrawer: false,
  template: 'main',
  screen: 'content',
});

describe('the active route', () => {
  it('is the one React Router ranks first: a fixed segment beats a parameter, whatever the order', () => {
    const routes = [route('company', '/mcl/companies/:Id'), route('all', '/mcl/companies/all')];
    expect(activeRouteAt(routes, '/mcl/companies/all')?.key).toBe('all');
    expect(activeRouteAt(routes, '/mcl/companies/2917')?.key).toBe('company');
    expect(activeRouteAt(routes, '/MCL/Companies/All/')?.key).toBe('all');
    expect(activeRouteAt(routes, '/nowhere')).toBeNull();
  });

  it('follows a new set of routes for an address it has answered before', () => {
    const before = [route('old', '/news')];
    expect(activeRouteAt(before, '/news')?.key).toBe('old');
    const after = [route('new', '/news'), route('other', '/events')];
    expect(activeRouteAt(after, '/news')?.key).toBe('new');
    expect(activeRouteAt([route('other', '/events')], '/news')).toBeNull();
  });
});
