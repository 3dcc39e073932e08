// The SQL of page entries built after the save (migration 0023): each statement does a bounded
// share of the work, so none holds the embedded database, and with it the event loop, for long.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database.ts';
import { queryRows } from '../../platform/sql-rows.ts';

/** A rich text up to this long is made plain text whole, in the statement that reads the page. */
export const WHOLE_TEXT_LENGTH = 16_384;

/** A word no text can hold: the words' text has no '@' or '.' (search_word_text). */
export const PIECE_END_WORD = 'pieceend@atrium.invalid';

export interface PendingPage {
  routeId: number;
  version: number;
}

export async function listPendingPages(db: Executor): Promise<PendingPage[]> {
  return queryRows<PendingPage>(
    db,
    sql`select route_id as "routeId", version from search_pages_pending order by route_id`,
  );
}

export interface PageSectionText {
  /** The section's title as plain text. */
  title: string;
  /** The text as plain text, when short; otherwise null, to be read a piece at a time. */
  plain: string | null;
  sectionId: number;
  /** The text's length in characters. */
  length: number;
}

/** The page's rich-text sections in order, and how many changes its pending mark counts now. */
export async function readPageTexts(
  db: Executor,
  routeId: number,
): Promise<{ sections: PageSectionText[]; version: number | null }> {
  const found = await queryRows<PageSectionText & { version: number | null }>(
    db,
    sql`select search_plain_text(s.title) as title,
          case when length(coalesce(s.text, '')) <= ${WHOLE_TEXT_LENGTH} then search_plain_text(s.text) end as plain,
          s.id as "sectionId", length(coalesce(s.text, '')) as length, null::int as version, s.position
        from sections s where s.route_id = ${routeId} and s.type_identifier = 'RichText'
          -- as search_index_pages (0024): a widget limited to an audience is not searchable
          and not exists (select 1 from jsonb_array_elements(s.attributes) a
            where a->>'Name' = 'audience' and coalesce(a->>'Value', '') not in ('', '[]'))
        union all
        select null, null, null, null, version, null from search_pages_pending where route_id = ${routeId}
        order by position`,
  );
  const mark = found.find((row) => row.title === null);
  const sections = found.filter((row) => row.title !== null);
  return { sections, version: mark ? mark.version : null };
}

/**
 * The next piece of a section's text from character `done` on, as plain text with its length in
 * characters, and the character it ends before.
 */
export async function plainTextStep(
  db: Executor,
  step: { sectionId: number; done: number; pieceLength: number },
): Promise<{ text: string; length: number; upto: number }> {
  const [row] = await queryRows<{ text: string; length: number; upto: number }>(
    db,
    sql`select s.plain as text, length(s.plain) as length, s.upto
        from search_plain_text_step(${step.sectionId}, ${step.done}, ${step.pieceLength}) s`,
  );
  return row;
}

/** The words of a run of plain text with their positions, the end word last among them. */
export async function wordsOfPiece(db: Executor, text: string): Promise<[string, number[]][]> {
  const [row] = await queryRows<{ words: string }>(
    db,
    sql`select coalesce(json_agg(json_build_array(w.lexeme, w.positions)), '[]')::text as words
        from unnest(to_tsvector('simple', search_word_text(${text}) || ' ' || ${PIECE_END_WORD})) w`,
  );
  return JSON.parse(row.words);
}

/** Writes the page's entry from its body and C-weighted words; clears the mark unless changed since. */
export async function writePageEntry(
  db: Executor,
  entry: { routeId: number; body: string; words: string; version: number },
): Promise<void> {
  await db.execute(
    sql`select search_index_page_built(${entry.routeId}, ${entry.body}, ${entry.words}::tsvector, ${entry.version})`,
  );
}
