import { BUY_MAX_STEPS, PROFIT_MIN_STEPS, type DirectoryFacets, type SearchOutcome } from '@bolo/contracts';
import { countFacets, keptCombinationsServe, type FacetCombination } from '@bolo/catalogue-search';
import type { SqlStatement } from '../sql/executor';
import type { CountMatches, RunSql } from './directory-query';
import { resolveSearch, type DirectorySearchQuery } from './directory-search';
import { filterConditions, type ItemFilters } from './item-row';

// Facet counts (issue 20 item 2), disjunctive as catalogue search engines count them: an option's
// count applies the search and every other filter, but not its own filter's current choice.
//
// The database answers "combinations": published items grouped by category, subcategory,
// platform set, source set and price step, with how many items each holds. Without a search they
// are kept by triggers (bolo_item_facet_counts, ~10k rows at 100k items); with one they are
// grouped from the matching items. The arithmetic below then reads every facet from them in one
// pass, the same way for both.

/** Reads the kept combinations (bolo_item_facet_counts); the API holds them in memory per catalogue version. */
export type KeptCombinations = () => Promise<FacetCombination[]>;

const COMBINATION_COLUMNS = `category, subcategory, platforms, source, buy_step AS "buyStep", profit_step AS "profitStep"`;

/** Every kept combination with published items. */
export const KEPT_COMBINATIONS: SqlStatement = {
  name: 'directory_facet_combinations',
  text: `SELECT ${COMBINATION_COLUMNS}, NULL::boolean AS "buyOk", NULL::boolean AS "profitOk", published AS n FROM bolo_item_facet_counts WHERE published > 0`,
};

/**
 * The combinations for a query's search (exact or near) and price bounds: the kept table where
 * it serves (keptCombinationsServe), else the matching rows grouped.
 */
export function facetCombinationsStatement(filters: ItemFilters): SqlStatement {
  if (keptCombinationsServe(filters)) return KEPT_COMBINATIONS;
  const values: unknown[] = [];
  const matching = filterConditions({ search: filters.search, nearWords: filters.nearWords }, values);
  const buyOk = filters.buyMax === undefined ? 'NULL::boolean' : `coalesce(b.buy_min <= $${values.push(filters.buyMax)}, false)`;
  const profitOk = filters.profitMin === undefined ? 'NULL::boolean' : `b.est_profit >= $${values.push(filters.profitMin)}`;
  // The steps inline (CASE, not the table's step functions): a function call per matching row
  // cost more than the grouping. Arrays are grouped as stored; countFacets reads them as sets.
  const buyStep = `CASE ${BUY_MAX_STEPS.map((step) => `WHEN b.buy_min <= ${step} THEN ${step}`).join(' ')} ELSE 0 END`;
  const profitStep = `CASE ${[...PROFIT_MIN_STEPS].reverse().map((step) => `WHEN b.est_profit >= ${step} THEN ${step}`).join(' ')} ELSE 0 END`;
  return {
    text: `
      SELECT b.category, coalesce(b.subcategory, '') AS subcategory, b.platforms, b.source,
             ${buyStep} AS "buyStep", ${profitStep} AS "profitStep", ${buyOk} AS "buyOk", ${profitOk} AS "profitOk", count(*)::int AS n
        FROM bolo_items b WHERE ${["b.status = 'published'", ...matching].join(' AND ')}
       GROUP BY 1, 2, 3, 4, 5, 6, 7, 8`,
    values,
  };
}

/** The directory's facets for a query (its page and order are ignored), with its search's outcome. */
export async function readDirectoryFacets(run: RunSql, query: DirectorySearchQuery, count: CountMatches, kept?: KeptCombinations): Promise<DirectoryFacets & { search?: SearchOutcome }> {
  const combinationsOf = async (filters: ItemFilters) =>
    kept && keptCombinationsServe(filters) ? kept() : run<FacetCombination>(facetCombinationsStatement(filters));
  if (query.search !== undefined) {
    // A search's own combinations tell whether it matches exactly (their total), so its rows are read once.
    const exact = countFacets(await combinationsOf(query), query);
    if (exact.total > 0) return { ...exact, search: { exact: true, suggestion: null } };
  }
  const { filters, search } = await resolveSearch(run, query, count, kept);
  return { ...countFacets(await combinationsOf(filters), filters), ...(search ? { search } : {}) };
}
