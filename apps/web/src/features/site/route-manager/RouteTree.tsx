// spec 1 §2.5: the page tree. It first shows without dnd-kit; the sortable tree
// (SortableRouteTree.tsx) loads as soon as a drag may start — the pointer over the tree, or focus
// in it — and takes its place, keeping the focused button focused and a Space or Enter pressed on
// a handle in the meantime. The sortable rows render as a transition, in slices between which the
// page answers input, and never replace the rows while a button is held down. The first rows come
// a screenful at a time, each in a task of its own: a tree of a few hundred pages would otherwise
// render and lay out in one long task.
import {
  type ComponentType,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useTransition,
} from 'react';
import { useRevealInTurn } from '../../../ui/use-reveal-in-turn.ts';
import classes from './RouteTree.module.css';
import { RouteTreeRow } from './RouteTreeRow.tsx';
import { type FlatRoute, hasChildren, withoutDescendants } from './route-tree-model.ts';
import type { RouteTreeProps } from './route-tree-props.ts';

type SortableTree = ComponentType<RouteTreeProps>;

const loadSortableTree = () => import('./SortableRouteTree.tsx').then((m) => m.SortableRouteTree);

const LIFT_KEYS = new Set(['Space', 'Enter']);

/** About a screenful of rows. */
const ROWS_A_TURN = 15;

/** The rows before dnd-kit has loaded: the same markup, handles not yet draggable. */
function StaticRouteTree({
  manager,
  actions,
  onLift,
  onLeave,
}: RouteTreeProps & {
  onLift: (label: string) => void;
  /** Told, as the rows are replaced, the name of the button focused among them (or null). */
  onLeave: (focusedLabel: string | null) => void;
}) {
  const { items, collapsed } = manager;
  const list = useRef<HTMLUListElement>(null);
  const leave = useRef(onLeave);
  leave.current = onLeave;
  // A layout effect's clean-up runs before React takes the rows out of the document.
  useLayoutEffect(() => {
    const element = list.current;
    return () => {
      const focused = document.activeElement;
      leave.current(focused && element?.contains(focused) ? focused.getAttribute('aria-label') : null);
    };
  }, []);
  const visible = useMemo(() => withoutDescendants(items, collapsed), [items, collapsed]);
  const laterTurns = useRevealInTurn(Math.ceil(visible.length / ROWS_A_TURN) - 1);
  return (
    <ul ref={list} className={classes.list} aria-label="Pages">
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
  /** A press on the tree holds the static rows: the click would land on a replaced button. */
  const [isHeld, setHeld] = useState(false);
  const [isSwapping, startSwap] = useTransition();
  const isLoading = useRef(false);
  const isPressed = useRef(false);
  /** The button to focus in the sortable rows, and whether its handle was lifted meanwhile. */
  const carried = useRef<{ label: string | null; isLifted: boolean }>({ label: null, isLifted: false });

  const load = () => {
    if (isLoading.current) return;
    isLoading.current = true;
    loadSortableTree().then(
      (tree) => {
        if (isPressed.current) setHeld(true);
        startSwap(() => setSortable(() => tree));
      },
      () => {
        isLoading.current = false;
      },
    );
  };

  // Native listeners: the wrapper only watches for the first sign that a drag may start, and for
  // presses until the sortable rows have taken the static ones' place.
  const isSwapped = Sortable !== null && !isHeld;
  useEffect(() => {
    const element = box.current;
    if (isSwapped || !element) return;
    const press = () => {
      isPressed.current = true;
      // An urgent update, so it comes before a swap under way.
      if (Sortable || isSwapping) setHeld(true);
      load();
    };
    const release = () => {
      // Only a press that began on the tree may have held the rows.
      if (!isPressed.current) return;
      isPressed.current = false;
      // After the click that the release makes, not before it.
      setTimeout(() => startSwap(() => setHeld(false)));
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

  // Focus went with the static rows: back to the same button among the sortable ones.
  useLayoutEffect(() => {
    const { label, isLifted } = carried.current;
    if (!isSwapped || !label) return;
    carried.current = { label: null, isLifted: false };
    const button = [...(box.current?.querySelectorAll<HTMLElement>('[aria-label]') ?? [])].find(
      (element) => element.getAttribute('aria-label') === label,
    );
    if (!button) return;
    button.focus();
    if (isLifted)
      button.dispatchEvent(new KeyboardEvent('keydown', { code: 'Space', key: ' ', bubbles: true }));
  }, [isSwapped]);

  return (
    <div ref={box}>
      {isSwapped ? (
        <Sortable {...props} />
      ) : (
        <StaticRouteTree
          {...props}
          onLift={(label) => {
            carried.current = { label, isLifted: true };
            load();
          }}
          onLeave={(label) => {
            // A lifted handle keeps its lift only while it keeps the focus.
            const isLifted = carried.current.isLifted && label === carried.current.label;
            carried.current = { label, isLifted };
          }}
        />
      )}
    </div>
  );
}
