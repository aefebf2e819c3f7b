import type { SqlStatement } from '../sql/executor';
import { likeContains } from '../data-source';
import { filterConditions, ITEM_CARD_JOIN, ITEM_COLUMNS, type ItemFilters, type ItemRow } from './item-row';

/**
 * The member directory's SQL, in one place: ItemsRepository runs it for the API, and tools/bench
 * runs the very same repository method without the API, so the benchmark's API/SQL ratio compares
 * like with like.
 */


/** Runs a statement and answers its rows (the API passes its pool, the benchmark its own). */
export type RunSql = <T>(statement: SqlStatement) => Promise<T[]>;

/** The number of published items matching some filters (the API caches search totals). */
export type CountMatches = (filters: ItemFilters) => Promise<number>;

export interface DirectoryQuery extends ItemFilters {
  page: number;
  limit: number;
}

export interface DirectoryPage {
  rows: ItemRow[];
  total: number;
}

/** How a page of search results is read; see searchPlan. */
export type PagePlan = 'walk' | 'matches' | 'words';

const PUBLISHED = `b.status = 'published'`;

/**
 * Browsing statements (no search) are named, so PostgreSQL parses them once per connection and,
 * where its generic plan is as good (category pages), plans them once too: planning the page join
 * took twice as long as running it (database CPU per category page: 0.8 ms unnamed, 0.2 named).
 * Search statements stay unnamed and are planned for each term, because a generic plan cannot
 * know whether a term matches 20 rows or 20,000.
 */
function statementName(kind: 'count' | 'page', filters: ItemFilters): string | undefined {
  if (filters.search !== undefined) return undefined;
  const shape = [filters.category !== undefined && 'category', filters.subcategory !== undefined && 'subcategory'].filter(Boolean).join('_');
  return `directory_${kind}_${shape || 'all'}`;
}

/**
 * The number of published items matching the filters. Without a search it is summed from
 * bolo_item_counts, which triggers keep exact (migration DirectoryCounts). A search of letters
 * and digits is read from bolo_item_term_counts (migration SearchTermCounts, see searchTermKey);
 * any other search counts its trigram matches on bolo_items.
 */
export function countStatement(filters: ItemFilters): SqlStatement {
  const values: unknown[] = [];
  if (filters.search === undefined) {
    const conditions: string[] = [];
    if (filters.category !== undefined) conditions.push(`c.category = $${values.push(filters.category)}`);
    if (filters.subcategory !== undefined) conditions.push(`c.subcategory = $${values.push(filters.subcategory)}`);
    const where = conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : '';
    return { name: statementName('count', filters), text: `SELECT coalesce(sum(c.published), 0)::int AS total FROM bolo_item_counts c${where}`, values };
  }
  const counted = (): string => `SELECT count(*)::int AS total FROM bolo_items b WHERE ${[PUBLISHED, ...filterConditions(filters, values)].join(' AND ')}`;
  const key = searchTermKey(filters.search);
  if (key === null) return { text: counted(), values };

  // ' AND c.category = $n ...' for the kept counts' rows of the category filters.
  const inScope = (): string => {
    let conditions = '';
    if (filters.category !== undefined) conditions += ` AND c.category = $${values.push(filters.category)}`;
    if (filters.subcategory !== undefined) conditions += ` AND c.subcategory = $${values.push(filters.subcategory)}`;
    return conditions;
  };
  if (key.kind === 'piece') {
    const term = `$${values.push(key.term)}`;
    return { text: `SELECT coalesce(sum(c.published), 0)::int AS total FROM bolo_item_term_counts c WHERE c.kind = 'g' AND c.term = ${term}${inScope()}`, values };
  }
  const scope = inScope();
  // The words in scope that contain the term ('' stands for any word too long to be kept). None:
  // nothing matches; exactly one real word: its count. Several ('piece', 'pieces'): without
  // categories, the distinct items among their postings (index entries only); otherwise the
  // matches are counted on bolo_items. Each of these is an InitPlan, which PostgreSQL runs only
  // when coalesce reaches it.
  const pattern = `$${values.push(likeContains(key.term))}`;
  const fromPostings = scope
    ? ''
    : `CASE WHEN NOT EXISTS (SELECT 1 FROM words WHERE term = '') THEN (
                 SELECT count(DISTINCT p.id) FROM bolo_item_words p
                  WHERE p.word IN (SELECT s.word FROM bolo_search_words s WHERE s.word LIKE ${pattern} AND s.published > 0)) END,
               `;
  return {
    text: `
      WITH words AS (
        SELECT c.term, sum(c.published) AS published FROM bolo_item_term_counts c
         WHERE c.kind = 'w' AND c.term LIKE ${pattern}${scope} GROUP BY c.term HAVING sum(c.published) > 0
        UNION ALL
        SELECT '', sum(c.published) FROM bolo_item_term_counts c
         WHERE c.kind = 'w' AND c.term = ''${scope} HAVING sum(c.published) > 0
      )
      SELECT coalesce(
               CASE (SELECT count(*) FROM words) WHEN 0 THEN 0 WHEN 1 THEN (SELECT published FROM words WHERE term <> '') END,
               ${fromPostings}(${counted()})
             )::int AS total`,
    values,
  };
}

