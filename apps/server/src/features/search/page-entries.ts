// On the embedded database a page save leaves its page's search entry pending (migration 0023), and
// the entry is built here after the reply, one short statement per turn of the event loop: indexing
// a long page at commit held every other request up for hundreds of milliseconds. The entry is the
// one search_index_pages would write (0010, 0020): the plain text is made a piece of HTML at a
// time as search_plain_text_start does, and the words of its first 100,000 characters a run of text
// at a time, their positions put together as to_tsvector would number them in one go.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../platform/database.ts';
import * as repo from './page-entries.repo.ts';

/** Characters of HTML made plain text per statement. */
const HTML_PIECE = 4096;
/** Characters of plain text made words per statement. */
const WORDS_PIECE = 4096;
/** How much of a page's plain text its words are read from (search_index_pages). */
const WORDS_READ = 100_000;
/** to_tsvector keeps a word's first 255 positions, each at most 16,383. */
const MAX_POSITIONS = 255;
const MAX_POSITION = 16_383;

/** The first `count` characters of a text as PostgreSQL counts them (code points). */
function firstCharacters(text: string, count: number): string {
  if (text.length <= count) return text;
  let at = 0;
  for (let n = 0; n < count && at < text.length; n++) {
    const code = text.charCodeAt(at);
    at += code >= 0xd800 && code <= 0xdbff ? 2 : 1;
  }
  return text.slice(0, at);
}

/**
 * search_plain_text_start(text, 100000) of a long section: a piece of its HTML per statement, each
 * ending just after a '>', so that no tag or entity spans two pieces.
 */
async function plainTextStart(db: Executor, section: repo.PageSectionText): Promise<string> {
  let plain = '';
  let length = 0;
  let done = 0;
  while (done < section.length && length <= WORDS_READ + 1) {
    await nextTurn();
    const piece = await repo.plainTextStep(db, {
      sectionId: section.sectionId,
      done,
      pieceLength: HTML_PIECE,
    });
    // A run of spaces across two pieces is one space, as the whole text's collapse makes it.
    const isJoinedRun = plain.endsWith(' ') && piece.text.startsWith(' ');
    plain += isJoinedRun ? piece.text.slice(1) : piece.text;
    length += isJoinedRun ? piece.length - 1 : piece.length;
    // A section removed meanwhile reads as empty: its page is pending again anyway.
    if (piece.upto <= done) break;
    done = piece.upto;
  }
  return plain.replace(/^ +| +$/g, '');
}

/** setweight(search_words(text), 'C') as tsvector text, a run of words per statement. */
async function weightedWords(db: Executor, text: string): Promise<string> {
  const positions = new Map<string, number[]>();
  let before = 0;
  let start = 0;
  while (start < text.length) {
    let end = start + WORDS_PIECE;
    if (end >= text.length) end = text.length;
    else {
      // Runs end at a space, which no word spans.
      const space = text.indexOf(' ', end);
      end = space < 0 ? text.length : space;
    }
    await nextTurn();
    const words = await repo.wordsOfPiece(db, text.slice(start, end));
    const endWord = words.find(([word]) => word === repo.PIECE_END_WORD);
    for (const [word, at] of words) {
      if (word === repo.PIECE_END_WORD) continue;
      const list = positions.get(word) ?? [];
      if (list.length === 0) positions.set(word, list);
      for (const p of at) {
        const position = Math.min(p + before, MAX_POSITION);
        const last = list.at(-1);
        if (list.length >= MAX_POSITIONS || last === MAX_POSITION) break;
        if (last !== position) list.push(position);
      }
    }
    // The end word comes after every word of the run: its position counts them.
    before += (endWord?.[1].at(-1) ?? 1) - 1;
    start = end;
  }
  const quoted = (word: string) => `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
  return [...positions]
    .map(([word, list]) => `${quoted(word)}:${list.map((p) => `${p}C`).join(',')}`)
    .join(' ');
}

/** Builds one page's entry; another change to the page since leaves it pending for another turn. */
async function buildEntry(db: Executor, routeId: number): Promise<void> {
  const { sections, version } = await repo.readPageTexts(db, routeId);
  if (version === null) return;
  const parts: string[] = [];
  for (const section of sections) {
    const text = section.plain ?? (await plainTextStart(db, section));
    parts.push(`${section.title} ${text}`);
  }
  const body = firstCharacters(parts.join(' '), WORDS_READ);
  const words = await weightedWords(db, body);
  await nextTurn();
  await repo.writePageEntry(db, { routeId, body, words, version });
}

export interface PageSearchEntries {
  /** A save left its page pending: its entry is built once the reply is on its way. */
  saved(): void;
  /** Resolves once no entry this process knows of is pending (searches wait for it). */
  settled(): Promise<void>;
  /** Stops after the current step; what is still pending is built at the next start. */
  close(): Promise<void>;
}

export function startPageSearchEntries({
  db,
  log,
}: {
  db: Executor;
  log: FastifyBaseLogger;
}): PageSearchEntries {
  let running: Promise<void> | null = null;
  let isWanted = false;
  let isClosed = false;

  async function buildPending(): Promise<void> {
    do {
      isWanted = false;
      await nextTurn();
      for (const { routeId } of await repo.listPendingPages(db)) {
        if (isClosed) return;
        await buildEntry(db, routeId);
      }
    } while (isWanted && !isClosed);
  }

  function saved(): void {
    isWanted = true;
    if (running || isClosed) return;
    running = buildPending()
      .catch((error: unknown) => log.error({ err: error }, 'A page search entry could not be built.'))
      .finally(() => {
        running = null;
      });
  }

  // Pages left pending by a stop before their entry was built.
  saved();
  return {
    saved,
    settled: async () => {
      while (running) await running;
    },
    close: async () => {
      isClosed = true;
      await running;
    },
  };
}
