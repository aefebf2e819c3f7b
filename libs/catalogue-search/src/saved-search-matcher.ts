import { CatalogueIndex, type CatalogueRecord } from './catalogue-index';
import type { CatalogueFilters } from './facet-counts';
import { lowerAsPostgres } from './words';

// Alerts (issue 22): which saved searches list newly published finds. A find matches a saved
// search when the directory, with that search's filters, lists it as an exact match (a saved
// search never alerts on a near miss: "Did you mean" is for a person reading, not for a mail).
// The finds are matched against the saved searches, not every saved search run against the
// catalogue: each saved search is filed under one key its matches must contain, and only the
// searches filed under the new finds' keys are asked, by the directory's own index over the new
// finds alone.

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
  private keysOf(record: CatalogueRecord): Set<string> {
    const text = `${lowerAsPostgres(record.name)} ${lowerAsPostgres(record.description)}`;
    const keys = new Set<string>([`c:${record.category}`, 'c:']);
    for (let at = 0; at + KEY_LENGTH <= text.length; at++) keys.add(`t:${text.slice(at, at + KEY_LENGTH)}`);
    return keys;
  }

  /** Every (saved search, find) pair in which the directory would list the find for the search, exactly. */
  match(records: readonly CatalogueRecord[], now = new Date()): SearchMatch[] {
    if (records.length === 0 || this.searches.length === 0) return [];
    const asked = new Set<number>();
    for (const record of records) {
      for (const key of this.keysOf(record)) for (const at of this.filed.get(key) ?? []) asked.add(at);
    }
    if (asked.size === 0) return [];
    const index = new CatalogueIndex(records, { eager: false });
    const matches: SearchMatch[] = [];
    for (const at of [...asked].sort((a, b) => a - b)) {
      const { id, filters } = this.searches[at];
      const listed = index.page({ ...filters, nearWords: undefined, page: 1, limit: records.length }, now);
      if (listed.search?.exact === false) continue;
      for (const itemId of listed.ids) matches.push({ searchId: id, itemId });
    }
    return matches;
  }
}
