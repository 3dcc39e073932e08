// spec 1 §2.3: Routes (remembers where the admin was) and the editing switch, which is disabled
// on the admin pages.
import { Badge, Button } from '@mantine/core';
import {
  IconCalendarEvent,
  IconChartLine,
  IconEye,
  IconHeartbeat,
  IconMail,
  IconPencil,
  IconPencilOff,
  IconRoute,
  IconSettings,
} from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useEditingMode } from '../core/editing-mode.tsx';
import { useActiveRoute } from '../core/routes/use-active-route.ts';
import { useNavigateByName } from '../core/routes/use-navigate-by-name.ts';
import { useContentHealthTotal } from '../features/admin/index.ts';
import { PageMetaModal } from '../features/content/index.ts';
import { isAdminPath, rememberAdminReturn } from './admin-return.ts';
import classes from './Shell.module.css';

export const ADMIN_TRAY_ID = 'admin-tray';

// The picker loads when asked for, not with the tray.
const PreviewAsModal = lazy(() =>
  import('./PreviewAsModal.tsx').then((m) => ({ default: m.PreviewAsModal })),
);

export function AdminTray() {
  const location = useLocation();
  const navigateByName = useNavigateByName();
  const { isEditing, toggleEditing } = useEditingMode();
  const isOnAdminPage = isAdminPath(location.pathname);
  const pageUuid = useActiveRoute()?.node?.UUID ?? null;
  const [isPageMetaOpen, setPageMetaOpen] = useState(false);
  const [isPreviewAsOpen, setPreviewAsOpen] = useState(false);
  const healthTotal = useContentHealthTotal();

  const openRoutes = () => {
    rememberAdminReturn(location.pathname);
    navigateByName('_adminRoutes');
  };

  const openCalendarAdmin = () => {
    rememberAdminReturn(location.pathname);
    navigateByName('_adminCalendar');
  };

  const openMailAdmin = () => {
    rememberAdminReturn(location.pathname);
    navigateByName('_adminMail');
  };

  const openAnalytics = () => {
    rememberAdminReturn(location.pathname);
    navigateByName('_adminAnalytics');
  };

  const openContentHealth = () => {
    rememberAdminReturn(location.pathname);
    navigateByName('_adminContentHealth');
  };

  return (
    <section id={ADMIN_TRAY_ID} aria-label="Admin tray" className={classes.tray}>
      <span className={classes.trayTitle} aria-hidden>
        Admin
      </span>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconRoute size={16} aria-hidden />}
        onClick={openRoutes}
      >
        Routes
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconCalendarEvent size={16} aria-hidden />}
        onClick={openCalendarAdmin}
      >
        Calendar
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconMail size={16} aria-hidden />}
        onClick={openMailAdmin}
      >
        Mail
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconHeartbeat size={16} aria-hidden />}
        onClick={openContentHealth}
        aria-label={healthTotal ? `Health, ${healthTotal} findings` : undefined}
      >
        Health
        {healthTotal ? (
          <Badge size="xs" color="red.8" ml={6} aria-hidden>
            {healthTotal}
          </Badge>
        ) : null}
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconChartLine size={16} aria-hidden />}
        onClick={openAnalytics}
      >
        Analytics
      </Button>
      <Button
        size="xs"
        variant={isEditing ? 'filled' : 'default'}
        // accent.9 keeps white text at 4.5:1 or more (accent.7 gives 3.6:1)
        color={isEditing ? 'accent.9' : undefined}
        leftSection={
          isEditing ? <IconPencilOff size={16} aria-hidden /> : <IconPencil size={16} aria-hidden />
        }
        onClick={toggleEditing}
        disabled={isOnAdminPage}
      >
        {isEditing ? 'Turn editing OFF' : 'Turn editing ON'}
      </Button>
      {pageUuid && (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconSettings size={16} aria-hidden />}
          onClick={() => setPageMetaOpen(true)}
        >
          Edit page
        </Button>
      )}
      <Button
        size="xs"
        variant="default"
        leftSection={<IconEye size={16} aria-hidden />}
        onClick={() => setPreviewAsOpen(true)}
      >
        Preview as…
      </Button>
      {isPreviewAsOpen && (
        <Suspense fallback={null}>
          <PreviewAsModal onClose={() => setPreviewAsOpen(false)} />
        </Suspense>
      )}
      {/* spec 1 §2.6: the page metadata modal of the page on screen, loaded only when opened. */}
      {pageUuid && isPageMetaOpen && (
        <Suspense fallback={null}>
          <PageMetaModal key={pageUuid} uuid={pageUuid} onClose={() => setPageMetaOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
