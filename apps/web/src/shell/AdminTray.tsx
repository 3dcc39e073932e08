// spec 1 §2.3: Routes (remembers where the admin was) and the editing switch, which is disabled
// on the admin pages.
import { Button } from '@mantine/core';
import { IconPencil, IconPencilOff, IconRoute } from '@tabler/icons-react';
import { useLocation } from 'react-router-dom';
import { useEditingMode } from '../app/editing-mode.tsx';
import { useNavigateByName } from '../app/router/use-navigate-by-name.ts';
import { isAdminPath, rememberAdminReturn } from './admin-return.ts';
import classes from './Shell.module.css';

export const ADMIN_TRAY_ID = 'admin-tray';

export function AdminTray() {
  const location = useLocation();
  const navigateByName = useNavigateByName();
  const { isEditing, toggleEditing } = useEditingMode();
  const isOnAdminPage = isAdminPath(location.pathname);

  const openRoutes = () => {
    rememberAdminReturn(location.pathname);
    navigateByName('_adminRoutes');
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
        variant={isEditing ? 'filled' : 'default'}
        color={isEditing ? 'accent.7' : undefined}
        leftSection={
          isEditing ? <IconPencilOff size={16} aria-hidden /> : <IconPencil size={16} aria-hidden />
        }
        onClick={toggleEditing}
        disabled={isOnAdminPage}
      >
        {isEditing ? 'Turn editing OFF' : 'Turn editing ON'}
      </Button>
    </section>
  );
}
