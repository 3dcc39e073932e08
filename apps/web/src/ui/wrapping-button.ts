// A button whose words may not fit a phone's width wraps them onto a second line rather than
// cutting them off; its own line height of 1 would set the lines against each other.
export const WRAPPING_BUTTON_STYLES = {
  root: { height: 'auto', minHeight: 30, paddingBlock: 6, maxWidth: '100%' },
  label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.3 },
} as const;
