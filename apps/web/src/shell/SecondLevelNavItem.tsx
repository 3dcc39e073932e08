import { Badge } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { NavItemAction } from './NavItemAction.tsx';
import classes from './SecondLevelNav.module.css';
import type { NavItem } from './second-level-nav.ts';

/** One page of the section tree; expands and collapses, and opens itself around the current page. */
export function SecondLevelNavItem({ item }: { item: NavItem }) {
  const [isOpen, setOpen] = useState(item.isOpenByDefault);
  const listId = useId();
  const hasChildren = item.children.length > 0;

  useEffect(() => {
    if (item.isOpenByDefault) setOpen(true);
  }, [item.isOpenByDefault]);

  const toggle = () => setOpen((open) => !open);

  return (
    <li>
      <div className={classes.row} data-current={item.isCurrent || undefined}>
        <NavItemAction item={item} onToggle={hasChildren ? toggle : undefined} />
        {item.isHidden && (
          <Badge size="xs" variant="light" color="orange" mr={hasChildren ? 0 : 6}>
            Hidden
          </Badge>
        )}
        {hasChildren && (
          <button
            type="button"
            className={classes.toggle}
            aria-expanded={isOpen}
            aria-controls={listId}
            aria-label={`${item.title} sub-pages`}
            onClick={toggle}
          >
            <IconChevronRight size={16} className={classes.chevron} aria-hidden />
          </button>
        )}
      </div>
      {hasChildren && (
        <ul id={listId} className={classes.list} hidden={!isOpen}>
          {item.children.map((child) => (
            <SecondLevelNavItem key={child.node.UUID} item={child} />
          ))}
        </ul>
      )}
    </li>
  );
}
