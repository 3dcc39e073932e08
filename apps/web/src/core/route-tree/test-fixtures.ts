// Route nodes for unit tests: every field filled, overrides for what the test is about.
import type { RouteNode } from '@atrium/contracts';

let counter = 0;

export function makeNode(overrides: Partial<RouteNode> & { FullPath: string }): RouteNode {
  counter += 1;
  const segment = overrides.FullPath.split('/').filter(Boolean).at(-1) ?? '';
  return {
    UUID: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    Title: segment,
    BreadcrumbTitle: '',
    MetaTitle: '',
    VueRouterName: segment,
    VueRouterPath: segment,
    RedirectLink: '',
    Status: 'active',
    IsHidden: false,
    ExcludeFromNav: false,
    DoNotOpen: false,
    DoNotLink: false,
    HideDrawer: false,
    IsOpen: false,
    HasFile: false,
    FileJSON: '',
    File: '',
    DownloadBtn: '',
    Children: [],
    ...overrides,
  };
}
