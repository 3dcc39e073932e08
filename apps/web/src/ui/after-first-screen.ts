// Parts of the shell nobody uses in the first moments (the toasts' container, the modal host, the
// apps flyout) load after the screen being opened instead of competing with its code and data for
// the browser's six connections and its main thread: at the first click, key or touch, or after a
// short grace, whichever comes first. Each of them copes with being asked for before it is there.
const GRACE_MS = 1500;
const FIRST_INPUTS = ['pointerdown', 'keydown', 'touchstart'] as const;

let opened: Promise<void> | null = null;

export function afterFirstScreen(): Promise<void> {
  opened ??= new Promise<void>((resolve) => {
    if (typeof window === 'undefined') {
      resolve();
      return;
    }
    const open = () => {
      window.clearTimeout(timer);
      for (const type of FIRST_INPUTS) window.removeEventListener(type, open, true);
      resolve();
    };
    const timer = window.setTimeout(open, GRACE_MS);
    for (const type of FIRST_INPUTS) window.addEventListener(type, open, { capture: true, passive: true });
  });
  return opened;
}
