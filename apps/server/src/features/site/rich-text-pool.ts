// Sanitising a large text, and even reading how deep it nests, takes long enough to hold up every
// other request, so texts above a few kilobytes go to the process's worker pool
// (platform/worker-pool.ts) for both.
import { runInWorker } from '../../platform/worker-pool.ts';
import { type SanitizedText, sanitizeBoundedRichText } from './rich-text.ts';

/** Below this many characters sanitising takes well under a millisecond: done in place. */
const IN_PLACE_LIMIT = 16_000;
const SANITISER = new URL('./rich-text.ts', import.meta.url);

/**
 * A page is saved whole, and most of its sections come back as they were sent out: the texts
 * sanitised lately are remembered (by input, within a bound on characters), so an unchanged
 * section costs a look-up instead of a parse. One per app, created by buildApp.
 */
export interface RichTextSanitizer {
  /**
   * The texts depth-checked and sanitised, large ones off the event loop; answers in the order
   * given. A text nesting too deep is never parsed: it answers `isTooDeep`.
   */
  sanitize(texts: string[]): Promise<SanitizedText[]>;
}

const MAX_RECENT_CHARACTERS = 4_000_000;

export function createRichTextSanitizer(): RichTextSanitizer {
  const recent = new Map<string, string>();
  let recentCharacters = 0;

  const remember = (html: string, clean: string): void => {
    if (html.length + clean.length > MAX_RECENT_CHARACTERS / 4) return;
    recent.set(html, clean);
    recentCharacters += html.length + clean.length;
    for (const [oldest, cleaned] of recent) {
      if (recentCharacters <= MAX_RECENT_CHARACTERS) break;
      recent.delete(oldest);
      recentCharacters -= oldest.length + cleaned.length;
    }
  };

  const sanitizeOne = async (html: string): Promise<SanitizedText> => {
    // Only texts that passed the depth check are remembered.
    const known = recent.get(html);
    if (known !== undefined) return { clean: known };
    const sanitized =
      html.length <= IN_PLACE_LIMIT || !html.includes('<')
        ? sanitizeBoundedRichText(html)
        : await runInWorker<SanitizedText>(SANITISER, 'sanitizeBoundedRichText', html);
    if ('clean' in sanitized) remember(html, sanitized.clean);
    return sanitized;
  };

  return { sanitize: (texts) => Promise.all(texts.map(sanitizeOne)) };
}
