import { effectiveSort, type DirectorySort, type Platform, type SearchOutcome } from '@bolo/contracts';
import type { SqlStatement } from '../sql/executor';
import { readDirectoryPage, type CountMatches, type DirectoryPage, type DirectoryQuery, type RunSql } from './directory-query';
import { chooseNearWords, countMatching, hasFacetFilters, keptCombinationsServe, splitSearch, typoBudget, type NearWords } from '@bolo/catalogue-search';
import { filterConditions, ITEM_CARD_JOIN, ITEM_COLUMNS, type ItemFilters, type ItemRow } from './item-row';
import type { KeptCombinations } from './directory-facets';
import { netOnPlatformSql } from './net-profit-sql';

// The directory beyond category filters and newest-first (issue 20): platform, source, price and
// profit filters, relevance and the other orders, and search that forgives typos. The tuned
// statements of directory-query.ts still answer what they were built for (browsing and exact
// searches newest first); everything else is read here with plain statements over the indexes
// the ItemPricesAndFacets migration added.

export interface DirectorySearchQuery extends DirectoryQuery {
  sort?: DirectorySort;
  netOn?: Platform;
}

export interface DirectoryResult extends DirectoryPage {
  /** With a search: whether it matched exactly, and the spelling suggested when it did not. */
  search?: SearchOutcome;
}

/**
 * The vocabulary words each search word accepts: words containing it (a search is a substring
 * search), and words within its typo budget by Levenshtein distance, found through the
 * vocabulary's trigram index (`%`, similarity at least 0.3, holds every one-typo variant of a
 * word of 5+ letters) and then checked exactly.
 */
export function nearWordsStatement(words: string[]): SqlStatement {
  return {
    text: `
      SELECT q.i::int AS i, s.word, levenshtein(s.word, q.w) AS distance, s.published
        FROM unnest($1::text[], $2::int[]) WITH ORDINALITY q(w, k, i)
       CROSS JOIN LATERAL (
         SELECT s.word, s.published FROM bolo_search_words s
          WHERE s.published > 0 AND s.word <> ''
            AND (s.word LIKE '%' || q.w || '%' OR (q.k > 0 AND s.word % q.w AND levenshtein_less_equal(s.word, q.w, q.k) <= q.k))
       ) s`,
    values: [words, words.map(typoBudget)],
  };
}

/**
 * What a search that matched nothing exactly stands for (chooseNearWords), from the vocabulary
 * words its words accept in the database.
 */
export async function resolveNearWords(run: RunSql, search: string): Promise<{ near: NearWords | null; suggestion: string | null }> {
  const { long } = splitSearch(search);
  if (long.length === 0) return { near: null, suggestion: null };
  const rows = await run<{ i: number; word: string; distance: number; published: number }>(nearWordsStatement(long));
  return chooseNearWords(
    search,
    rows.map((row) => ({ index: row.i - 1, word: row.word, distance: row.distance, published: row.published })),
  );
}

const PUBLISHED = `b.status = 'published'`;

/** Escapes a text for a PostgreSQL regular expression (every character that is not a letter or digit is literal). */
function regexLiteral(text: string): string {
  return text.replace(/[\\^$.|?*+()[\]{}-]/g, '\\$&');
}

/**
 * Relevance of `bolo_items b` to an exact search: a whole word of the name, then the start of a
 * word of the name, then anywhere in the name, then the same three in the description.
 */
function exactRelevanceSql(search: string, values: unknown[]): string {
  const text = search.toLowerCase();
  const word = `$${values.push(`(^|[^a-z0-9])${regexLiteral(text)}($|[^a-z0-9])`)}`;
  const start = `$${values.push(`(^|[^a-z0-9])${regexLiteral(text)}`)}`;
  const inside = `$${values.push(text)}`;
  // The regular expressions run only on the half (name or description) that holds the text.
  return `(CASE WHEN strpos(lower(b.name), ${inside}) > 0
                THEN CASE WHEN lower(b.name) ~ ${word} THEN 6 WHEN lower(b.name) ~ ${start} THEN 5 ELSE 4 END
                ELSE CASE WHEN lower(b.description) ~ ${word} THEN 3 WHEN lower(b.description) ~ ${start} THEN 2 ELSE 1 END END)`;
}

/** Relevance of a near match: how many of the search's words the name holds (through an accepted word). */
function nearRelevanceSql(near: NearWords, values: unknown[]): string {
  const nameWords = `ARRAY(SELECT bolo_search_words(lower(b.name)))`;
  return `(${near.accepted.map((words) => `(${nameWords} && $${values.push(words)}::text[])::int`).join(' + ')})`;
}

