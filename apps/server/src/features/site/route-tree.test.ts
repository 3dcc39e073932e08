import { describe, expect, it } from 'vitest';
import {
  buildRouteTree,
  firstFreeSuffix,
  fullPathsOf,
  isLiveForStaff,
  normalizePathSegment,
  subtreeIds,
} from './route-tree.ts';
import type { RouteRow } from './routes.repo.ts';

let nextId = 1;
function row(overrides: Partial<RouteRow>): RouteRow {
  const id = nextId++;
  return {
    id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    parentId: null,
    position: 0,
    title: `Page ${id}`,
    breadcrumbTitle: '',
    name: `page-${id}`,
    path: `page-${id}`,
    redirectLink: '',
    excludeFromNav: false,
    doNotOpen: false,
    doNotLink: false,
    hideDrawer: false,
    isOpen: false,
    fileId: null,
    fileName: '',
    downloadBtn: '',
    status: 'active',
    publishDate: null,
    expirationDate: null,
    metaTitle: '',
    metaDescription: '',
    metaImageOid: null,
    metaImageType: '',
    pageKind: 'OlympusWebPage',
    audience: [],
    contentFilterJson: '',
    usersFilterJson: '',
    assignmentsFilterJson: '',
    companiesFilterJson: '',
    version: 1,
    pageVersion: 1,
    pageVersionKept: null,
    deletedAt: null,
    deletedBy: null,
    createdAt: new Date(),
    updatedAt: new Date(),
    updatedBy: null,
    ...overrides,
  };
}

describe('isLiveForStaff', () => {
  const today = '2026-06-15';
  it('hides disabled pages and pages outside their publish window', () => {
    expect(isLiveForStaff(row({}), today)).toBe(true);
    expect(isLiveForStaff(row({ status: 'disabled' }), today)).toBe(false);
    expect(isLiveForStaff(row({ publishDate: '2026-06-16' }), today)).toBe(false);
    expect(isLiveForStaff(row({ publishDate: '2026-06-15' }), today)).toBe(true);
    expect(isLiveForStaff(row({ expirationDate: '2026-06-14' }), today)).toBe(false);
    expect(isLiveForStaff(row({ expirationDate: '2026-06-15' }), today)).toBe(true);
  });
});

describe('buildRouteTree', () => {
  const firm = row({ path: 'firm', position: 1 });
  const apps = row({ path: 'apps', position: 0 });
  const offices = row({ parentId: firm.id, path: 'offices', position: 2, metaTitle: 'Our offices' });
  const history = row({ parentId: firm.id, path: 'history', position: 1, status: 'disabled' });
  const archive = row({ parentId: history.id, path: 'archive' });
  const rows = [offices, firm, archive, history, apps];

  it('orders siblings by position and computes full paths from the tree', () => {
    const tree = buildRouteTree(rows, { includeHidden: true, today: '2026-06-15' });
    expect(tree.map((n) => n.VueRouterPath)).toEqual(['apps', 'firm']);
    const firmNode = tree[1];
    expect(firmNode.Children.map((n) => n.FullPath)).toEqual(['/firm/history', '/firm/offices']);
    expect(firmNode.Children[0].Children[0].FullPath).toBe('/firm/history/archive');
    expect(firmNode.Children[1].MetaTitle).toBe('Our offices');
    expect(firmNode.Children[0].IsHidden).toBe(true);
  });

  it('drops hidden pages and everything beneath them for staff', () => {
    const tree = buildRouteTree(rows, { includeHidden: false, today: '2026-06-15' });
    expect(tree[1].Children.map((n) => n.VueRouterPath)).toEqual(['offices']);
  });

  it('exposes the file as FileJSON with id and name', () => {
    const withFile = row({
      fileId: 'l0123456789abcdef0123456789abcdef',
      fileName: 'handbook.pdf',
      downloadBtn: 'Download file',
    });
    const [node] = buildRouteTree([withFile], { includeHidden: false, today: '2026-06-15' });
    expect(node.HasFile).toBe(true);
    expect(JSON.parse(node.FileJSON)).toEqual({
      id: 'l0123456789abcdef0123456789abcdef',
      name: 'handbook.pdf',
    });
  });
});

describe('tree helpers', () => {
  const top = row({ path: 'firm' });
  const mid = row({ parentId: top.id, path: 'offices' });
  const leaf = row({ parentId: mid.id, path: '/london/' });
  const orphan = row({ parentId: 9999, path: 'lost' });

  it('computes full paths from the tree, skipping rows whose ancestors are missing', () => {
    const paths = fullPathsOf([leaf, mid, top, orphan]);
    expect(paths.get(leaf.id)).toBe('/firm/offices/london/');
    expect(paths.get(mid.id)).toBe('/firm/offices');
    expect(paths.has(orphan.id)).toBe(false);
  });

  it('lists a subtree parents first', () => {
    expect(subtreeIds([leaf, mid, top], top.id)).toEqual([top.id, mid.id, leaf.id]);
    expect(subtreeIds([leaf, mid, top], leaf.id)).toEqual([leaf.id]);
  });

  it('picks the first free -0, -1… suffix (spec 1 §4 duplicate naming)', () => {
    const taken = new Set(['about-0', 'about-1']);
    expect(firstFreeSuffix('about', (n) => taken.has(n))).toBe('about-2');
    expect(firstFreeSuffix('news', () => false)).toBe('news-0');
  });

  it('turns spaces into hyphens and drops surrounding slashes (spec 1 §5)', () => {
    expect(normalizePathSegment('  our  people/ ')).toBe('our-people');
    expect(normalizePathSegment('/guides/')).toBe('guides');
  });
});
