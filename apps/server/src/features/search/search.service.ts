// Search across the portal: the typed text becomes a full-text query (prefix terms as
// you type, web-search syntax when quotes, OR or -word are used), near names catch misspellings,
// and pages a user may not open are left out. Other features call `reindexSearch` after writes.
import {
  SEARCH_HIT_TYPES,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_TOO_LONG_MESSAGE,
  SEARCH_TOP_PER_TYPE,
  type SearchHit,
  type SearchHitType,
  type SearchQuerySchema,
  type SearchResult,
  type SearchText,
} from '@atrium/contracts';
import type { z } from 'zod';
import { AppError, notFound } from '../../platform/errors.ts';
import type { SystemContext } from '../../platform/service-context.ts';
import { listPageIdsOutsideAudience } from '../site/audiences.service.ts';
import type { SiteContext } from '../site/index.ts';
import type { PageSearchEntries } from './page-entries.ts';
import * as repo from './search.repo.ts';

type SearchInput = z.output<typeof SearchQuerySchema>;

/** Words as the index sees them: letters and digits of any script. */
const WORD = /[\p{L}\p{N}]+/gu;
const WEB_SEARCH_SYNTAX = /"|(^|\s)-\S|\sor\s/i;
/** Near-name (trigram) matching below this many letters matches nearly everything. */
const NEAR_MIN_LENGTH = 4;
/** Up to this many letters only names and titles are searched (a prefix that short matches most text). */
const SHORT_MAX_LENGTH = 2;

/** The typed text as search terms, or undefined when it holds no word at all. */
export function toSearchTerms(text: string): repo.SearchTerms | undefined {
  const words = text.match(WORD) ?? [];
  if (words.length === 0) return undefined;
  const isWebSearch = WEB_SEARCH_SYNTAX.test(text);
  // Every word as a prefix: 'jo smi' finds John Smith while it is being typed.
  const query = words.map((w) => `'${w}':*`).join(' & ');
  const letters = words.join('').length;
  // One or two letters as you type: names and titles only, so the palette answers at once.
  const isShort = letters <= SHORT_MAX_LENGTH && !isWebSearch;
  return {
    query,
    isWebSearch,
    text: isShort ? words.join(' ') : text.trim(),
    allowNear: letters >= NEAR_MIN_LENGTH,
    isShort,
  };
}

