// A hover tooltip that costs nothing until first hovered. Mantine's Tooltip wrapped around every
// row button (hundreds on the route tree) sets up its positioning and transition for each on the
// first render; this one mounts the same Tooltip beside the button on the first mouse hover and
// points it at the button, which itself never remounts (it keeps focus and its handlers).
import { type PointerEvent, type ReactNode, useState } from 'react';
import { Tooltip } from './Tooltip.tsx';

export interface HoverTooltip {
  /** Spread on the element the tooltip describes. */
  targetProps: {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
    onPointerLeave: () => void;
  };
  /** Render beside that element. */
  tooltip: ReactNode;
}

/** Like `<Tooltip label>` around an element: opens on mouse hover, fades in and out. */
export function useHoverTooltip(label: ReactNode): HoverTooltip {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [isOpen, setOpen] = useState(false);
  return {
    targetProps: {
      // Touch does not open it, as with Mantine's default tooltip events.
      onPointerEnter: (event) => {
        if (event.pointerType !== 'mouse') return;
        setTarget(event.currentTarget);
        setOpen(true);
      },
      onPointerLeave: () => setOpen(false),
    },
    tooltip: target ? <Tooltip label={label} target={target} opened={isOpen} /> : null,
  };
}
