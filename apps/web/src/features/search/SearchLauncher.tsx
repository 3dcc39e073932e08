// The search field of the shell: opens the jump-to palette on click or Ctrl/Cmd+K from any screen.
// The palette's code loads on first use, keeping it out of the start-up bundle.
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import classes from './search.module.css';

const JumpToPalette = lazy(() => import('./JumpToPalette.tsx').then((m) => ({ default: m.JumpToPalette })));

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function SearchLauncher() {
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setHasOpened(true);
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const shortcut = isMac() ? '⌘K' : 'Ctrl K';
  return (
    <>
      <button
        type="button"
        className={classes.launcher}
        onClick={() => {
          setHasOpened(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        aria-label="Search the portal"
      >
        <IconSearch size={16} aria-hidden />
        <span className={classes.launcherText}>Search…</span>
        <kbd className={classes.kbd}>{shortcut}</kbd>
      </button>
      {hasOpened && (
        <Suspense fallback={null}>
          <JumpToPalette isOpen={isOpen} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
