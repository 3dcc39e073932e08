// The mobile navigation drawer: the top-level pages, the section's pages, Apps and Sign out.
import { brand } from '@atrium/contracts';
import { Button, Divider, Stack } from '@mantine/core';
import { IconLayoutGrid, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { sidebarNodes } from '../core/route-tree/tree-utils.ts';
import { useAppRoutes } from '../core/routes/AppRoutesContext.tsx';
import { LayerDrawer } from '../ui/layers/LayerModal.tsx';
import { AppsFlyout } from './AppsFlyout.tsx';
import { iconForNode } from './nav-icons.ts';
import { SecondLevelNav } from './SecondLevelNav.tsx';
import classes from './Shell.module.css';
import { useSectionNav } from './use-section-nav.ts';
import { useSignOut } from './use-sign-out.ts';

export function MobileNavDrawer({
  id,
  isOpen,
  onClose,
}: {
  id: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { tree } = useAppRoutes();
  const signOut = useSignOut();
  const { root, items } = useSectionNav();

  return (
    <LayerDrawer opened={isOpen} onClose={onClose} id={id} size="86%" title={brand.firmName} padding="md">
      <nav aria-label="Main">
        <ul className={classes.mobileNavList}>
          {sidebarNodes(tree).map((node) => {
            const Icon = iconForNode(node);
            const isActive = root?.UUID === node.UUID;
            return (
              <li key={node.UUID}>
                <Link
                  to={node.FullPath}
                  className={classes.mobileLink}
                  data-active={isActive || undefined}
                  aria-current={isActive ? 'page' : undefined}
                >
                  <Icon size={22} stroke={1.6} aria-hidden style={{ flexShrink: 0 }} />
                  <span className={classes.mobileLinkLabel} title={node.Title}>
                    {node.Title}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {root && items.length > 0 && (
        <>
          <Divider my="sm" />
          <SecondLevelNav root={root} items={items} isEmbedded />
        </>
      )}
      <Divider my="sm" />
      <Stack gap="xs">
        <AppsFlyout
          position="top-start"
          withinPortal={false}
          width="target"
          renderTrigger={({ onClick }) => (
            <Button
              variant="light"
              justify="flex-start"
              leftSection={<IconLayoutGrid size={18} />}
              onClick={onClick}
            >
              Apps
            </Button>
          )}
        />
        <Button
          variant="subtle"
          justify="flex-start"
          leftSection={<IconLogout size={18} />}
          onClick={() => void signOut()}
        >
          Sign out
        </Button>
      </Stack>
    </LayerDrawer>
  );
}
