import { searchWords, typoBudget, VOCABULARY_MIN_LENGTH } from './words';

/** A search's words and the catalogue words each accepts (itself, words containing it, near misses). */
export interface NearWords {
  /** Per word of 3+ characters: the vocabulary words that stand for it (never empty). */
  accepted: string[][];
  /** Words under 3 characters (not in the vocabulary): matched as text. */
  short: string[];
}

/** A vocabulary word a search word accepts: by containing it, or within its typo budget. */
export interface AcceptedWord {
  /** Which of the search's long words (0-based, in the order of splitSearch's `long`). */
  index: number;
  word: string;
  /** Levenshtein distance to the search word. */
  distance: number;
  /** Published items holding the word: the more common spelling wins a tie. */
  published: number;
}

/** A search's words, split into those the vocabulary can accept for (3+ characters) and the rest. */
export function splitSearch(search: string): { words: string[]; long: string[]; short: string[] } {
  const words = searchWords(search);
  return { words, long: words.filter((word) => word.length >= VOCABULARY_MIN_LENGTH), short: words.filter((word) => word.length < VOCABULARY_MIN_LENGTH) };
}

/**
 * What a search that matched nothing exactly stands for, from the vocabulary words its long words
 * accept: per word, the words it accepts, and the search as the catalogue spells it (each word that
 * is not a catalogue word replaced by its nearest one: fewest typos, then the most common, then
 * the first alphabetically). Null `near` when a word accepts nothing.
 */
export function chooseNearWords(search: string, rows: readonly AcceptedWord[]): { near: NearWords | null; suggestion: string | null } {
  const { words, long, short } = splitSearch(search);
  if (long.length === 0) return { near: null, suggestion: null };
  const accepted: string[][] = long.map(() => []);
  const best: Array<AcceptedWord | null> = long.map(() => null);
  for (const row of rows) {
    accepted[row.index].push(row.word);
    const current = best[row.index];
    // Only a near miss corrects a word; a longer word that merely contains it does not.
    if (row.distance > typoBudget(long[row.index])) continue;
    if (
      current === null ||
      row.distance < current.distance ||
      (row.distance === current.distance && (row.published > current.published || (row.published === current.published && row.word < current.word)))
    ) {
      best[row.index] = row;
    }
  }
  if (accepted.some((list) => list.length === 0)) return { near: null, suggestion: null };
  for (const list of accepted) list.sort();
  const spelled = words.map((word) => {
    const index = long.indexOf(word);
    return index >= 0 && best[index] ? best[index]!.word : word;
  });
  const suggestion = spelled.join(' ');
  return { near: { accepted, short }, suggestion: suggestion === words.join(' ') ? null : suggestion };
}
