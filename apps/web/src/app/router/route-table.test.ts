import { brand, fixedRoutes } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { makeNode } from '../../core/route-tree/test-fixtures.ts';
import { canOpenRoute } from '../../core/routes/route-access.ts';
import { fillPath } from '../../core/routes/route-paths.ts';
import {
  buildRouteRegistry,
  noMatchingRouteMessage,
  resolveRouteName,
} from '../../core/routes/route-registry.ts';
import { buildAppRoutes } from './app-routes.ts';

const tree = [
  makeNode({
    FullPath: '/directory',
    VueRouterName: 'directory',
    Children: [makeNode({ FullPath: '/directory/offices', VueRouterName: 'offices' })],
  }),
  makeNode({
    FullPath: '/mcl',
    VueRouterName: 'mcl',
    Children: [makeNode({ FullPath: '/mcl/dashboard', VueRouterName: 'dash-page' })],
  }),
];
const registry = buildRouteRegistry({ fixed: fixedRoutes, tree });

describe('route names', () => {
  it('resolves every named fixed route of spec 1 §2.1', () => {
    expect(resolveRouteName({ registry, name: '_assignmentDetail', params: { Id: 42 } })).toBe(
      '/mcl/assignments/42',
    );
    expect(resolveRouteName({ registry, name: '_companyDetail', params: { Id: 7 } })).toBe(
      '/mcl/companies/7',
    );
    expect(resolveRouteName({ registry, name: '_partnerProfile', params: { Id: 3 } })).toBe(
      `/directory/${brand.members}/3`,
    );
    expect(resolveRouteName({ registry, name: '_Dashboard' })).toBe('/mcl/dashboard');
    expect(resolveRouteName({ registry, name: '_ReportsAssignments' })).toBe('/mcl/assignments/report');
    expect(resolveRouteName({ registry, name: '_ReportsCompanies' })).toBe('/mcl/companies/report');
    expect(resolveRouteName({ registry, name: '_ReportsUsers' })).toBe(`/directory/${brand.members}/report`);
    expect(resolveRouteName({ registry, name: '_adminRoutes' })).toBe('/admin/routes');
  });

  it('names the people screens', () => {
    expect(resolveRouteName({ registry, name: '_members' })).toBe(`/directory/${brand.members}`);
    expect(resolveRouteName({ registry, name: '_yourProfile' })).toBe(`/directory/${brand.members}/profile`);
    expect(resolveRouteName({ registry, name: '_locationDetail', params: { Id: 4 } })).toBe(
      '/directory/location/4',
    );
    expect(resolveRouteName({ registry, name: '_licenseDetail', params: { Id: 2 } })).toBe(
      '/directory/license/2',
    );
    expect(resolveRouteName({ registry, name: '_locations' })).toBe('/directory/locations');
    expect(resolveRouteName({ registry, name: '_licenses' })).toBe('/directory/licenses');
  });

  it('resolves the dynamic pages of the tree by their internal name, with a query', () => {
    expect(resolveRouteName({ registry, name: 'offices' })).toBe('/directory/offices');
    expect(resolveRouteName({ registry, name: 'offices', query: { tab: 'map', empty: '' } })).toBe(
      '/directory/offices?tab=map',
    );
  });

  it('reports unknown names and missing parameters as no match', () => {
    expect(resolveRouteName({ registry, name: 'nope' })).toBeNull();
    expect(resolveRouteName({ registry, name: '_assignmentDetail' })).toBeNull();
    expect(noMatchingRouteMessage('nope')).toBe('No matching route found for "nope"');
  });

  it('fills {Id} and :Id alike and escapes values', () => {
    expect(fillPath('/directory/location/{Id}', { Id: 'a b' })).toBe('/directory/location/a%20b');
    expect(fillPath('/x/:Id/y', { Id: 1 })).toBe('/x/1/y');
  });
});

describe('the route table', () => {
  const routes = buildAppRoutes({ fixed: fixedRoutes, tree });
  const byPath = (path: string) => routes.find((r) => r.path === path);

  it('substitutes the brand words into the fixed paths', () => {
    expect(byPath(`/directory/${brand.members}/profile`)?.title).toBe('Your Profile');
    expect(byPath(`/${brand.tracking}/company/admin`)?.group).toBe('DedupeAccess');
    expect(byPath(`/${brand.aiSearchPath}`)).toBeDefined();
  });

  it('registers one route per tree node, letting a fixed route win on the same path', () => {
    expect(byPath('/directory/offices')?.node?.VueRouterName).toBe('offices');
    expect(byPath('/mcl/dashboard')?.node).toBeUndefined();
    expect(routes.filter((r) => r.path === '/mcl/dashboard')).toHaveLength(1);
  });

  it('marks the hideDrawer screens', () => {
    expect(byPath('/mcl/assignments/my')?.hideDrawer).toBe(true);
    expect(byPath('/mcl/assignments/:Id')?.hideDrawer).toBe(false);
  });

  it('lets only DedupeAccess members open the merge and tracking-system pages', () => {
    const merge = byPath(`/mcl/companies/${brand.tracking}/dedupe`)!;
    expect(canOpenRoute(merge, { Groups: [], SiteAdmin: true })).toBe(false);
    expect(canOpenRoute(merge, { Groups: ['DedupeAccess'], SiteAdmin: false })).toBe(true);
    expect(canOpenRoute(byPath('/admin/routes')!, { Groups: [], SiteAdmin: false })).toBe(false);
  });
});
