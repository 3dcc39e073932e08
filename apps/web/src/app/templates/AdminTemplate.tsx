// /admin/routes lives outside the main template: a slim header and the full width for the tree.
import { brand } from '@atrium/contracts';
import { Button, Group, Text } from '@mantine/core';
import { IconArrowLeft, IconLogout } from '@tabler/icons-react';
import { Link, Outlet } from 'react-router-dom';
import { readAdminReturnPath } from '../../shell/admin-return.ts';
import { LogoMark } from '../../shell/Logo.tsx';
import { useSignOut } from '../../shell/use-sign-out.ts';

export function AdminTemplate() {
  const signOut = useSignOut();
  const backTo = readAdminReturnPath();
  return (
    <div style={{ minHeight: '100vh', background: '#f6f8fb' }}>
      <header
        style={{
          background: '#0b2545',
          color: '#fff',
          padding: '10px 24px',
          display: 'flex',
          alignItems: 'center',
        }}
      >
        <Group gap="sm" style={{ flex: 1 }}>
          <LogoMark size={32} />
          <Text fw={650} c="white">
            {brand.firmName} · Site admin
          </Text>
        </Group>
        <Group gap="xs">
          <Button
            component={Link}
            to={backTo}
            variant="white"
            color="navy"
            size="xs"
            leftSection={<IconArrowLeft size={16} />}
          >
            Back to the site
          </Button>
          <Button
            variant="subtle"
            color="gray.0"
            size="xs"
            leftSection={<IconLogout size={16} />}
            onClick={() => void signOut()}
          >
            Sign out
          </Button>
        </Group>
      </header>
      <main id="main-content" style={{ padding: '28px 32px', maxWidth: 1320 }}>
        <Outlet />
      </main>
    </div>
  );
}