/** ts_headline's marked text as pieces the web renders as text (never as HTML). */
export function toSearchText(marked: string): SearchText {
  const pieces: SearchText = [];
  let rest = marked;
  while (rest.length > 0) {
    const start = rest.indexOf(repo.MATCH_START);
    if (start === -1) {
      pieces.push({ text: rest, isMatch: false });
      break;
    }
    if (start > 0) pieces.push({ text: rest.slice(0, start), isMatch: false });
    const stop = rest.indexOf(repo.MATCH_STOP, start);
    const end = stop === -1 ? rest.length : stop;
    pieces.push({ text: rest.slice(start + 1, end), isMatch: true });
    rest = stop === -1 ? '' : rest.slice(stop + 1);
  }
  // Adjacent marked words read as one highlight.
  return pieces.filter((p) => p.text !== '');
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
/** A highlighted text as it reads, without its marks and with its spaces squashed. */
const readAs = (text: SearchText) => squash(text.map((piece) => piece.text).join(''));
/** How many characters of a snippet's ends are compared with the body's. */
const CUT_PROBE = 20;

/**
 * A snippet taken from within a longer body says so: an ellipsis where it starts after the body's
 * start or ends before the body's end, as between its fragments.
 */
export function markCuts(snippet: SearchText, bodyStart: string, bodyEnd: string): SearchText {
  const plain = readAs(snippet);
  if (plain === '') return snippet;
  const isCutAtStart = !squash(bodyStart).startsWith(plain.slice(0, CUT_PROBE));
  const isCutAtEnd = !squash(bodyEnd).endsWith(plain.slice(-CUT_PROBE));
  return [
    ...(isCutAtStart ? [{ text: '… ', isMatch: false }] : []),
    ...snippet,
    ...(isCutAtEnd ? [{ text: ' …', isMatch: false }] : []),
  ];
}

const ROUTE_OF: Record<Exclude<SearchHitType, 'page'>, string> = {
  person: '_partnerProfile',
  company: '_companyDetail',
  assignment: '_assignmentDetail',
};

/**
 * A page whose text opens with its description would show the same sentence twice, once under
 * its title and again in the snippet: the snippet alone says it.
 */
function isSaidBySnippet(subtitle: string, snippet: SearchText): boolean {
  const description = squash(subtitle);
  return description !== '' && readAs(snippet).startsWith(description);
}

function toHit(row: repo.HitRow): SearchHit {
  const route: SearchHit['route'] =
    row.kind === 'page'
      ? { name: row.routeName ?? '', params: {} }
      : { name: ROUTE_OF[row.kind], params: { Id: String(row.refId) } };
  const snippet = markCuts(toSearchText(row.snippet), row.bodyStart, row.bodyEnd);
  return {
    type: row.kind,
    id: row.refId,
    title: toSearchText(row.title),
    subtitle: isSaidBySnippet(row.subtitle, snippet) ? '' : row.subtitle,
    snippet,
    route,
    isActive: row.isActive,
  };
}

const emptyCounts = () => ({ page: 0, person: 0, company: 0, assignment: 0, all: 0 });

/**
 * GET /api/v2/search: with a type, one page of that type; without, the top hits of every type.
 * Disabled, unpublished and expired pages are found by site admins only, and pages outside the
 * caller's audiences by no one else.
 */
export async function search(
  ctx: SiteContext & { pageEntries?: Pick<PageSearchEntries, 'settled'> },
  input: SearchInput,
): Promise<SearchResult> {
  if (input.q.length > SEARCH_QUERY_MAX_LENGTH)
    throw new AppError('validation_failed', SEARCH_TOO_LONG_MESSAGE, 400);
  const type = input.type ?? null;
  const pageSize = type ? SEARCH_PAGE_SIZE : SEARCH_TOP_PER_TYPE;
  const result: SearchResult = {
    q: input.q,
    type,
    page: input.page,
    pageSize,
    counts: emptyCounts(),
    groups: [],
  };
  const terms = toSearchTerms(input.q);
  if (!terms) return result;
  // A page saved a moment ago is found by its new text: its entry, if still being built, first.
  await ctx.pageEntries?.settled();
  const { counts, hits } = await repo.searchDocuments(ctx.db, terms, {
    type: type ?? undefined,
    limit: pageSize,
    offset: type ? (input.page - 1) * pageSize : 0,
    isAdmin: ctx.user.SiteAdmin,
    hiddenPageIds: [...(await listPageIdsOutsideAudience(ctx))],
  });
  for (const kind of SEARCH_HIT_TYPES) result.counts[kind] = counts[kind] ?? 0;
  result.counts.all = SEARCH_HIT_TYPES.reduce((sum, kind) => sum + result.counts[kind], 0);
  result.groups = SEARCH_HIT_TYPES.filter((kind) => (type ? kind === type : result.counts[kind] > 0)).map(
    (kind) => ({
      type: kind,
      total: result.counts[kind],
      hits: hits.filter((h) => h.kind === kind).map(toHit),
    }),
  );
  return result;
}

export type ReindexScope = repo.IndexScope & { types?: SearchHitType[] };

/**
 * Brings the search documents up to date after a write (an import, a profile or company save);
 * with ids, only those rows. Pages also follow their own writes by database triggers.
 * Call inside the writing transaction so a failed write leaves the index as it was.
 */
export async function reindexSearch({ db }: SystemContext, scope: ReindexScope = {}): Promise<number> {
  const { types = [...SEARCH_HIT_TYPES], ...ids } = scope;
  return repo.indexDocuments(db, { types, scope: ids });
}

/** How many documents of each type the index holds (the command line prints it). */
export async function countSearchDocuments({ db }: SystemContext): Promise<Record<string, number>> {
  return repo.countDocuments(db);
}

/** /learn?oid=: the page's UUID, when the caller may open it (hidden pages for admins only). */
export async function findPageByOid(ctx: SiteContext, { oid }: { oid: number }): Promise<{ UUID: string }> {
  const page = await repo.findPageByOid(ctx.db, oid);
  if (!page || (!page.isVisible && !ctx.user.SiteAdmin) || (await listPageIdsOutsideAudience(ctx)).has(oid))
    throw notFound('This page does not exist.');
  return { UUID: page.uuid };
}
