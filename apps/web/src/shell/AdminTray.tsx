// spec 1 §2.3: Routes (remembers where the admin was) and the editing switch, which is disabled
// on the admin pages.
import { Badge, Button } from '@mantine/core';
import {
  type Icon,
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
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useEditingMode } from '../core/editing-mode.tsx';
import { useActiveRoute } from '../core/routes/use-active-route.ts';
import { useNavigateByName } from '../core/routes/use-navigate-by-name.ts';
import { useContentHealthTotal } from '../features/admin/index.ts';
import { PageMetaModal } from '../features/site/index.ts';
import { isAdminPath, rememberAdminReturn } from './admin-return.ts';
import classes from './Shell.module.css';

export const ADMIN_TRAY_ID = 'admin-tray';

// The picker loads when asked for, not with the tray.
const PreviewAsModal = lazy(() =>
  import('./PreviewAsModal.tsx').then((m) => ({ default: m.PreviewAsModal })),
);

/** One of the tray's plain buttons: small, with its icon before the word. */
function TrayButton(props: { icon: Icon; onClick: () => void; ariaLabel?: string; children: ReactNode }) {
  const { icon: TrayIcon } = props;
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<TrayIcon size={16} aria-hidden />}
      onClick={props.onClick}
      aria-label={props.ariaLabel}
    >
      {props.children}
    </Button>
  );
}

export function AdminTray() {
  const location = useLocation();
  const navigateByName = useNavigateByName();
  const { isEditing, toggleEditing } = useEditingMode();
  const isOnAdminPage = isAdminPath(location.pathname);
  const pageUuid = useActiveRoute()?.node?.UUID ?? null;
  const [isPageMetaOpen, setPageMetaOpen] = useState(false);
  const [isPreviewAsOpen, setPreviewAsOpen] = useState(false);
  const healthTotal = useContentHealthTotal();

  /** An admin screen, remembering the page to come back to (spec 1 §2.3). */
  const openAdmin = (screenName: string) => () => {
    rememberAdminReturn(location.pathname);
    navigateByName(screenName);
  };

  return (
    <section id={ADMIN_TRAY_ID} aria-label="Admin tray" className={classes.tray}>
      <span className={classes.trayTitle} aria-hidden>
        Admin
      </span>
      <TrayButton icon={IconRoute} onClick={openAdmin('_adminRoutes')}>
        Routes
      </TrayButton>
      <TrayButton icon={IconCalendarEvent} onClick={openAdmin('_adminCalendar')}>
        Calendar
      </TrayButton>
      <TrayButton icon={IconMail} onClick={openAdmin('_adminMail')}>
        Mail
      </TrayButton>
      <TrayButton
        icon={IconHeartbeat}
        onClick={openAdmin('_adminContentHealth')}
        ariaLabel={healthTotal ? `Health, ${healthTotal} findings` : undefined}
      >
        Health
        {healthTotal ? (
          <Badge size="xs" color="red.8" ml={6} aria-hidden>
            {healthTotal}
          </Badge>
        ) : null}
      </TrayButton>
      <TrayButton icon={IconChartLine} onClick={openAdmin('_adminAnalytics')}>
        Analytics
      </TrayButton>
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
        <TrayButton icon={IconSettings} onClick={() => setPageMetaOpen(true)}>
          Edit page
        </TrayButton>
      )}
      <TrayButton icon={IconEye} onClick={() => setPreviewAsOpen(true)}>
        Preview as…
      </TrayButton>
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
