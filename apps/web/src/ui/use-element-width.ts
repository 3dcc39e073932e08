import { useCallback, useState } from 'react';

export const DEFAULT_ROOT_FONT_PX = 16;

/** The root font size, so widths in rem follow a reader who enlarged the browser's text. */
export function readRootFontPx(): number {
  if (typeof document === 'undefined') return DEFAULT_ROOT_FONT_PX;
  const size = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
  return Number.isFinite(size) && size > 0 ? size : DEFAULT_ROOT_FONT_PX;
}

/**
 * The rendered width of an element in px, followed with a ResizeObserver: a component sized by its
 * own box (a table in a half-width widget, a tile in a grid cell) rather than by the window.
 * The first reading is taken at once, before paint; later ones wait `debounceMs` of quiet.
 */
export function useElementWidth<T extends HTMLElement>(debounceMs = 0) {
  const [width, setWidth] = useState<number | null>(null);
  const ref = useCallback(
    (node: T | null) => {
      if (!node) return;
      setWidth(node.getBoundingClientRect().width);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const observer = new ResizeObserver((entries) => {
        const entry = entries[0];
        // Border box, like the first reading below.
        const next = entry?.borderBoxSize?.[0]?.inlineSize ?? entry?.contentRect.width;
        if (next === undefined) return;
        if (debounceMs <= 0) {
          setWidth(next);
          return;
        }
        clearTimeout(timer);
        timer = setTimeout(() => setWidth(next), debounceMs);
      });
      observer.observe(node);
      return () => {
        clearTimeout(timer);
        observer.disconnect();
      };
    },
    [debounceMs],
  );
  return { ref, width };
}
