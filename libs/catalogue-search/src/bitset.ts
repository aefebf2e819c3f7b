/** Number of set bits in a 32-bit word. */
function popcount(word: number): number {
  word -= (word >>> 1) & 0x55555555;
  word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
  return (((word + (word >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * A fixed-size set of item slots (0 .. size-1), one bit each: the index's filters, postings
 * unions and tiers are intersected and subtracted a word (32 slots) at a time.
 */
export class Bitset {
  readonly words: Uint32Array;

  constructor(readonly size: number, words?: Uint32Array) {
    this.words = words ?? new Uint32Array((size + 31) >>> 5);
  }

  static full(size: number): Bitset {
    const set = new Bitset(size);
    set.words.fill(0xffffffff);
    const spare = set.words.length * 32 - size;
    if (spare > 0) set.words[set.words.length - 1] >>>= spare;
    return set;
  }

  static of(size: number, slots: ArrayLike<number>): Bitset {
    const set = new Bitset(size);
    set.addAll(slots);
    return set;
  }

  clone(): Bitset {
    return new Bitset(this.size, this.words.slice());
  }

  add(slot: number): void {
    this.words[slot >>> 5] |= 1 << (slot & 31);
  }

  addAll(slots: ArrayLike<number>): void {
    const words = this.words;
    for (let i = 0; i < slots.length; i++) words[slots[i] >>> 5] |= 1 << (slots[i] & 31);
  }

  has(slot: number): boolean {
    return (this.words[slot >>> 5] & (1 << (slot & 31))) !== 0;
  }

  /** In place: only the slots also in `other`. */
  and(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i] &= b[i];
    return this;
  }

  /** In place: the slots of either. */
  or(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i] |= b[i];
    return this;
  }

  /** In place: without the slots of `other`. */
  andNot(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i] &= ~b[i];
    return this;
  }

  count(): number {
    let n = 0;
    const words = this.words;
    for (let i = 0; i < words.length; i++) if (words[i] !== 0) n += popcount(words[i]);
    return n;
  }

  /** Every slot in the set, ascending. */
  slots(): number[] {
    const found: number[] = [];
    this.forEach((slot) => found.push(slot));
    return found;
  }

  forEach(visit: (slot: number) => void): void {
    const words = this.words;
    for (let i = 0; i < words.length; i++) {
      let word = words[i];
      while (word !== 0) {
        const low = word & -word;
        visit((i << 5) + (31 - Math.clz32(low)));
        word ^= low;
      }
    }
  }

  /** Up to `limit` slots in ascending order after skipping the first `skip` (skipped a word at a time). */
  range(skip: number, limit: number): number[] {
    const found: number[] = [];
    const words = this.words;
    for (let i = 0; i < words.length && found.length < limit; i++) {
      let word = words[i];
      if (word === 0) continue;
      if (skip > 0) {
        const inWord = popcount(word);
        if (skip >= inWord) {
          skip -= inWord;
          continue;
        }
      }
      while (word !== 0 && found.length < limit) {
        const low = word & -word;
        if (skip > 0) skip--;
        else found.push((i << 5) + (31 - Math.clz32(low)));
        word ^= low;
      }
    }
    return found;
  }
}
