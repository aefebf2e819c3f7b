import type { SqlStatement } from '../sql/executor';
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
export type PagePlan = 'walk' | 'matches';

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
 * bolo_item_counts, which triggers keep exact (migration DirectoryCounts); a search counts its
 * trigram matches, the one total that costs real work.
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
  const where = [PUBLISHED, ...filterConditions(filters, values)].join(' AND ');
  return { text: `SELECT count(*)::int AS total FROM bolo_items b WHERE ${where}`, values };
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
  const text =
    plan === 'walk'
      ? select(`SELECT b.id, b.updated FROM bolo_items b WHERE ${where} ORDER BY b.updated DESC, b.id DESC ${limitOffset}`)
      : // MATERIALIZED keeps the planner from turning this back into an index walk.
        `WITH matches AS MATERIALIZED (SELECT b.id, b.updated FROM bolo_items b WHERE ${where})` +
        select(`SELECT id, updated FROM matches ORDER BY updated DESC, id DESC ${limitOffset}`);
  return { name: statementName('page', query), text, values };
}

/**
 * How to read a page of search results. Walking the newest-first index and testing each row
 * costs about (offset + limit) x inScope / matches rows (inScope: the published items of the
 * category filters); collecting every match through the trigram index and sorting costs about
 * `matches` rows. The cheaper one wins. Left to itself the planner walks the index even when the
 * term is rare and the walk covers most of the table ('pyrex': 7,800 rows tested for 24).
 */
export function searchPlan(offset: number, limit: number, matches: number, inScope: number): PagePlan {
  return ((offset + limit) * inScope) / matches <= matches ? 'walk' : 'matches';
}

/** Counts straight from the database: the benchmark's count, and the API's on a cache miss. */
export function countFrom(run: RunSql): CountMatches {
  return async (filters) => (await run<{ total: number }>(countStatement(filters)))[0].total;
}

/**
 * One directory page and its total, exactly as the API reads it. Browsing reads the page and the
 * total side by side. A search is counted first, because the count decides how to read the page.
 */
export async function readDirectoryPage(run: RunSql, query: DirectoryQuery, count: CountMatches): Promise<DirectoryPage> {
  const scope: ItemFilters = { category: query.category, subcategory: query.subcategory };
  if (query.search === undefined) {
    const [rows, total] = await Promise.all([run<ItemRow>(pageStatement(query, 'walk')), count(scope)]);
    return { rows, total };
  }
  const offset = (query.page - 1) * query.limit;
  const [total, inScope] = await Promise.all([count({ ...scope, search: query.search }), count(scope)]);
  if (total === 0 || offset >= total) return { rows: [], total };
  const plan = searchPlan(offset, query.limit, total, inScope);
  return { rows: await run<ItemRow>(pageStatement(query, plan)), total };
}
