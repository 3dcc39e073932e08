import type { RouteNode } from '@atrium/contracts';
import { VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { navHintFor } from './nav-hints.ts';
import { iconForNode } from './nav-icons.ts';
import classes from './Shell.module.css';

/** A top-level page in the rail; the current root is highlighted (spec 1 §2.3). */
export function SidebarLink({ node, isActive }: { node: RouteNode; isActive: boolean }) {
  const Icon = iconForNode(node);
  const hint = navHintFor(node);
  const hintId = useId();
  return (
    <>
      <Link
        to={node.FullPath}
        className={classes.railItem}
        data-active={isActive || undefined}
        aria-current={isActive ? 'page' : undefined}
        aria-describedby={hint ? hintId : undefined}
      >
        <Icon size={24} stroke={1.6} aria-hidden />
        <span className={classes.railLabel} title={hint ? `${node.Title}: ${hint}` : node.Title}>
          {node.Title}
        </span>
        {node.IsHidden && <span className={classes.hiddenTag}>Hidden</span>}
      </Link>
      {hint && <VisuallyHidden id={hintId}>{hint}</VisuallyHidden>}
    </>
  );
}
