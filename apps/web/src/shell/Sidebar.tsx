// The desktop rail (spec 1 §2.3): logo, top-level pages, Apps, Admin (site admins) and Sign out.
import { brand } from '@atrium/contracts';
import { IconLayoutGrid, IconLogout, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { findRootNode, sidebarNodes } from '../core/route-tree/tree-utils.ts';
import { useAppRoutes } from '../core/routes/AppRoutesContext.tsx';
import { useCurrentUser } from '../core/session/use-session.ts';
import { afterFirstScreen } from '../ui/after-first-screen.ts';
import { preloadableLazy } from '../ui/preloadable-lazy.ts';
import { ADMIN_TRAY_ID } from './AdminTray.tsx';
import type { AppsFlyoutProps } from './AppsFlyout.tsx';
import { LogoMark } from './Logo.tsx';
import { RailButton } from './RailButton.tsx';
import classes from './Shell.module.css';
import { SidebarLink } from './SidebarLink.tsx';
import { useSignOut } from './use-sign-out.ts';

// The flyout's popover (and its positioning library) loads after the first screen; until then its
// button stands in place.
const AppsFlyout = preloadableLazy<AppsFlyoutProps & { onClickBeforeLoad: () => void }>(
  () => import('./AppsFlyout.tsx').then((m) => m.AppsFlyout),
  {
    standIn: ({ onClickBeforeLoad }) => (
      <RailButton icon={IconLayoutGrid} label="Apps" onClick={onClickBeforeLoad} />
    ),
    loadsAfter: afterFirstScreen,
  },
);

interface SidebarProps {
  isAdminTrayOpen: boolean;
  onToggleAdminTray: () => void;
}

export function Sidebar({ isAdminTrayOpen, onToggleAdminTray }: SidebarProps) {
  const { tree } = useAppRoutes();
  const user = useCurrentUser();
  const location = useLocation();
  const signOut = useSignOut();
  const [wasAppsClicked, setAppsClicked] = useState(false);
  const root = findRootNode(tree, location.pathname);

  return (
    <div className={classes.rail}>
      <Link to="/" className={classes.logo} aria-label={`${brand.firmName} home`}>
        <LogoMark />
      </Link>
      <nav aria-label="Main">
        <ul className={classes.navList}>
          {sidebarNodes(tree).map((node) => (
            <li key={node.UUID}>
              <SidebarLink node={node} isActive={root?.UUID === node.UUID} />
            </li>
          ))}
        </ul>
      </nav>
      <ul className={classes.toolList}>
        <li>
          <AppsFlyout isInitiallyOpen={wasAppsClicked} onClickBeforeLoad={() => setAppsClicked(true)} />
        </li>
        {user.SiteAdmin && (
          <li>
            <RailButton
              icon={IconSettings}
              label="Admin"
              aria-expanded={isAdminTrayOpen}
              aria-controls={isAdminTrayOpen ? ADMIN_TRAY_ID : undefined}
              onClick={onToggleAdminTray}
            />
          </li>
        )}
        <li>
          <RailButton icon={IconLogout} label="Sign out" onClick={() => void signOut()} />
        </li>
      </ul>
    </div>
  );
}