/**
 * Which kept count answers a search total (migration SearchTermCounts), or null when only
 * counting the matches can. A term of the letters a-z and digits lies inside one word of the
 * lowered search text, so its matches are the items with a word containing it: a 3- or
 * 4-character term is a kept 'piece'; a longer one is answered through the kept 'word's.
 */
export function searchTermKey(search: string | undefined): { kind: 'piece' | 'word'; term: string } | null {
  if (search === undefined) return null;
  const term = search.toLowerCase();
  if (!/^[a-z0-9]+$/.test(term) || term.length < 3) return null;
  return { kind: term.length <= 4 ? 'piece' : 'word', term };
}

/**
 * A page newest first (updated DESC, id DESC). The page's ids are found first, from index entries
 * alone where possible; only those rows are then read in full and joined with their card, so a
 * deep page does not join tens of thousands of rows it skips.
 */
export function pageStatement(query: DirectoryQuery, plan: PagePlan): SqlStatement {
  const values: unknown[] = [];
  const where = [PUBLISHED, ...filterConditions(query, values)].join(' AND ');
  const limitOffset = `LIMIT $${values.length + 1} OFFSET $${values.length + 2}`;
  values.push(query.limit, (query.page - 1) * query.limit);
  const select = (pageIds: string) => `
    SELECT ${ITEM_COLUMNS}
      FROM (${pageIds}) page
      JOIN bolo_items b ON b.id = page.id ${ITEM_CARD_JOIN}
     ORDER BY page.updated DESC, page.id DESC`;
  if (plan === 'words') return wordsPageStatement(query);
  const text =
    plan === 'walk'
      ? select(`SELECT b.id, b.updated FROM bolo_items b WHERE ${where} ORDER BY b.updated DESC, b.id DESC ${limitOffset}`)
      : // MATERIALIZED keeps the planner from turning this back into an index walk.
        `WITH matches AS MATERIALIZED (SELECT b.id, b.updated FROM bolo_items b WHERE ${where})` +
        select(`SELECT id, updated FROM matches ORDER BY updated DESC, id DESC ${limitOffset}`);
  return { name: statementName('page', query), text, values };
}

/**
 * A page of a term of letters and digits, without categories, from the postings of the words
 * that contain it (migration SearchWordPostings), index entries only. The first offset + limit
 * items of the page's order are each among the first offset + limit postings of one of their
 * words, so each word's list is read only that far (newest first, straight from the index), then
 * merged; an item with two such words ('metal', 'metallic') is listed once. Its rows are then
 * read as in pageStatement.
 */
