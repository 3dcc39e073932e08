// spec 1 §2.5: the page tree. It first shows without dnd-kit; the sortable tree
// (SortableRouteTree.tsx) loads as soon as a drag may start — the pointer over the tree, or focus
// in it — and takes its place, keeping the focused button focused and a Space or Enter pressed on
// a handle in the meantime. Its rows come a screenful at a time, each in a task of its own: a tree
// of a few hundred pages would otherwise render and lay out in one long task.
import { type ComponentType, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useRevealInTurn } from '../../../ui/use-reveal-in-turn.ts';
import classes from './RouteTree.module.css';
import { RouteTreeRow } from './RouteTreeRow.tsx';
import { type FlatRoute, hasChildren, withoutDescendants } from './route-tree-model.ts';
import type { RouteRowActions } from './use-route-actions.ts';
import type { useRouteManager } from './use-route-manager.ts';

export interface RouteTreeProps {
  manager: ReturnType<typeof useRouteManager>;
  actions: RouteRowActions;
}

type SortableTree = ComponentType<RouteTreeProps>;

const loadSortableTree = () => import('./SortableRouteTree.tsx').then((m) => m.SortableRouteTree);

const LIFT_KEYS = new Set(['Space', 'Enter']);

/** About a screenful of rows. */
const ROWS_A_TURN = 15;

/** The rows before dnd-kit has loaded: the same markup, handles not yet draggable. */
function StaticRouteTree({ manager, actions, onLift }: RouteTreeProps & { onLift: (label: string) => void }) {
  const { items, collapsed } = manager;
  const visible = useMemo(() => withoutDescendants(items, collapsed), [items, collapsed]);
  const laterTurns = useRevealInTurn(Math.ceil(visible.length / ROWS_A_TURN) - 1);
  return (
    <ul className={classes.list} aria-label="Pages">
      {visible.slice(0, (laterTurns + 1) * ROWS_A_TURN).map((item: FlatRoute) => (
        <RouteTreeRow
          key={item.id}
          item={item}
          depth={item.depth}
          isCollapsed={collapsed.has(item.id)}
          hasChildren={hasChildren(items, item.id)}
          onToggle={() => manager.toggle(item.id)}
          actions={actions}
          dragListeners={{
            onKeyDown: (event: React.KeyboardEvent<HTMLElement>) => {
              if (!LIFT_KEYS.has(event.code)) return;
              event.preventDefault();
              onLift(event.currentTarget.getAttribute('aria-label') ?? '');
            },
          }}
        />
      ))}
    </ul>
  );
}

export function RouteTree(props: RouteTreeProps) {
  const box = useRef<HTMLDivElement>(null);
  const [Sortable, setSortable] = useState<SortableTree | null>(null);
  const isLoading = useRef(false);
  const isPressed = useRef(false);
  /** The focused button's name when the trees swap, and whether its handle was lifted meanwhile. */
  const carried = useRef<{ label: string; isLifted: boolean } | null>(null);

  const load = () => {
    if (isLoading.current) return;
    isLoading.current = true;
    loadSortableTree().then(
      (tree) => {
        const swap = () => {
          const focused = document.activeElement;
          const label = focused && box.current?.contains(focused) ? focused.getAttribute('aria-label') : null;
          if (label) carried.current = { label, isLifted: carried.current?.isLifted ?? false };
          setSortable(() => tree);
        };
        // Never between a button's press and release: the click would land on a replaced button.
        if (isPressed.current) window.addEventListener('pointerup', () => setTimeout(swap), { once: true });
        else swap();
      },
      () => {
        isLoading.current = false;
      },
    );
  };

  // Native listeners: the wrapper only watches for the first sign that a drag may start.
  useEffect(() => {
    const element = box.current;
    if (Sortable || !element) return;
    const press = () => {
      isPressed.current = true;
      load();
    };
    const release = () => {
      isPressed.current = false;
    };
    element.addEventListener('pointerover', load);
    element.addEventListener('focusin', load);
    element.addEventListener('pointerdown', press);
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
    return () => {
      element.removeEventListener('pointerover', load);
      element.removeEventListener('focusin', load);
      element.removeEventListener('pointerdown', press);
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
    };
  });

  useLayoutEffect(() => {
    const target = carried.current;
    if (!Sortable || !target) return;
    carried.current = null;
    const button = [...(box.current?.querySelectorAll<HTMLElement>('[aria-label]') ?? [])].find(
      (element) => element.getAttribute('aria-label') === target.label,
    );
    if (!button) return;
    button.focus();
    if (target.isLifted)
      button.dispatchEvent(new KeyboardEvent('keydown', { code: 'Space', key: ' ', bubbles: true }));
  }, [Sortable]);

  return (
    <div ref={box}>
      {Sortable ? (
        <Sortable {...props} />
      ) : (
        <StaticRouteTree
          {...props}
          onLift={(label) => {
            carried.current = { label, isLifted: true };
            load();
          }}
        />
      )}
    </div>
  );
}
