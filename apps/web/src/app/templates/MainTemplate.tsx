// The main template: rail (or mobile header), the section drawer unless the route hides it, the
// preview bar, the admin tray, breadcrumbs and the screen. Framed by the Page Viewer, the screen alone.
import { Badge } from '@mantine/core';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useEditingMode } from '../../core/editing-mode.tsx';
import { useAppRoutes } from '../../core/routes/AppRoutesContext.tsx';
import { isEmbeddedView } from '../../core/routes/embedded-view.ts';
import { useActiveRoute } from '../../core/routes/use-active-route.ts';
import { useCurrentUser } from '../../core/session/use-session.ts';
import { SearchLauncher } from '../../features/search/index.ts';
import { AdminTray } from '../../shell/AdminTray.tsx';
import { Breadcrumbs } from '../../shell/Breadcrumbs.tsx';
import { GlossaryLink } from '../../shell/GlossaryLink.tsx';
import { MobileNav } from '../../shell/MobileNav.tsx';
import { PreviewBar } from '../../shell/PreviewBar.tsx';
import { SecondLevelNav } from '../../shell/SecondLevelNav.tsx';
import { Sidebar } from '../../shell/Sidebar.tsx';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { useSectionNav } from '../../shell/use-section-nav.ts';
import { homeRedirectTarget } from '../router/RedirectHome.tsx';
import classes from './MainTemplate.module.css';

export function MainTemplate() {
  const isMobile = useIsMobile();
  const user = useCurrentUser();
  const activeRoute = useActiveRoute();
  const { root, items } = useSectionNav();
  const { isEditing } = useEditingMode();
  const [isAdminTrayOpen, setAdminTrayOpen] = useState(false);
  const { tree } = useAppRoutes();
  const { pathname } = useLocation();

  // '/' only redirects to the first page: painting the frame first would shift it once the
  // section's navigation appears.
  if (pathname === '/' && homeRedirectTarget(tree)) return <Outlet />;
  if (isEmbeddedView)
    return (
      <main id="main-content" tabIndex={-1} className={classes.embedded}>
        <Outlet />
      </main>
    );

  const showDrawer = !isMobile && !activeRoute?.hideDrawer && root !== null && items.length > 0;
  const showAdminTray = !isMobile && user.SiteAdmin && isAdminTrayOpen;
  const screenTitle = activeRoute && !activeRoute.node ? activeRoute.title : null;

  return (
    <div className={classes.layout}>
      <a href="#main-content" className={classes.skipLink}>
        Skip to content
      </a>
      {isMobile ? (
        <MobileNav />
      ) : (
        <Sidebar
          isAdminTrayOpen={isAdminTrayOpen}
          onToggleAdminTray={() => setAdminTrayOpen((open) => !open)}
        />
      )}
      {showDrawer && root && <SecondLevelNav root={root} items={items} />}
      <div className={classes.column}>
        <PreviewBar />
        {showAdminTray && <AdminTray />}
        <main id="main-content" tabIndex={-1} className={classes.main}>
          <div className={classes.topline}>
            <Breadcrumbs screenTitle={screenTitle} />
            <div className={classes.toplineEnd}>
              {isEditing && (
                <Badge color="navy" variant="filled" size="lg">
                  Editing mode
                </Badge>
              )}
              <GlossaryLink />
              <SearchLauncher />
            </div>
          </div>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
