// A small icon button with a tooltip, as used on row toolbars (widget cards, route tree rows).
import { ActionIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { useHoverTooltip } from './use-hover-tooltip.tsx';

export interface IconActionProps {
  /** The tooltip, e.g. 'Duplicate'. */
  label: string;
  /** What a screen reader hears, e.g. 'Duplicate Welcome'. */
  ariaLabel: string;
  onClick: () => void;
  color?: string;
  isDisabled?: boolean;
  children: ReactNode;
}

export function IconAction({
  label,
  ariaLabel,
  onClick,
  color = 'navy',
  isDisabled,
  children,
}: IconActionProps) {
  const { targetProps, tooltip } = useHoverTooltip(label);
  return (
    <>
      <ActionIcon
        variant="subtle"
        color={color}
        aria-label={ariaLabel}
        onClick={onClick}
        disabled={isDisabled}
        {...targetProps}
      >
        {children}
      </ActionIcon>
      {tooltip}
    </>
  );
}
