// The mobile variant (< 768 px, spec 1 §2.3): a header with a burger-opened drawer; no logo and
// no Admin item.
import { brand } from '@atrium/contracts';
import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import classes from './Shell.module.css';

const DRAWER_ID = 'mobile-navigation';

// The drawer (and the modal machinery under it) loads after the first paint, not with the shell.
const loadDrawer = () => import('./MobileNavDrawer.tsx');
const MobileNavDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileNavDrawer })));

export function MobileNav() {
  const [isOpen, { toggle, close }] = useDisclosure(false);
  const [hasOpened, setHasOpened] = useState(false);
  const location = useLocation();

  useEffect(() => void loadDrawer(), []);
  useEffect(() => {
    if (isOpen) setHasOpened(true);
  }, [isOpen]);

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
      {(isOpen || hasOpened) && (
        <Suspense fallback={null}>
          <MobileNavDrawer id={DRAWER_ID} isOpen={isOpen} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
