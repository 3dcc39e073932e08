import { describe, expect, it } from 'vitest';
import { makeNode } from '../core/route-tree/test-fixtures.ts';
import { buildSecondLevelNav, navActionFor } from './second-level-nav.ts';

const guides = makeNode({
  FullPath: '/guides',
  Title: 'Guides',
  Children: [
    makeNode({
      FullPath: '/guides/it',
      MetaTitle: 'IT help',
      Children: [
        makeNode({
          FullPath: '/guides/it/vpn',
          MetaTitle: 'VPN',
          Children: [makeNode({ FullPath: '/guides/it/vpn/windows', MetaTitle: 'Windows' })],
        }),
      ],
    }),
    makeNode({ FullPath: '/guides/:Id', VueRouterPath: ':Id' }),
    makeNode({ FullPath: '/guides/{slug}', VueRouterPath: '{slug}' }),
    makeNode({ FullPath: '/guides/secret', ExcludeFromNav: true }),
    makeNode({ FullPath: '/guides/draft', MetaTitle: 'Draft', IsHidden: true }),
  ],
});

const titles = (items: ReturnType<typeof buildSecondLevelNav>) => items.map((i) => i.title);

describe('second-level navigation', () => {
  it('lists only pages without path parameters that are not excluded, by their meta title', () => {
    const items = buildSecondLevelNav({ root: guides, currentPath: '/guides', isAdmin: false });
    expect(titles(items)).toEqual(['IT help']);
  });

  it('shows hidden pages to admins only, flagged', () => {
    const items = buildSecondLevelNav({ root: guides, currentPath: '/guides', isAdmin: true });
    expect(titles(items)).toEqual(['IT help', 'Draft']);
    expect(items[1].isHidden).toBe(true);
  });

  it('stops at three path segments', () => {
    const [it] = buildSecondLevelNav({ root: guides, currentPath: '/guides', isAdmin: false });
    expect(titles(it.children)).toEqual(['VPN']);
    expect(it.children[0].children).toEqual([]);
  });

  it('opens the branches that contain the current page and marks the page itself', () => {
    const [open] = buildSecondLevelNav({ root: guides, currentPath: '/guides/it/vpn', isAdmin: false });
    expect(open.isOpenByDefault).toBe(true);
    expect(open.isCurrent).toBe(false);
    expect(open.children[0].isCurrent).toBe(true);
    const [closed] = buildSecondLevelNav({ root: guides, currentPath: '/guides/itself', isAdmin: false });
    expect(closed.isOpenByDefault).toBe(false);
  });

  it('gives nothing without a current root', () => {
    expect(buildSecondLevelNav({ root: null, currentPath: '/', isAdmin: true })).toEqual([]);
  });
});

describe('what a navigation item does', () => {
  it('downloads a page that has a file', () => {
    const node = makeNode({
      FullPath: '/guides/handbook',
      HasFile: true,
      FileJSON: '{"id":7}',
      File: 'Handbook.pdf',
    });
    expect(navActionFor(node)).toEqual({ kind: 'file', fileJSON: '{"id":7}', fileName: 'Handbook.pdf' });
  });

  it('does not navigate for doNotOpen pages', () => {
    expect(navActionFor(makeNode({ FullPath: '/guides/group', DoNotOpen: true }))).toEqual({ kind: 'none' });
  });

  it('follows redirect links: http in a new window, / by path, anything else by name', () => {
    expect(navActionFor(makeNode({ FullPath: '/a', RedirectLink: 'https://box.example/x' }))).toEqual({
      kind: 'external',
      url: 'https://box.example/x',
    });
    expect(navActionFor(makeNode({ FullPath: '/a', RedirectLink: '/mcl/dashboard' }))).toEqual({
      kind: 'path',
      path: '/mcl/dashboard',
    });
    expect(navActionFor(makeNode({ FullPath: '/a', RedirectLink: '_Dashboard' }))).toEqual({
      kind: 'name',
      name: '_Dashboard',
    });
  });

  it('opens the page itself otherwise', () => {
    expect(navActionFor(makeNode({ FullPath: '/guides/it' }))).toEqual({ kind: 'path', path: '/guides/it' });
  });
});
