// /admin/routes lives outside the main template: a slim header and the full width for the tree.
import { brand } from '@atrium/contracts';
import { Button, Text } from '@mantine/core';
import { IconArrowLeft, IconLogout } from '@tabler/icons-react';
import { Link, Outlet } from 'react-router-dom';
import { readAdminReturnPath } from '../../shell/admin-return.ts';
import { LogoMark } from '../../shell/Logo.tsx';
import { useSignOut } from '../../shell/use-sign-out.ts';
import classes from './AdminTemplate.module.css';

const BACK_LABEL = 'Back to the site';
const SIGN_OUT_LABEL = 'Sign out';

export function AdminTemplate() {
  const signOut = useSignOut();
  const backTo = readAdminReturnPath();
  const title = `${brand.firmName} · Site admin`;
  return (
    <div style={{ minHeight: '100vh', background: '#f6f8fb' }}>
      <header className={classes.header}>
        <div className={classes.brand}>
          <LogoMark size={32} />
          {/* On a phone the firm's name gives way (the logo stands for it), so "Site admin" shows. */}
          <Text fw={650} c="white" truncate title={title}>
            <span className={classes.firmName}>{brand.firmName} · </span>
            Site admin
          </Text>
        </div>
        {/* On a phone the labels would push the title onto four lines: there the buttons show
            their icons, and the labels stay for screen readers and as the buttons' names. */}
        <div className={classes.tools}>
          <Button
            component={Link}
            to={backTo}
            variant="white"
            color="navy"
            size="xs"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            classNames={{ section: classes.toolIcon }}
            title={BACK_LABEL}
          >
            <span className={classes.toolLabel}>{BACK_LABEL}</span>
          </Button>
          <Button
            variant="subtle"
            color="gray.0"
            size="xs"
            leftSection={<IconLogout size={16} aria-hidden />}
            classNames={{ section: classes.toolIcon }}
            onClick={() => void signOut()}
            title={SIGN_OUT_LABEL}
          >
            <span className={classes.toolLabel}>{SIGN_OUT_LABEL}</span>
          </Button>
        </div>
      </header>
      <main id="main-content" className={classes.main}>
        <Outlet />
      </main>
    </div>
  );
}
