// The stand-in for a missing or broken picture (spec 3 §2.6, §8): the person's initials on a colour
// that is always the same for the same name.

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const STARTS_WITH_LETTER = /^[\p{L}\p{N}]/u;

/** The first letter of a word as a reader sees it (one grapheme: "É", "👩🏽", "각"), if any. */
function firstLetter(word: string): string | null {
  for (const { segment } of graphemes.segment(word)) {
    if (STARTS_WITH_LETTER.test(segment)) return segment;
  }
  return null;
}

/** First letters of the first and last words: "Ada Lovelace" → "AL", "Ada" → "A", "" → "". */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/[\s\-‐]+/u)
    .map(firstLetter)
    .filter((letter): letter is string => letter !== null);
  if (letters.length === 0) return '';
  const picked = letters.length === 1 ? [letters[0]] : [letters[0], letters[letters.length - 1]];
  return picked.join('').toLocaleUpperCase();
}

/** Mantine colours whose shade 9 on shade 1 reads at 4.5:1 or better (WCAG AA for small text). */
export const INITIALS_COLORS = ['navy', 'blue', 'cyan', 'indigo', 'violet', 'grape', 'pink'] as const;
export type InitialsColor = (typeof INITIALS_COLORS)[number] | 'gray';

/** A colour picked from the name alone (FNV-1a over its code points); gray when there is no name. */
export function initialsColor(name: string): InitialsColor {
  const key = name.trim().toLocaleLowerCase();
  if (key === '') return 'gray';
  let hash = 0x811c9dc5;
  for (const char of key) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return INITIALS_COLORS[hash % INITIALS_COLORS.length];
}
