// The mobile variant (< 768 px, spec 1 §2.3): a header with a burger-opened drawer; no logo and
// no Admin item.
import { brand } from '@atrium/contracts';
import { Burger, Button, Divider, Drawer, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutGrid, IconLogout } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { sidebarNodes } from '../core/route-tree/tree-utils.ts';
import { useAppRoutes } from '../core/routes/AppRoutesContext.tsx';
import { AppsFlyout } from './AppsFlyout.tsx';
import { iconForNode } from './nav-icons.ts';
import { SecondLevelNav } from './SecondLevelNav.tsx';
import classes from './Shell.module.css';
import { useSectionNav } from './use-section-nav.ts';
import { useSignOut } from './use-sign-out.ts';

const DRAWER_ID = 'mobile-navigation';

export function MobileNav() {
  const [isOpen, { toggle, close }] = useDisclosure(false);
  const { tree } = useAppRoutes();
  const location = useLocation();
  const signOut = useSignOut();
  const { root, items } = useSectionNav();

  // Choosing a page closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose
  useEffect(() => close(), [location.key, close]);

  return (
    <>
      <header className={classes.mobileHeader}>
        <Burger
          opened={isOpen}
          onClick={toggle}
          color="white"
          size="sm"
          aria-label={isOpen ? 'Close navigation' : 'Open navigation'}
          aria-expanded={isOpen}
          aria-controls={DRAWER_ID}
        />
        <span className={classes.mobileTitle}>{brand.firmName}</span>
      </header>
      <Drawer opened={isOpen} onClose={close} id={DRAWER_ID} size="86%" title={brand.firmName} padding="md">
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
      </Drawer>
    </>
  );
}
