// The only SQL of search: the query over `search_documents` and the calls of the index functions
// (migration 0010 defines what each type indexes).
import { SEARCH_HIT_TYPES, type SearchHitType } from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database.ts';
import { queryRows } from '../../platform/sql-rows.ts';

/** Private-use characters around matched words: text the portal stores never holds them. */
export const MATCH_START = '\uE000';
export const MATCH_STOP = '\uE001';

/** How near (trigram word similarity) a name must be to count as a misspelling of the query. */
const NEAR_THRESHOLD = '0.4';
/** Bodies up to this many characters (about two lines of results) are shown whole. */
const WHOLE_SNIPPET_LENGTH = sql.raw('160');

/** ts_rank weights of D, C, B, A: a word in the name or title counts far more than one in the text. */
const RANK_WEIGHTS = '{0.01,0.05,0.2,1.0}';

export interface SearchTerms {
  /** A `to_tsquery` text (prefix terms) or, with `isWebSearch`, the words as typed. */
  query: string;
  isWebSearch: boolean;
  /** The typed text, for the exact-name and near-name (trigram) matches. */
  text: string;
  /** Near-name matching needs a few letters to mean anything. */
  allowNear: boolean;
  /** One or two letters: names and titles with a word starting so, in name order. */
  isShort: boolean;
}

export interface SearchWindow {
  type?: SearchHitType;
  limit: number;
  offset: number;
  isAdmin: boolean;
  /** Pages outside the caller's audiences: never found. */
  hiddenPageIds: number[];
}

export interface HitRow {
  kind: SearchHitType;
  refId: number;
  title: string;
  subtitle: string;
  snippet: string;
  /** The body's first and last characters, to tell whether the snippet was cut from it. */
  bodyStart: string;
  bodyEnd: string;
  isActive: boolean;
  routeName: string | null;
}

export interface SearchRows {
  counts: Partial<Record<SearchHitType, number>>;
  hits: HitRow[];
}

const headlineOptions = (extra: string) =>
  `StartSel=${MATCH_START}, StopSel=${MATCH_STOP}, ${extra}`.replaceAll(', ', ',');

/** The columns of a matched document that ranking and ordering read. */
const MATCHED_COLUMNS = sql.raw('n.kind, n.ref_id, n.title, n.is_active, n.name_fold, n.document');

/** The documents a short, a full-text and a full-text-or-near query match, and how each scores. */
function matchOf(terms: SearchTerms): { matched: SQL; score: SQL } {
  // A prefix of one or two letters over whole documents matches most rows and ranks nothing: it
  // reads the words of names and titles only (migration 0012's index) and orders by name.
  if (terms.isShort)
    return {
      matched: sql`SELECT ${MATCHED_COLUMNS} FROM search_documents n, q
        WHERE to_tsvector('simple', n.name_fold) @@ q.tsq`,
      score: sql`0`,
    };
  const rank = sql`ts_rank(${RANK_WEIGHTS}::real[], d.document, q.tsq, 1)`;
  const textMatches = sql`SELECT ${MATCHED_COLUMNS} FROM search_documents n, q WHERE n.document @@ q.tsq`;
  if (!terms.allowNear) return { matched: textMatches, score: rank };
  // Two indexes, each read on its own: an OR of the two in one WHERE is planned as a scan of every
  // document on a small table. A near name already matched by its text is left to the first read,
  // so the two add up without a sort to drop doubles or a second look-up of every match. The kind
  // is a filter (`<>`) rather than a third index to AND with, which would read every person and
  // company name.
  return {
    matched: sql`${textMatches}
      UNION ALL
      SELECT ${MATCHED_COLUMNS} FROM search_documents n, q
      WHERE search_is_near(q.fold, n.name_fold) AND n.kind <> 'page' AND n.kind <> 'assignment'
        AND (n.document @@ q.tsq) IS NOT TRUE`,
    score: sql`${rank} + search_nearness(q.fold, d.name_fold)`,
  };
}

/** Within a type: the exact name first, then active people, then text rank and name nearness. */
const hitOrder = (alias: 'h' | 'w') =>
  sql.raw(
    ['is_exact DESC', 'is_active DESC', 'score DESC', 'title', 'ref_id']
      .map((c) => `${alias}.${c}`)
      .join(', '),
  );

/**
 * One statement: the matches found through the indexes and kept as narrow rows, the counts per
 * type, the window asked for taken per type with a top-N sort (never a sort of every match), and
 * highlighted titles and snippets computed for the rows shown only.
 */
