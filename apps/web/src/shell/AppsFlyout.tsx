// spec 1 §2.3: the Apps flyout opens on click and closes on outside click or Escape.
import { brand } from '@atrium/contracts';
import { Popover, type PopoverProps, VisuallyHidden } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconExternalLink, IconLayoutGrid } from '@tabler/icons-react';
import { type ReactElement, useState } from 'react';
import { Link } from 'react-router-dom';
import { findAppsPage } from '../core/route-tree/tree-utils.ts';
import { useAppRoutes } from '../core/routes/AppRoutesContext.tsx';
import { RailButton } from './RailButton.tsx';
import classes from './Shell.module.css';

export interface AppsFlyoutProps {
  position?: PopoverProps['position'];
  /** Inside the mobile drawer the flyout stays in the drawer's focus trap. */
  withinPortal?: boolean;
  width?: PopoverProps['width'];
  /** Renders the trigger; defaults to a rail button. */
  renderTrigger?: (props: { onClick: () => void }) => ReactElement;
  /** Open from the start: its trigger was clicked while this module was still loading. */
  isInitiallyOpen?: boolean;
}

export function AppsFlyout({
  position = 'right-end',
  withinPortal = true,
  width = 380,
  renderTrigger,
  isInitiallyOpen = false,
}: AppsFlyoutProps) {
  const [isOpen, setOpen] = useState(isInitiallyOpen);
  const appsPage = findAppsPage(useAppRoutes().tree);
  const close = () => setOpen(false);
  const toggle = () => setOpen((open) => !open);
  // Escape also closes it while focus is still on the trigger.
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape' && isOpen) close();
  });

  return (
    <Popover
      opened={isOpen}
      onChange={setOpen}
      position={position}
      offset={10}
      width={width}
      shadow="lg"
      radius="md"
      withArrow
      trapFocus
      returnFocus
      zIndex={300}
      withinPortal={withinPortal}
    >
      <Popover.Target>
        {renderTrigger ? (
          renderTrigger({ onClick: toggle })
        ) : (
          <RailButton icon={IconLayoutGrid} label="Apps" onClick={toggle} />
        )}
      </Popover.Target>
      <Popover.Dropdown>
        <h2 className={classes.appsHeading}>Apps</h2>
        <ul className={classes.appsGrid}>
          {brand.appLinks.map((app) => (
            <li key={app.label}>
              <a
                href={app.href}
                target="_blank"
                rel="noopener noreferrer"
                className={classes.appTile}
                onClick={close}
              >
                <span className={classes.appLabel}>
                  {app.label}
                  <IconExternalLink size={13} stroke={1.8} aria-hidden />
                </span>
                <span className={classes.appDescription}>{app.description}</span>
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
            </li>
          ))}
        </ul>
        {appsPage && (
          <Link to={appsPage.FullPath} className={classes.appsPageLink} onClick={close}>
            All apps, by what they are for
          </Link>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
