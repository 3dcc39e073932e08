import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a screen's `count` heavy sections to show: one more each time the one before it has
 * been committed, in a task of its own and as an interruptible transition. A screen that fills in
 * at once (figures, charts, a table) would otherwise render and lay out everything in one long
 * task, during which the page answers no input.
 */
export function useRevealInTurn(count: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= count) return;
    const timer = window.setTimeout(() => startTransition(() => setShown(shown + 1)));
    return () => window.clearTimeout(timer);
  }, [shown, count]);
  return shown;
}