function wordsPageStatement(query: DirectoryQuery): SqlStatement {
  const key = searchTermKey(query.search);
  if (key === null || query.category !== undefined || query.subcategory !== undefined) throw new Error('The words plan serves a term of letters and digits without categories');
  const offset = (query.page - 1) * query.limit;
  return {
    text: `
    SELECT ${ITEM_COLUMNS}
      FROM (SELECT DISTINCT x.id, x.updated
              FROM bolo_search_words s
             CROSS JOIN LATERAL (SELECT p.id, p.updated FROM bolo_item_words p WHERE p.word = s.word
                                  ORDER BY p.updated DESC, p.id DESC LIMIT $2) x
             WHERE s.word LIKE $1 AND s.published > 0
             ORDER BY x.updated DESC, x.id DESC LIMIT $3 OFFSET $4) page
      JOIN bolo_items b ON b.id = page.id ${ITEM_CARD_JOIN}
     ORDER BY page.updated DESC, page.id DESC`,
    values: [likeContains(key.term), offset + query.limit, query.limit, offset],
  };
}

/**
 * How many postings the words plan would read for a page (each word's, up to offset + limit), or
 * null when it cannot serve it: a term with other characters, a category filter, or a kept word
 * too long to have postings.
 */
export function postingsStatement(query: DirectoryQuery): SqlStatement | null {
  const key = searchTermKey(query.search);
  if (key === null || query.category !== undefined || query.subcategory !== undefined) return null;
  return {
    text: `SELECT CASE WHEN coalesce((SELECT published FROM bolo_search_words WHERE word = ''), 0) > 0 THEN NULL
                       ELSE coalesce((SELECT sum(least(published, $2)) FROM bolo_search_words WHERE word LIKE $1 AND published > 0), 0) END::int AS postings`,
    values: [likeContains(key.term), query.page * query.limit],
  };
}

/** A posting read and sorted costs about a tenth of a row tested on the heap (measured at 100k items). */
const POSTING_COST = 0.1;

/**
 * How to read a page of search results. Walking the newest-first index and testing each row
 * costs about (offset + limit) x inScope / matches rows (inScope: the published items of the
 * category filters); collecting every match through the trigram index and sorting costs about
 * `matches` rows; reading the postings of the words that contain the term (when it can) costs
 * `postings` index entries, each far cheaper than a row. The cheapest one wins. Left to itself
 * the planner walks the index even when the term is rare and the walk covers most of the table
 * ('pyrex': 7,800 rows tested for 24).
 */
export function searchPlan(offset: number, limit: number, matches: number, inScope: number, postings: number | null = null): PagePlan {
  const walk = ((offset + limit) * inScope) / matches;
  const heap = Math.min(walk, matches);
  if (postings !== null && postings * POSTING_COST < heap) return 'words';
  return walk <= matches ? 'walk' : 'matches';
}

/** Counts straight from the database: the benchmark's count, and the API's on a cache miss. */
export function countFrom(run: RunSql): CountMatches {
  return async (filters) => (await run<{ total: number }>(countStatement(filters)))[0].total;
}

/**
 * One directory page and its total, exactly as the API reads it. Browsing reads the page and the
 * total side by side. A search is counted first (with the size of its postings, when it has
 * some), because the counts decide how to read the page.
 */
export async function readDirectoryPage(run: RunSql, query: DirectoryQuery, count: CountMatches): Promise<DirectoryPage> {
  const scope: ItemFilters = { category: query.category, subcategory: query.subcategory };
  if (query.search === undefined) {
    const [rows, total] = await Promise.all([run<ItemRow>(pageStatement(query, 'walk')), count(scope)]);
    return { rows, total };
  }
  const offset = (query.page - 1) * query.limit;
  const postings = postingsStatement(query);
  const [total, inScope, counted] = await Promise.all([
    count({ ...scope, search: query.search }),
    count(scope),
    postings ? run<{ postings: number | null }>(postings) : Promise.resolve([{ postings: null }]),
  ]);
  if (total === 0 || offset >= total) return { rows: [], total };
  const plan = searchPlan(offset, query.limit, total, inScope, counted[0].postings);
  return { rows: await run<ItemRow>(pageStatement(query, plan)), total };
}
