import { createHmac } from 'node:crypto';

// A store pack's per-account marks (issue 21, "leak tracing"; docs/decisions.md "Store pack
// fingerprints" has the design and its limits). Two independent marks, neither changing what a
// member reads:
// - the order of the items (the phone sorts them itself), shuffled by the account's key;
// - the estimated profit's third decimal (the app shows cents): 1 or 4, one bit per item.
// Both come from a 32-bit key per account, derived from the server's secret, so nobody can make
// another account's marks without it.

/** The account's key: the first 32 bits of HMAC-SHA256(secret, 'store-pack:' + id). */
export function accountKey(secret: string, userId: number): number {
  return createHmac('sha256', secret).update(`store-pack:${userId}`).digest().readUInt32BE(0);
}

/** MurmurHash3's finalizer over key and id: a well-mixed 32-bit value per (account, item). */
function mix(key: number, id: number): number {
  let h = (key ^ Math.imul(id, 0x9e3779b1)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Where an item goes in the account's order (smallest first). */
export function orderRank(key: number, id: number): number {
  return mix(key ^ 0x5bd1e995, id);
}

/** The item's mark bit for the account. */
export function markBit(key: number, id: number): 0 | 1 {
  return (mix(key, id) & 1) as 0 | 1;
}

/** The estimated profit (whole cents) with the mark in its third decimal: 0.001 for 0, 0.004 for 1. */
export function markedProfit(estProfit: number, bit: 0 | 1): number {
  return Math.round(estProfit * 100) / 100 + (bit ? 0.004 : 0.001);
}

/** The mark a profit carries, or null when its third decimal is not a mark (the figure was rounded or recomputed). */
export function readMark(profit: number): 0 | 1 | null {
  const thousandths = Math.round(profit * 1000) % 10;
  return thousandths === 1 ? 0 : thousandths === 4 ? 1 : null;
}

/** How well a pack's marks and order agree with an account's: near 1 for its own, near 0.5 for any other. */
export function agreementWith(key: number, items: ReadonlyArray<{ id: number; profit: number }>): { agreement: number; marks: number; orderAgreement: number | null } {
  let marks = 0;
  let agreeing = 0;
  for (const { id, profit } of items) {
    const mark = readMark(profit);
    if (mark === null) continue;
    marks++;
    if (mark === markBit(key, id)) agreeing++;
  }
  let pairs = 0;
  let inOrder = 0;
  for (let i = 1; i < items.length; i++) {
    pairs++;
    if (orderRank(key, items[i - 1].id) < orderRank(key, items[i].id)) inOrder++;
  }
  return { agreement: marks === 0 ? 0 : agreeing / marks, marks, orderAgreement: pairs === 0 ? null : inOrder / pairs };
}
