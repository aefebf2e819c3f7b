// Word distances as PostgreSQL's pg_trgm and fuzzystrmatch compute them, for words of a-z and
// 0-9 (the only words the vocabulary holds), so a near miss is the same in SQL and in memory.

/** pg_trgm's trigrams of one word: padded with two spaces before and one after. */
function trigramsOf(word: string): Set<string> {
  const padded = `  ${word} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return grams;
}

/** pg_trgm's similarity(a, b): shared trigrams over all trigrams, in single precision as PostgreSQL holds it. */
export function trigramSimilarity(a: string, b: string): number {
  const left = trigramsOf(a);
  const right = trigramsOf(b);
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared++;
  const all = left.size + right.size - shared;
  return all === 0 ? 0 : Math.fround(shared / all);
}

/** pg_trgm's default similarity_threshold: `a % b` holds from this similarity up. */
export const TRIGRAM_THRESHOLD = 0.3;

/** Levenshtein distance (insertions, deletions and substitutions all cost 1), as fuzzystrmatch's levenshtein. */
export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}