/** The ORDER BY of a sort over `b`, and its key's expression (null: none beyond the columns). */
function orderOf(sort: DirectorySort, filters: DirectorySearchQuery, values: unknown[], now: Date): { key: string | null; order: string; pageOrder: string } {
  const newest = { key: null, order: 'b.updated DESC, b.id DESC', pageOrder: 'page.updated DESC, page.id DESC' };
  const byKey = (key: string, tieByDate = false) => ({
    key,
    order: `${key} DESC NULLS LAST, ${tieByDate ? 'b.updated DESC, ' : ''}b.id DESC`,
    pageOrder: `page.sort_key DESC NULLS LAST, ${tieByDate ? 'page.updated DESC, ' : ''}page.id DESC`,
  });
  switch (sort) {
    case 'relevance':
      if (filters.nearWords) return byKey(nearRelevanceSql(filters.nearWords, values), true);
      return filters.search === undefined ? newest : byKey(exactRelevanceSql(filters.search, values), true);
    case 'profit':
      return byKey('b.est_profit');
    case 'roi':
      return byKey('b.roi_percent');
    case 'sold':
      return byKey('b.sold_max');
    case 'net':
      return filters.netOn ? byKey(netOnPlatformSql(filters.netOn, now)) : newest;
    default:
      return newest;
  }
}

/** A page in any order: the page's ids and sort keys first, then only those rows read in full. */
export function sortedPageStatement(query: DirectorySearchQuery, now: Date): SqlStatement {
  const values: unknown[] = [];
  const where = [PUBLISHED, ...filterConditions(query, values)].join(' AND ');
  const { key, order, pageOrder } = orderOf(effectiveSort(query), query, values, now);
  const limit = `$${values.push(query.limit)}`;
  const offset = `$${values.push((query.page - 1) * query.limit)}`;
  return {
    text: `
    SELECT ${ITEM_COLUMNS}
      FROM (SELECT b.id, b.updated, ${key ?? 'NULL::numeric'} AS sort_key FROM bolo_items b
             WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) page
      JOIN bolo_items b ON b.id = page.id ${ITEM_CARD_JOIN}
     ORDER BY ${pageOrder}`,
    values,
  };
}

/** The number of published items matching any filters, counted on bolo_items. */
export function filteredCountStatement(filters: ItemFilters): SqlStatement {
  const values: unknown[] = [];
  return { text: `SELECT count(*)::int AS total FROM bolo_items b WHERE ${[PUBLISHED, ...filterConditions(filters, values)].join(' AND ')}`, values };
}

/** Whether the tuned statements of directory-query.ts serve this query's page and total. */
function isTunedQuery(query: DirectorySearchQuery): boolean {
  return !hasFacetFilters(query) && effectiveSort(query) === 'newest';
}

/**
 * The filters a query is answered with, and how its search came out. A search that matches
 * nothing exactly (with every filter applied) is answered by its near misses.
 */
export async function resolveSearch<Q extends DirectorySearchQuery>(
  run: RunSql,
  query: Q,
  count: CountMatches,
  kept?: KeptCombinations,
): Promise<{ filters: Q; total: number; search?: SearchOutcome }> {
  let total: number;
  if (!hasFacetFilters(query)) total = await count(query);
  // Facet filters without a search: the kept combinations hold the answer (the API keeps them in memory).
  else if (kept && keptCombinationsServe(query)) total = countMatching(await kept(), query);
  else total = (await run<{ total: number }>(filteredCountStatement(query)))[0].total;
  if (query.search === undefined) return { filters: query, total };
  if (total > 0) return { filters: query, total, search: { exact: true, suggestion: null } };
  const { near, suggestion } = await resolveNearWords(run, query.search);
  if (near === null) return { filters: query, total: 0, search: { exact: false, suggestion } };
  const forgiving = { ...query, nearWords: near };
  const nearTotal = (await run<{ total: number }>(filteredCountStatement(forgiving)))[0].total;
  return { filters: forgiving, total: nearTotal, search: { exact: false, suggestion } };
}

/**
 * One directory page, its total and its search's outcome. Browsing and exact searches newest
 * first go through the tuned statements (readDirectoryPage); the rest count on bolo_items and
 * read the page in their order.
 */
export async function readDirectory(run: RunSql, query: DirectorySearchQuery, count: CountMatches, now: Date, kept?: KeptCombinations): Promise<DirectoryResult> {
  if (isTunedQuery(query)) {
    const page = await readDirectoryPage(run, query, count);
    if (query.search === undefined) return page;
    if (page.total > 0) return { ...page, search: { exact: true, suggestion: null } };
  }
  const { filters, total, search } = await resolveSearch(run, query, count, kept);
  const offset = (query.page - 1) * query.limit;
  if (total === 0 || offset >= total) return { rows: [], total, search };
  return { rows: await run<ItemRow>(sortedPageStatement(filters, now)), total, search };
}
