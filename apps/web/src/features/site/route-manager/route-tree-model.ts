// The route manager's tree as a flat list (spec 1 §2.5, §4): dragging changes order or parent.
// The drop depth follows the pointer's horizontal offset, as in dnd-kit's sortable tree.
import type { RouteNode } from '@atrium/contracts';

export interface FlatRoute {
  id: string;
  node: RouteNode;
  parentId: string | null;
  depth: number;
}

export function flattenRoutes(nodes: RouteNode[], parentId: string | null = null, depth = 0): FlatRoute[] {
  return nodes.flatMap((node) => [
    { id: node.UUID, node, parentId, depth },
    ...flattenRoutes(node.Children, node.UUID, depth + 1),
  ]);
}

/** Leaves out the descendants of the given ids (collapsed rows, the row being dragged). */
export function withoutDescendants(items: FlatRoute[], ids: Set<string>): FlatRoute[] {
  const hidden = new Set<string>();
  return items.filter((item) => {
    if (item.parentId && (ids.has(item.parentId) || hidden.has(item.parentId))) {
      hidden.add(item.id);
      return false;
    }
    return true;
  });
}

export function hasChildren(items: FlatRoute[], id: string): boolean {
  return items.some((item) => item.parentId === id);
}

/** The depth and parent a dragged row would get where it is now, `offsetDepth` levels right. */
export function projectDrop(options: {
  items: FlatRoute[];
  activeId: string;
  overId: string;
  offsetDepth: number;
}): { depth: number; parentId: string | null } {
  const { items, activeId, overId, offsetDepth } = options;
  const from = items.findIndex((i) => i.id === activeId);
  const to = items.findIndex((i) => i.id === overId);
  const active = items[from];
  const moved = [...items];
  moved.splice(to, 0, ...moved.splice(from, 1));
  const previous = moved[to - 1];
  const next = moved[to + 1];
  const wanted = active.depth + offsetDepth;
  const maxDepth = previous ? previous.depth + 1 : 0;
  const minDepth = next ? next.depth : 0;
  const depth = Math.max(minDepth, Math.min(maxDepth, wanted));
  if (depth === 0 || !previous) return { depth: 0, parentId: null };
  if (depth === previous.depth) return { depth, parentId: previous.parentId };
  if (depth > previous.depth) return { depth, parentId: previous.id };
  const ancestor = moved
    .slice(0, to)
    .reverse()
    .find((item) => item.depth === depth);
  return { depth, parentId: ancestor?.parentId ?? null };
}

/** Moves a row (with its subtree) to where it was dropped, under the projected parent. */
export function moveRoute(options: {
  items: FlatRoute[];
  activeId: string;
  overId: string;
  projected: { depth: number; parentId: string | null };
}): FlatRoute[] {
  const { items, activeId, overId, projected } = options;
  const subtree = new Set([activeId]);
  for (const item of items) if (item.parentId && subtree.has(item.parentId)) subtree.add(item.id);
  const block = items.filter((i) => subtree.has(i.id));
  const rest = items.filter((i) => !subtree.has(i.id));
  const depthShift = projected.depth - block[0].depth;
  const moved = block.map((item, i) => ({
    ...item,
    depth: item.depth + depthShift,
    parentId: i === 0 ? projected.parentId : item.parentId,
  }));
  const overIndex = rest.findIndex((i) => i.id === overId);
  const originalFrom = items.findIndex((i) => i.id === activeId);
  const originalOver = items.findIndex((i) => i.id === overId);
  // Dropped on itself (only its level changed): it stays where it was. On a row below: it lands
  // after that row's own subtree; above: before it.
  let insertAt = overId === activeId ? originalFrom : overIndex < 0 ? rest.length : overIndex;
  if (overIndex >= 0 && originalOver > originalFrom) {
    insertAt = overIndex + 1;
    while (insertAt < rest.length && rest[insertAt].depth > rest[overIndex].depth) insertAt++;
  }
  return withFullPaths([...rest.slice(0, insertAt), ...moved, ...rest.slice(insertAt)]);
}

/** Each row's full path from its parent's, as the server builds them, so a moved row shows its new one. */
function withFullPaths(items: FlatRoute[]): FlatRoute[] {
  const paths = new Map<string, string>();
  return items.map((item) => {
    const parentPath = item.parentId ? (paths.get(item.parentId) ?? '') : '';
    const FullPath = `${parentPath}/${item.node.VueRouterPath}`.replace(/\/+/g, '/');
    paths.set(item.id, FullPath);
    return FullPath === item.node.FullPath ? item : { ...item, node: { ...item.node, FullPath } };
  });
}

/** Parent and position of every row, for POST /api/v2/routes/order. */
export function toPlacements(items: FlatRoute[]) {
  const positions = new Map<string | null, number>();
  return items.map((item) => {
    const position = positions.get(item.parentId) ?? 0;
    positions.set(item.parentId, position + 1);
    return { UUID: item.id, Parent: item.parentId ? { UUID: item.parentId } : null, Position: position };
  });
}

/** True when the rows are in another order or under other parents than the tree's. */
export function isOrderChanged(items: FlatRoute[], tree: RouteNode[]): boolean {
  const original = flattenRoutes(tree);
  if (original.length !== items.length) return true;
  return items.some((item, i) => item.id !== original[i].id || item.parentId !== original[i].parentId);
}