export async function searchDocuments(
  db: Executor,
  terms: SearchTerms,
  window: SearchWindow,
): Promise<SearchRows> {
  const tsquery = terms.isWebSearch
    ? sql`websearch_to_tsquery('simple', search_fold(${terms.text}))`
    : sql`to_tsquery('simple', search_fold(${terms.query}))`;
  const { matched, score } = matchOf(terms);
  const kinds = window.type ? [window.type] : SEARCH_HIT_TYPES;
  const [row] = await queryRows<{ counts: Record<string, number> | null; hits: HitRow[] | null }>(
    db,
    sql`
    WITH q AS MATERIALIZED (
      SELECT ${tsquery} AS tsq, search_fold(${terms.text}) AS fold,
        -- a misspelt surname scores about 0.5 against the full name; pg_trgm's default is 0.6
        set_config('pg_trgm.word_similarity_threshold', ${NEAR_THRESHOLD}, true) AS threshold
    ),
    hits AS MATERIALIZED (
      SELECT d.kind, d.ref_id, d.title, d.is_active, d.name_fold = q.fold AS is_exact, ${score} AS score
      FROM (${matched}) d
      CROSS JOIN q
      LEFT JOIN routes r ON d.kind = 'page' AND r.id = d.ref_id
      WHERE (d.kind <> 'page' OR (r.deleted_at IS NULL
        AND NOT (r.id = ANY(${ids(window.hiddenPageIds)})) AND (${window.isAdmin} OR (
          r.status = 'active'
          AND (r.publish_date IS NULL OR r.publish_date <= current_date)
          AND (r.expiration_date IS NULL OR r.expiration_date >= current_date)))))
    ),
    shown AS (
      SELECT t.* FROM unnest(${`{${kinds.join(',')}}`}::text[]) k(kind)
      CROSS JOIN LATERAL (
        SELECT h.* FROM hits h WHERE h.kind = k.kind
        ORDER BY ${hitOrder('h')}
        LIMIT ${window.limit} OFFSET ${window.offset}
      ) t
    )
    SELECT
      (SELECT json_object_agg(kind, total) FROM (SELECT kind, count(*)::int AS total FROM hits GROUP BY kind) c) AS counts,
      (SELECT json_agg(json_build_object(
          'kind', w.kind, 'refId', w.ref_id, 'subtitle', d.subtitle, 'isActive', w.is_active,
          'routeName', r.name,
          'title', ts_headline('simple', d.title, q.tsq, ${headlineOptions('HighlightAll=true')}),
          -- A body short enough to read at a glance shows whole: fragments would cut it to the
          -- words around the match.
          'snippet', CASE WHEN d.body = '' THEN ''
            WHEN length(d.body) <= ${WHOLE_SNIPPET_LENGTH} THEN ts_headline('simple', d.body, q.tsq, ${headlineOptions('HighlightAll=true')})
            ELSE ts_headline('simple', d.body, q.tsq,
              ${headlineOptions('MaxWords=24, MinWords=10, MaxFragments=2, FragmentDelimiter=" … "')}) END,
          'bodyStart', left(d.body, 40), 'bodyEnd', right(d.body, 40)
        ) ORDER BY w.kind, ${hitOrder('w')})
        FROM shown w
        CROSS JOIN q
        JOIN search_documents d ON d.kind = w.kind AND d.ref_id = w.ref_id
        LEFT JOIN routes r ON w.kind = 'page' AND r.id = w.ref_id) AS hits
    `,
  );
  return { counts: (row?.counts ?? {}) as SearchRows['counts'], hits: row?.hits ?? [] };
}

export interface IndexScope {
  /** Only these pages / people / companies / assignments; all of a type when left out. */
  pageIds?: number[];
  personIds?: number[];
  companyIds?: number[];
  assignmentIds?: number[];
}

const ids = (values: number[] | undefined) =>
  values === undefined
    ? sql`NULL::integer[]`
    : sql`${`{${values.map((v) => Math.trunc(v)).join(',')}}`}::integer[]`;

/** Rebuilds the documents of the given types; answers how many were written. */
export async function indexDocuments(
  db: Executor,
  { types, scope = {} }: { types: SearchHitType[]; scope?: IndexScope },
): Promise<number> {
  const calls = [];
  if (types.includes('page')) calls.push(sql`search_index_pages(${ids(scope.pageIds)})`);
  if (types.includes('person')) calls.push(sql`search_index_people(${ids(scope.personIds)})`);
  if (types.includes('company')) calls.push(sql`search_index_companies(${ids(scope.companyIds)})`);
  if (types.includes('assignment')) {
    // A renamed company renames its assignments' client too.
    const byCompany = scope.companyIds !== undefined && scope.assignmentIds === undefined;
    calls.push(
      byCompany
        ? sql`search_index_assignments(${sql`'{}'::integer[]`}, ${ids(scope.companyIds)})`
        : sql`search_index_assignments(${ids(scope.assignmentIds)}, NULL::integer[])`,
    );
  }
  if (calls.length === 0) return 0;
  const [row] = await queryRows<{ written: number }>(db, sql`SELECT ${sql.join(calls, sql` + `)} AS written`);
  // A whole type rewritten: its entries merged into the indexes now rather than read through on
  // every search until the next vacuum (migration 0012).
  const scopeOf: Record<SearchHitType, number[] | undefined> = {
    page: scope.pageIds,
    person: scope.personIds,
    company: scope.companyIds,
    assignment: scope.assignmentIds ?? scope.companyIds,
  };
  if (types.some((type) => scopeOf[type] === undefined))
    await db.execute(sql`SELECT search_settle_indexes()`);
  return Number(row?.written ?? 0);
}

export async function countDocuments(db: Executor): Promise<Record<string, number>> {
  const result = await queryRows<{ kind: string; total: number }>(
    db,
    sql`SELECT kind, count(*)::int AS total FROM search_documents GROUP BY kind`,
  );
  return Object.fromEntries(result.map((r) => [r.kind, r.total]));
}

/** A live page by its id (oid), with whether a non-admin may open it. */
export async function findPageByOid(
  db: Executor,
  oid: number,
): Promise<{ uuid: string; isVisible: boolean } | undefined> {
  const [row] = await queryRows<{ uuid: string; isVisible: boolean }>(
    db,
    sql`SELECT uuid, (status = 'active'
          AND (publish_date IS NULL OR publish_date <= current_date)
          AND (expiration_date IS NULL OR expiration_date >= current_date)) AS "isVisible"
        FROM routes WHERE id = ${oid} AND deleted_at IS NULL`,
  );
  return row;
}
