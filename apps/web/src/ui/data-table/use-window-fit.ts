import { type RefObject, useLayoutEffect } from 'react';

/** Below this the box keeps its height and the page scrolls instead: a few rows stay readable. */
export const WINDOW_FIT_MIN_PX = 320;

/**
 * Limits a scroll box's height so the page ends at the window's bottom edge: on a list screen the
 * list scrolls and the page does not, whatever sits above and below the box at this width.
 * Refits when the window, the page or the box's content changes size.
 */
export function useWindowFit(box: RefObject<HTMLElement | null>, isEnabled: boolean): void {
  useLayoutEffect(() => {
    const element = box.current;
    if (!isEnabled || !element) return;
    const page = document.scrollingElement ?? document.documentElement;
    const fit = () => {
      // Measured from the tallest the box may be, so the fit can grow again as well as shrink;
      // the page's own minimum height cannot hide the overflow this way.
      element.style.maxHeight = `${page.clientHeight}px`;
      const overflow = page.scrollHeight - page.clientHeight;
      element.style.maxHeight = `${Math.max(WINDOW_FIT_MIN_PX, page.clientHeight - Math.max(0, overflow))}px`;
    };
    fit();
    // A fit changes the page's size; made inside the observer's callback it would be reported as a
    // resize loop, so it waits for the next frame.
    let frame = 0;
    const refit = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(fit);
    };
    const observer = new ResizeObserver(refit);
    observer.observe(document.body);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    window.addEventListener('resize', refit);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', refit);
      element.style.maxHeight = '';
    };
  }, [box, isEnabled]);
}
