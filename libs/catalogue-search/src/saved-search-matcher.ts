import type { CatalogueRecord } from './catalogue-index';
import type { CatalogueFilters } from './facet-counts';
import { lowerAsPostgres } from './words';

// Alerts (issue 22): which saved searches list newly published finds. A find matches a saved
// search when the directory, with that search's filters, lists it as an exact match (a saved
// search never alerts on a near miss: "Did you mean" is for a person reading, not for a mail).
// The finds are matched against the saved searches, not every saved search run against the
// catalogue: each saved search is filed under one key its matches must contain, and only the
// searches filed under a new find's keys are asked whether they list it (listsExactly, held to
// the directory's SQL by the integration test).

/** A saved search as the matcher reads it: its id and the directory's filters (its order plays no part). */
export interface SearchToMatch {
  id: number;
  filters: CatalogueFilters;
}

export interface SearchMatch {
  searchId: number;
  itemId: number;
}

/** Searched texts of at least this length are filed under one of their runs of this many characters. */
const KEY_LENGTH = 3;

export class SavedSearchMatcher {
  private readonly searches: SearchToMatch[] = [];
  /** Positions in `searches` by key: a text run ('t:' + 3 characters) or a category ('c:' + name, 'c:' alone for any). */
  private readonly filed = new Map<string, number[]>();

  constructor(searches: Iterable<SearchToMatch>) {
    for (const search of searches) this.add(search);
  }

  get size(): number {
    return this.searches.length;
  }

  add(search: SearchToMatch): void {
    const at = this.searches.push(search) - 1;
    const key = this.keyOf(search.filters);
    const list = this.filed.get(key);
    if (list) list.push(at);
    else this.filed.set(key, [at]);
  }

  /**
   * A search's key. Every exact match's text (name and description, lowercased) contains the
   * searched text, so any run of it will do: the one with the fewest searches filed so far keeps
   * the lists short. Short or no searched text: the category (or any).
   */
  private keyOf(filters: CatalogueFilters): string {
    const term = filters.search?.toLowerCase();
    if (term && term.length >= KEY_LENGTH) {
      let best: string | null = null;
      for (let at = 0; at + KEY_LENGTH <= term.length; at++) {
        const key = `t:${term.slice(at, at + KEY_LENGTH)}`;
        if (best === null || (this.filed.get(key)?.length ?? 0) < (this.filed.get(best)?.length ?? 0)) best = key;
      }
      return best as string;
    }
    return `c:${filters.category ?? ''}`;
  }

  /** The keys a find could be filed under: every run of its text, its category, and any. */
  private keysOf(record: CatalogueRecord, text: string): Set<string> {
    const keys = new Set<string>([`c:${record.category}`, 'c:']);
    for (let at = 0; at + KEY_LENGTH <= text.length; at++) keys.add(`t:${text.slice(at, at + KEY_LENGTH)}`);
    return keys;
  }

  /** Every (saved search, find) pair in which the directory would list the find for the search, exactly. */
  match(records: readonly CatalogueRecord[]): SearchMatch[] {
    const matches: SearchMatch[] = [];
    if (this.searches.length === 0) return matches;
    for (const record of records) {
      const text = `${lowerAsPostgres(record.name)} ${lowerAsPostgres(record.description)}`;
      for (const key of this.keysOf(record, text)) {
        for (const at of this.filed.get(key) ?? []) {
          const { id, filters } = this.searches[at];
          if (listsExactly(filters, record, text)) matches.push({ searchId: id, itemId: record.id });
        }
      }
    }
    return matches;
  }
}

/**
 * Whether the directory lists a find for these filters as an exact match: its text (name and
 * description, lowercased, joined by a space) contains the search, and it passes every filter,
 * by the rules of CatalogueIndex (and the SQL): one of the platforms, one of the sources, the
 * lowest buy price at most buyMax, the estimated profit at least profitMin (no price passes
 * neither). The integration test holds this to the directory's SQL.
 */
export function listsExactly(filters: CatalogueFilters, record: CatalogueRecord, text: string): boolean {
  if (filters.category !== undefined && record.category !== filters.category) return false;
  if (filters.subcategory !== undefined && record.subcategory !== filters.subcategory) return false;
  if (filters.platform?.length && !filters.platform.some((platform) => record.platforms.includes(platform))) return false;
  if (filters.source?.length && !filters.source.some((source) => record.source.includes(source))) return false;
  if (filters.buyMax !== undefined && !(record.buyMin !== null && record.buyMin <= filters.buyMax)) return false;
  if (filters.profitMin !== undefined && !(record.estProfit >= filters.profitMin)) return false;
  return filters.search === undefined || text.includes(filters.search.toLowerCase());
}
