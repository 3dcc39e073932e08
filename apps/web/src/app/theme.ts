import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** The firm's navy (#0b2545 at shade 8) and its cyan accent (#00aeef at shade 6). */
const navy: MantineColorsTuple = [
  '#eef3f9',
  '#d9e2ee',
  '#b0c2da',
  '#85a0c5',
  '#6183b3',
  '#4a71a8',
  '#3d66a3',
  '#2f558e',
  '#0b2545',
  '#07182e',
];

const accent: MantineColorsTuple = [
  '#e0f9ff',
  '#cbeeff',
  '#9adaff',
  '#64c6fe',
  '#3cb5fd',
  '#22abfd',
  '#00aeef',
  '#0090c6',
  '#007fb0',
  '#006e9a',
];

export const BRAND_NAVY = '#0b2545';
export const BRAND_ACCENT = '#00aeef';

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: 8,
  colors: { navy, accent },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  headings: { fontWeight: '650' },
  // Every dialog's close button has a name for screen readers (axe: button-name). Plain objects,
  // so the theme does not pull the Modal and Drawer code into the start-up bundle.
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // A light badge's own colour on its pale tint falls below 4.5:1 for several colours (teal
    // 4.32:1): its text is dark, and the tint alone carries the colour (axe: color-contrast).
    Badge: {
      vars: (_theme: unknown, props: { variant?: string }) => ({
        root: props.variant === 'light' ? { '--badge-color': 'var(--mantine-color-dark-9)' } : {},
      }),
    },
    // The same for a light alert's title on its tint (yellow 2.68:1); light is the alert's default.
    Alert: {
      vars: (_theme: unknown, props: { variant?: string }) => ({
        root:
          props.variant === undefined || props.variant === 'light'
            ? { '--alert-color': 'var(--mantine-color-dark-9)' }
            : {},
      }),
    },
    // A button-like input (a date picker) shows its placeholder as text on the page, where the
    // default grey is 2.07:1; it reads as a placeholder in the darker dimmed grey (axe: color-contrast).
    InputPlaceholder: { styles: { placeholder: { color: 'var(--mantine-color-dimmed)' } } },
  },
});
