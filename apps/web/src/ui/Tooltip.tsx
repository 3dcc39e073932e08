// Mantine's Tooltip with its code loaded on demand: its positioning (floating-ui) is as large as the
// rest of Mantine the first screen needs, and a tooltip is only seen on a hover or a focus. Until the
// code has arrived the target shows alone, so nothing on screen waits for it.
import type { TooltipProps } from '@mantine/core';
import type { ComponentType } from 'react';
import { preloadableLazy } from './preloadable-lazy.ts';

export const Tooltip = preloadableLazy<TooltipProps>(
  () => import('./tooltip-code.ts').then((m) => m.Tooltip as ComponentType<TooltipProps>),
  { standIn: (props) => props.children },
);
