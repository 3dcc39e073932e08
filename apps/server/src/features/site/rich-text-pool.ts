// Sanitising a large text takes long enough to hold up every other request, so texts above a few
// kilobytes go to the process's worker pool (platform/worker-pool.ts).
import { runInWorker } from '../../platform/worker-pool.ts';
import { sanitizeRichText } from './rich-text.ts';

/** Below this many characters sanitising takes well under a millisecond: done in place. */
const IN_PLACE_LIMIT = 16_000;
const SANITISER = new URL('./rich-text.ts', import.meta.url);

/**
 * A page is saved whole, and most of its sections come back as they were sent out: the texts
 * sanitised lately are remembered (by input, within a bound on characters), so an unchanged
 * section costs a look-up instead of a parse.
 */
const recent = new Map<string, string>();
const MAX_RECENT_CHARACTERS = 4_000_000;
let recentCharacters = 0;

function remember(html: string, clean: string): void {
  if (html.length + clean.length > MAX_RECENT_CHARACTERS / 4) return;
  recent.set(html, clean);
  recentCharacters += html.length + clean.length;
  for (const [oldest, cleaned] of recent) {
    if (recentCharacters <= MAX_RECENT_CHARACTERS) break;
    recent.delete(oldest);
    recentCharacters -= oldest.length + cleaned.length;
  }
}

async function sanitizeOne(html: string): Promise<string> {
  const known = recent.get(html);
  if (known !== undefined) return known;
  let clean: string;
  if (html.length <= IN_PLACE_LIMIT || !html.includes('<')) {
    clean = sanitizeRichText(html);
  } else {
    clean = await runInWorker<string>(SANITISER, 'sanitizeRichText', html);
  }
  remember(html, clean);
  return clean;
}

/** The texts sanitised, large ones off the event loop; answers in the order given. */
export function sanitizeRichTexts(texts: string[]): Promise<string[]> {
  return Promise.all(texts.map(sanitizeOne));
}
