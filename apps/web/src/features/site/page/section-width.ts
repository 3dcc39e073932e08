// spec 1 §9: column width 1 to 12; new widgets default to 12; width 6 becomes full width except on
// widescreen. The widget form offers Auto, 50% and 100% (spec 1 §3).
import { DEFAULT_SECTION_WIDTH, MAX_SECTION_WIDTH, MIN_SECTION_WIDTH } from '@atrium/contracts';

/** The viewport width from which width-6 cards sit side by side. */
export const WIDESCREEN_MIN_PX = 1600;

export type ColumnWidthOption = 'auto' | 'half' | 'full';

export const COLUMN_WIDTH_OPTIONS: { value: ColumnWidthOption; label: string }[] = [
  { value: 'auto', label: 'Auto' },
  { value: 'half', label: '50%' },
  { value: 'full', label: '100%' },
];

/** A stored width as a whole number of columns from 1 to 12 (stale or odd values are clamped). */
export function clampWidth(width: unknown): number {
  const n = typeof width === 'number' ? width : Number.parseInt(String(width ?? ''), 10);
  if (!Number.isFinite(n)) return DEFAULT_SECTION_WIDTH;
  return Math.min(MAX_SECTION_WIDTH, Math.max(MIN_SECTION_WIDTH, Math.round(n)));
}

/** How many of the 12 grid columns a card spans, below and from the widescreen breakpoint. */
export function sectionSpan(width: unknown): { base: number; wide: number } {
  const wide = clampWidth(width);
  return { base: wide === 6 ? MAX_SECTION_WIDTH : wide, wide };
}

export function toColumnWidthOption(width: number): ColumnWidthOption {
  if (width === MAX_SECTION_WIDTH) return 'full';
  if (width === 6) return 'half';
  return 'auto';
}

/** Auto keeps any other width the card already had (4, 8…), and falls back to a third. */
export function fromColumnWidthOption(options: { option: ColumnWidthOption; width: number }): number {
  if (options.option === 'full') return MAX_SECTION_WIDTH;
  if (options.option === 'half') return 6;
  const current = clampWidth(options.width);
  return current === 6 || current === MAX_SECTION_WIDTH ? 4 : current;
}
