// What a second-level item does when chosen (spec 1 §2.4): open its page, follow its redirect,
// open an outside address in a new window, download its file, or nothing.
import { VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconFileDownload } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useNavigateByName, useRoutePath } from '../core/routes/use-navigate-by-name.ts';
import { downloadRouteFile } from './download-route-file.ts';
import { navHintFor } from './nav-hints.ts';
import classes from './SecondLevelNav.module.css';
import type { NavItem } from './second-level-nav.ts';

interface NavItemActionProps {
  item: NavItem;
  /** Non-navigating items with children expand on click instead. */
  onToggle?: () => void;
}

/** The item's title, cut after three lines; the whole title (and what a firm word means) shows on hover. */
function NavTitle({ text, hint }: { text: string; hint?: string }) {
  return (
    <span className={classes.label} title={hint ? `${text}: ${hint}` : text}>
      {text}
    </span>
  );
}

function NamedLink({ item, name }: { item: NavItem; name: string }) {
  const path = useRoutePath(name);
  const navigateByName = useNavigateByName();
  if (path) {
    return (
      <Link to={path} className={classes.action} aria-current={item.isCurrent ? 'page' : undefined}>
        <NavTitle text={item.title} hint={navHintFor(item.node)} />
      </Link>
    );
  }
  // Unknown name: the click reports it (toast) rather than silently doing nothing.
  return (
    <button type="button" className={classes.action} onClick={() => navigateByName(name)}>
      <NavTitle text={item.title} hint={navHintFor(item.node)} />
    </button>
  );
}

export function NavItemAction({ item, onToggle }: NavItemActionProps) {
  const { action } = item;
  switch (action.kind) {
    case 'path':
      return (
        <Link to={action.path} className={classes.action} aria-current={item.isCurrent ? 'page' : undefined}>
          <NavTitle text={item.title} hint={navHintFor(item.node)} />
        </Link>
      );
    case 'name':
      return <NamedLink item={item} name={action.name} />;
    case 'external':
      return (
        <a href={action.url} target="_blank" rel="noopener noreferrer" className={classes.action}>
          <NavTitle text={item.title} hint={navHintFor(item.node)} />
          <IconExternalLink size={14} className={classes.actionIcon} aria-hidden />
          <VisuallyHidden>(opens in a new window)</VisuallyHidden>
        </a>
      );
    case 'file':
      return (
        <button
          type="button"
          className={classes.action}
          title={item.node.DownloadBtn || 'Download file'}
          onClick={() => void downloadRouteFile({ fileJSON: action.fileJSON, fileName: action.fileName })}
        >
          <IconFileDownload size={16} className={classes.actionIcon} aria-hidden />
          <NavTitle text={item.title} hint={navHintFor(item.node)} />
          <VisuallyHidden>(download file)</VisuallyHidden>
        </button>
      );
    case 'none':
      return (
        // biome-ignore lint/a11y/noStaticElementInteractions: the chevron button beside it is the keyboard control
        // biome-ignore lint/a11y/useKeyWithClickEvents: same as above
        <span className={`${classes.action} ${classes.inert}`} onClick={onToggle}>
          <NavTitle text={item.title} hint={navHintFor(item.node)} />
        </span>
      );
  }
}
