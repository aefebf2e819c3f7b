// How the catalogue's texts and a member's search are cut into words. The same rules run in
// PostgreSQL (bolo_search_words, the directory's SQL) and in memory (CatalogueIndex), so both
// must read a text the same way.

/** Words of a search as the vocabulary splits them: lowercase runs of a-z and 0-9. */
export function searchWords(search: string): string[] {
  return search.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
}

/** Typos a word may have and still match, by its length (as Meilisearch counts them): none under 5 letters, 1 from 5, 2 from 9. */
export function typoBudget(word: string): number {
  return word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0;
}

/** The vocabulary (bolo_search_words) keeps words of 3 to 1000 characters: shorter ones are matched as text. */
export const VOCABULARY_MIN_LENGTH = 3;
export const VOCABULARY_MAX_LENGTH = 1000;

/**
 * A text lowercased as PostgreSQL's lower() does under the C.UTF-8 locale: character by
 * character. JavaScript's toLowerCase() also looks at context (a final capital sigma becomes
 * 'ς', 'İ' becomes two characters), so texts holding those are lowered one character at a time.
 */
export function lowerAsPostgres(text: string): string {
  if (!/[\u03a3\u0130]/.test(text)) return text.toLowerCase();
  let lowered = '';
  for (const char of text) lowered += char === '\u0130' ? 'i' : char.toLowerCase();
  return lowered;
}

const WORD = /[a-z0-9]+/g;

/** The distinct words (runs of a-z and 0-9, any length) of an already lowercased text. */
export function wordsOf(lowered: string): Set<string> {
  return new Set(lowered.match(WORD) ?? []);
}

const isWordChar = (code: number): boolean => (code >= 97 && code <= 122) || (code >= 48 && code <= 57);

/**
 * Whether `term` occurs in `text` starting a word (`wholeWord`: also ending one): the meaning of
 * the regular expressions (^|[^a-z0-9])term and (^|[^a-z0-9])term($|[^a-z0-9]).
 */
export function occursAtWordStart(text: string, term: string, wholeWord: boolean): boolean {
  for (let at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + 1)) {
    if (at > 0 && isWordChar(text.charCodeAt(at - 1))) continue;
    const end = at + term.length;
    if (!wholeWord || end === text.length || !isWordChar(text.charCodeAt(end))) return true;
  }
  return false;
}
