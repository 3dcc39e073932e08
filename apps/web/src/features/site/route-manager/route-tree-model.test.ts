import { describe, expect, it } from 'vitest';
import { makeNode } from '../../../core/route-tree/test-fixtures.ts';
import {
  flattenRoutes,
  isOrderChanged,
  moveRoute,
  projectDrop,
  toPlacements,
  withoutDescendants,
} from './route-tree-model.ts';

const a1 = makeNode({ FullPath: '/a/a1' });
const a2 = makeNode({ FullPath: '/a/a2' });
const a = makeNode({ FullPath: '/a', Children: [a1, a2] });
const b = makeNode({ FullPath: '/b' });
const tree = [a, b];
const ids = (items: { node: { FullPath: string } }[]) => items.map((i) => i.node.FullPath);

describe('the route manager tree (spec 1 §4)', () => {
  it('flattens with depth and parent, and hides collapsed subtrees', () => {
    const items = flattenRoutes(tree);
    expect(ids(items)).toEqual(['/a', '/a/a1', '/a/a2', '/b']);
    expect(items[1]).toMatchObject({ depth: 1, parentId: a.UUID });
    expect(ids(withoutDescendants(items, new Set([a.UUID])))).toEqual(['/a', '/b']);
  });

  it('moves a page under another parent when dragged right, and keeps subtrees together', () => {
    const items = flattenRoutes(tree);
    const projected = projectDrop({ items, activeId: b.UUID, overId: a2.UUID, offsetDepth: 1 });
    expect(projected).toEqual({ depth: 1, parentId: a.UUID });
    const moved = moveRoute({ items, activeId: b.UUID, overId: a2.UUID, projected });
    expect(ids(moved)).toEqual(['/a', '/a/a1', '/a/b', '/a/a2']);
    expect(toPlacements(moved).find((p) => p.UUID === b.UUID)).toEqual({
      UUID: b.UUID,
      Parent: { UUID: a.UUID },
      Position: 1,
    });
    expect(isOrderChanged(moved, tree)).toBe(true);
  });

  it('moves a parent with its children below a later sibling', () => {
    const items = flattenRoutes(tree);
    const visible = withoutDescendants(items, new Set([a.UUID]));
    const projected = projectDrop({ items: visible, activeId: a.UUID, overId: b.UUID, offsetDepth: 0 });
    const moved = moveRoute({ items, activeId: a.UUID, overId: b.UUID, projected });
    expect(ids(moved)).toEqual(['/b', '/a', '/a/a1', '/a/a2']);
    expect(toPlacements(moved).slice(0, 2)).toEqual([
      { UUID: b.UUID, Parent: null, Position: 0 },
      { UUID: a.UUID, Parent: null, Position: 1 },
    ]);
  });

  it('never nests deeper than one level below the row above', () => {
    const items = flattenRoutes(tree);
    expect(projectDrop({ items, activeId: b.UUID, overId: b.UUID, offsetDepth: 5 })).toEqual({
      depth: 2,
      parentId: a2.UUID,
    });
    expect(isOrderChanged(items, tree)).toBe(false);
  });

  it('moves a last child one level up in place, with its new path, when only its level changes', () => {
    const items = flattenRoutes(tree);
    const projected = projectDrop({ items, activeId: a2.UUID, overId: a2.UUID, offsetDepth: -1 });
    expect(projected).toEqual({ depth: 0, parentId: null });
    const moved = moveRoute({ items, activeId: a2.UUID, overId: a2.UUID, projected });
    expect(ids(moved)).toEqual(['/a', '/a/a1', '/a2', '/b']);
    expect(toPlacements(moved).filter((p) => p.Parent === null)).toEqual([
      { UUID: a.UUID, Parent: null, Position: 0 },
      { UUID: a2.UUID, Parent: null, Position: 1 },
      { UUID: b.UUID, Parent: null, Position: 2 },
    ]);
    const saved = [makeNode({ ...a, Children: [a1] }), makeNode({ ...a2, FullPath: '/a2' }), b];
    expect(isOrderChanged(moved, saved)).toBe(false);
  });
});
