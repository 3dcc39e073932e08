// spec 1 §2.5, §4: the draggable page tree — mouse, or keyboard (Space to lift, arrows up and down
// to move, left and right to change the level, Space to drop). Loaded by RouteTree.tsx once a drag
// may start, so dnd-kit stays out of the route manager's first load.
import {
  type Active,
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DragMoveEvent,
  type DragOverEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMemo, useState } from 'react';
import classes from './RouteTree.module.css';
import { INDENT_PX, RouteTreeRow } from './RouteTreeRow.tsx';
import {
  type FlatRoute,
  hasChildren,
  moveRoute,
  projectDrop,
  withoutDescendants,
} from './route-tree-model.ts';
import type { RouteTreeProps } from './route-tree-props.ts';

const ROUTE_DRAG_INSTRUCTIONS = {
  draggable:
    'To move this page, press Space or Enter. Use the up and down arrows to move it, left and right to change its level, Space or Enter to drop it, or Escape to cancel.',
};

/**
 * Screen readers hear page titles, not ids, and where a row lands: a change of level alone (left
 * and right arrows) moves over no other row, so it is told as the parent the row would get.
 */
function routeAnnouncements(items: FlatRoute[], visible: FlatRoute[]): Announcements {
  const title = (id: UniqueIdentifier | undefined) =>
    items.find((i) => i.id === id)?.node.Title ?? 'the page';
  const place = (activeId: UniqueIdentifier, overId: UniqueIdentifier, deltaX: number) => {
    const { parentId } = projectDrop({
      items: visible,
      activeId: String(activeId),
      overId: String(overId),
      offsetDepth: Math.round(deltaX / INDENT_PX),
    });
    return parentId ? `under ${title(parentId)}` : 'at the top level';
  };
  // How far the row has been moved sideways since it was picked up.
  const deltaX = (active: Active) => {
    const { initial, translated } = active.rect.current;
    return initial && translated ? translated.left - initial.left : 0;
  };
  return {
    onDragStart: ({ active }) => `Picked up ${title(active.id)}.`,
    onDragMove: ({ active, over }) =>
      over?.id === active.id && deltaX(active) !== 0
        ? `${title(active.id)} would go ${place(active.id, over.id, deltaX(active))}.`
        : undefined,
    onDragOver: ({ active, over }) => (over ? `${title(active.id)} was moved over ${title(over.id)}.` : ''),
    onDragEnd: ({ active, over }) =>
      over ? `${title(active.id)} was dropped ${place(active.id, over.id, deltaX(active))}.` : '',
    onDragCancel: ({ active }) => `Moving ${title(active.id)} was cancelled.`,
  };
}

const treeKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  if (event.code === 'ArrowRight' || event.code === 'ArrowLeft') {
    event.preventDefault();
    const step = event.code === 'ArrowRight' ? INDENT_PX : -INDENT_PX;
    return { ...args.currentCoordinates, x: args.currentCoordinates.x + step };
  }
  return sortableKeyboardCoordinates(event, args);
};

function SortableRow(props: Omit<Parameters<typeof RouteTreeRow>[0], 'setNodeRef'>) {
  const sortable = useSortable({ id: props.item.id });
  return (
    <RouteTreeRow
      {...props}
      setNodeRef={sortable.setNodeRef}
      isDragging={sortable.isDragging}
      dragAttributes={sortable.attributes}
      dragListeners={sortable.listeners}
      style={{
        transform: CSS.Translate.toString(sortable.transform && { ...sortable.transform, x: 0 }),
        transition: sortable.transition,
      }}
    />
  );
}

export function SortableRouteTree({ manager, actions }: RouteTreeProps) {
  const { items, collapsed } = manager;
  const [activeId, setActiveId] = useState<string | null>(null);
  const [overId, setOverId] = useState<string | null>(null);
  const [offsetX, setOffsetX] = useState(0);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: treeKeyboardCoordinates }),
  );
  const visible = useMemo(
    () => withoutDescendants(items, new Set([...collapsed, ...(activeId ? [activeId] : [])])),
    [items, collapsed, activeId],
  );
  const projected =
    activeId && overId
      ? projectDrop({ items: visible, activeId, overId, offsetDepth: Math.round(offsetX / INDENT_PX) })
      : null;

  const reset = () => {
    setActiveId(null);
    setOverId(null);
    setOffsetX(0);
  };
  const drop = ({ active, over }: DragEndEvent) => {
    if (over && projected) {
      const moved = moveRoute({ items, activeId: String(active.id), overId: String(over.id), projected });
      manager.setItems(moved);
    }
    reset();
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={({ active }) => {
        setActiveId(String(active.id));
        setOverId(String(active.id));
      }}
      onDragMove={({ delta }: DragMoveEvent) => setOffsetX(delta.x)}
      onDragOver={({ over }: DragOverEvent) => setOverId(over ? String(over.id) : null)}
      onDragEnd={drop}
      onDragCancel={reset}
      accessibility={{
        announcements: routeAnnouncements(items, visible),
        screenReaderInstructions: ROUTE_DRAG_INSTRUCTIONS,
      }}
    >
      <SortableContext items={visible.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <ul className={classes.list} aria-label="Pages">
          {visible.map((item: FlatRoute) => (
            <SortableRow
              key={item.id}
              item={item}
              depth={item.id === activeId && projected ? projected.depth : item.depth}
              isCollapsed={collapsed.has(item.id)}
              hasChildren={hasChildren(items, item.id)}
              onToggle={() => manager.toggle(item.id)}
              actions={actions}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
