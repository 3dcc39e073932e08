import { brand } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { makeNode } from './test-fixtures.ts';
import { findAppsPage, homePagePath, sidebarNodes } from './tree-utils.ts';

const apps = makeNode({ FullPath: '/apps' });
const firm = makeNode({ FullPath: `/${brand.firmNode}`, Title: brand.firmName });
const mcl = makeNode({ FullPath: '/mcl' });

describe('where signing in lands', () => {
  it("lands on the firm's own page even when the Apps page comes first", () => {
    expect(homePagePath([apps, firm, mcl])).toBe(`/${brand.firmNode}`);
  });

  it('lands on the first top-level page of a site without a firm page', () => {
    expect(homePagePath([apps, mcl])).toBe('/mcl');
  });

  it('skips a firm page kept out of the navigation', () => {
    expect(homePagePath([apps, { ...firm, ExcludeFromNav: true }, mcl])).toBe('/mcl');
  });

  it('lands on the Apps page when it is the only page', () => {
    expect(homePagePath([apps])).toBe('/apps');
  });

  it('has nowhere to land on an empty site', () => {
    expect(homePagePath([])).toBeNull();
  });
});

describe('the main navigation', () => {
  it('lists the Apps page once, behind the Apps button, not as a second entry', () => {
    expect(sidebarNodes([apps, firm, mcl]).map((node) => node.FullPath)).toEqual([
      `/${brand.firmNode}`,
      '/mcl',
    ]);
    expect(findAppsPage([apps, firm, mcl])?.FullPath).toBe('/apps');
  });

  it('finds no Apps page when it is kept out of the navigation', () => {
    expect(findAppsPage([{ ...apps, ExcludeFromNav: true }, firm])).toBeNull();
  });
});
