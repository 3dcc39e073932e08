// spec 1 §9: the editor palette has 9 brand colours.
export const BRAND_COLORS = [
  '#0b2545', // navy
  '#2f558e', // slate blue
  '#00aeef', // accent cyan
  '#007fb0', // deep cyan
  '#d9017a', // magenta
  '#1d2b3a', // ink
  '#5c6b7a', // grey
  '#2b8a3e', // green
  '#e8590c', // orange
] as const;
