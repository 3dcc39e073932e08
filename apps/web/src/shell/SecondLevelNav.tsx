// spec 1 §2.4: the tree of pages under the current top-level page.
import type { RouteNode } from '@atrium/contracts';
import classes from './SecondLevelNav.module.css';
import { SecondLevelNavItem } from './SecondLevelNavItem.tsx';
import type { NavItem } from './second-level-nav.ts';

interface SecondLevelNavProps {
  root: RouteNode;
  items: NavItem[];
  /** Inside the mobile drawer: no own column. */
  isEmbedded?: boolean;
}

export function SecondLevelNav({ root, items, isEmbedded = false }: SecondLevelNavProps) {
  return (
    <nav aria-label={`${root.Title} pages`} className={isEmbedded ? classes.embedded : classes.drawer}>
      <h2 className={classes.heading}>{root.Title}</h2>
      <ul className={classes.list}>
        {items.map((item) => (
          <SecondLevelNavItem key={item.node.UUID} item={item} />
        ))}
      </ul>
    </nav>
  );
}
