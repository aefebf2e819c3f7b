import { formatUsd, roundToCents } from './money';

// Prices are free text typed by admins ('$3', '$5-$10', '$1,200', '$4.99 - $12'), so they are
// read by pulling the numbers out. A dash between numbers is a range, never a minus sign.
// Grouped form first: 1-3 digits then ',ddd' groups; the lookahead stops '1,2345' from being
// read as 1,234 followed by 5.
const NUMBER_PATTERN = /\d{1,3}(?:,\d{3})+(?!\d)(?:\.\d+)?|\d+(?:\.\d+)?/g;

/** Every non-negative number in the text, in order of appearance; thousands separators removed. */
export function extractNumbers(text: string | null | undefined): number[] {
  if (typeof text !== 'string') return [];
  const matches = text.match(NUMBER_PATTERN) ?? [];
  return matches.map((m) => Number(m.replace(/,/g, ''))).filter((n) => Number.isFinite(n));
}

/**
 * The detail panel works in whole dollars (spec §9: "integers found in the texts"): each number
 * found is truncated to its integer part, so '$4.99' reads as 4 (not as 4 and 99) and
 * '$1,200' reads as 1200 (not as 1 and 200).
 */
export function extractIntegers(text: string | null | undefined): number[] {
  return extractNumbers(text).map((n) => Math.trunc(n));
}

// reduce rather than Math.min(...xs): spreading a very long list can overflow the call stack.
const minOf = (xs: number[]): number => xs.reduce((a, b) => (b < a ? b : a));
const maxOf = (xs: number[]): number => xs.reduce((a, b) => (b > a ? b : a));

export interface CardProfitEstimate {
  low: number;
  high: number;
  /** '$low - $high', e.g. '$5 - $25'. */
  label: string;
}

const NO_ESTIMATE: CardProfitEstimate = Object.freeze({ low: 0, high: 0, label: '$0 - $0' });

/**
 * Card estimate (spec member-side §9): lowest buy number subtracted from the lowest and from
 * the highest sold number, floored at 0. Either text without a number gives '$0 - $0', since a
 * profit cannot be estimated from one side alone. Amounts are rounded to cents.
 */
export function cardProfitEstimate(buyPrice: string | null | undefined, soldRange: string | null | undefined): CardProfitEstimate {
  const buy = extractNumbers(buyPrice);
  const sold = extractNumbers(soldRange);
  if (buy.length === 0 || sold.length === 0) return { ...NO_ESTIMATE };
  const cost = minOf(buy);
  const low = Math.max(0, roundToCents(minOf(sold) - cost));
  const high = Math.max(0, roundToCents(maxOf(sold) - cost));
  return { low, high, label: `${formatUsd(low)} - ${formatUsd(high)}` };
}

export interface DetailProfit {
  conservative: number;
  optimistic: number;
  maxRoiPercent: number;
}

/**
 * Potential Profit panel (spec member-side §9), in whole dollars:
 * - conservative = first sold integer - first buy integer, floored at 0;
 * - optimistic = largest sold - smallest buy, floored at 0;
 * - maxRoiPercent = optimistic / smallest buy x 100, rounded with Math.round (half up, so
 *   12.5% shows as 13%); 0 when the smallest buy is 0, because a free find has no finite ROI.
 *   Because it uses the floored optimistic profit it is never negative, so the panel never
 *   shows "$0 profit" next to a negative return.
 * Either text without a number gives all zeros, like the card's '$0 - $0'.
 */
export function detailProfit(buyPrice: string | null | undefined, soldRange: string | null | undefined): DetailProfit {
  const buy = extractIntegers(buyPrice);
  const sold = extractIntegers(soldRange);
  if (buy.length === 0 || sold.length === 0) return { conservative: 0, optimistic: 0, maxRoiPercent: 0 };
  const minBuy = minOf(buy);
  const conservative = Math.max(0, sold[0] - buy[0]);
  const optimistic = Math.max(0, maxOf(sold) - minBuy);
  // Multiply before dividing so exact halves (1/200 -> 0.5%) are not lost to float error.
  const maxRoiPercent = minBuy > 0 ? Math.round((optimistic * 100) / minBuy) : 0;
  return { conservative, optimistic, maxRoiPercent };
}
