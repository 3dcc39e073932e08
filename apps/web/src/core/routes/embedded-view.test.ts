import { describe, expect, it } from 'vitest';
import { embeddedAddress, routeAt } from './embedded-view.ts';

const routes = [
  { key: 'node:hr', path: '/guides/hr' },
  { key: 'fixed:company', path: '/mcl/companies/:Id' },
  { key: 'node:guides', path: '/guides' },
];

describe('the embedded view of a portal path', () => {
  it('asks for the bare view and keeps the query and fragment', () => {
    expect(embeddedAddress('/guides/hr')).toBe('/guides/hr?embed=1');
    expect(embeddedAddress('/guides/hr?tab=2#holidays')).toBe('/guides/hr?tab=2&embed=1#holidays');
  });

  it('finds the page or screen a path leads to, and none for a path that leads nowhere', () => {
    expect(routeAt(routes, '/guides/hr')?.key).toBe('node:hr');
    expect(routeAt(routes, '/guides/hr/?x=1')?.key).toBe('node:hr');
    expect(routeAt(routes, '/mcl/companies/42')?.key).toBe('fixed:company');
    expect(routeAt(routes, '/files/handbook.html')).toBeNull();
  });
});
