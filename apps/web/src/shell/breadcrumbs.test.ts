import { describe, expect, it } from 'vitest';
import { parseFileJSON } from '../core/route-tree/file-json.ts';
import { makeNode } from '../core/route-tree/test-fixtures.ts';
import { isAdminPath } from './admin-return.ts';
import { buildBreadcrumbs } from './breadcrumbs.ts';

const tree = [
  makeNode({
    FullPath: '/directory',
    Title: 'Directory',
    Children: [
      makeNode({ FullPath: '/directory/offices', Title: 'Offices', BreadcrumbTitle: 'Our offices' }),
    ],
  }),
  makeNode({ FullPath: '/mcl', Title: 'MCL', DoNotLink: true }),
];

describe('breadcrumbs', () => {
  it('follows the tree with breadcrumb titles; the last one is the current page', () => {
    expect(buildBreadcrumbs({ tree, pathname: '/directory/offices' })).toMatchObject([
      { label: 'Directory', path: '/directory', isCurrent: false },
      { label: 'Our offices', path: null, isCurrent: true },
    ]);
  });

  it('ends with the fixed screen below the deepest page, and does not link doNotLink pages', () => {
    expect(
      buildBreadcrumbs({ tree, pathname: '/mcl/assignments/4', screenTitle: 'Assignment Detail' }),
    ).toMatchObject([
      { label: 'MCL', path: null },
      { label: 'Assignment Detail', isCurrent: true },
    ]);
  });
});

describe('route files and admin pages', () => {
  it('reads the file id and name, and refuses anything else', () => {
    expect(parseFileJSON('{"id":"abc","name":"Guide.pdf"}')).toEqual({ id: 'abc', name: 'Guide.pdf' });
    for (const bad of ['', 'not json', '[]', '{"name":"x"}', '{"id":""}', 'null'])
      expect(parseFileJSON(bad)).toBeNull();
  });

  it('treats any path whose first segment is admin as the admin page', () => {
    expect(isAdminPath('/admin/promos')).toBe(true);
    expect(isAdminPath('/administration')).toBe(false);
    expect(isAdminPath('/guides/admin')).toBe(false);
  });
});
