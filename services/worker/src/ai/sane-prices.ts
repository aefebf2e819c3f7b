import { ITEM_LIMITS, type PriceRange } from '@bolo/contracts';

export interface ItemPrices {
  buy: PriceRange;
  sold: PriceRange;
}

// Caps that leave room for each later bound within ITEM_LIMITS.priceMax.
const BUY_MIN_CAP = ITEM_LIMITS.priceMax / 20;
const BUY_MAX_CAP = ITEM_LIMITS.priceMax / 10;
const SOLD_MIN_CAP = ITEM_LIMITS.priceMax / 4;
const SOLD_MAX_CAP = ITEM_LIMITS.priceMax;
// Half the allowed max/min ratio, so rounding can never cross the limit.
const RATIO_CAP = ITEM_LIMITS.rangeRatioMax / 2;

/** Whole dollars from $10 up, cents below: estimates should not look more precise than they are. */
const tidy = (amount: number): number => (amount >= 10 ? Math.round(amount) : Math.round(amount * 100) / 100);
/** The smallest step above `amount` at its precision. */
const above = (amount: number): number => tidy(amount + (amount >= 10 ? 1 : 0.01));

/**
 * Prices an admin can submit as they are: every amount within the item limits, each max above its
 * min and at most 100 times it, and the sold min above the buy max (buying at the top of the
 * buy range still leaves a profit, the proposal form's rule).
 */
export function sanePrices({ buy, sold }: ItemPrices): ItemPrices {
  const buyMin = tidy(clamp(buy.min, ITEM_LIMITS.priceMin, BUY_MIN_CAP));
  // A single stored price ('$15') reads as min = max: widen it by half rather than to one step.
  const buyMax = tidy(clamp(buy.max > buyMin ? buy.max : buyMin * 1.5, above(buyMin), Math.min(buyMin * RATIO_CAP, BUY_MAX_CAP)));
  // A sold range at or below the buy range makes no sense to buy; lift it to a 50% margin.
  const soldMin = tidy(clamp(sold.min > buyMax ? sold.min : buyMax * 1.5, above(buyMax), SOLD_MIN_CAP));
  const soldMax = tidy(clamp(sold.max > soldMin ? sold.max : soldMin * 1.5, above(soldMin), Math.min(soldMin * RATIO_CAP, SOLD_MAX_CAP)));
  return { buy: { min: buyMin, max: buyMax }, sold: { min: soldMin, max: soldMax } };
}

function clamp(value: number, min: number, max: number): number {
  return Number.isFinite(value) ? Math.min(Math.max(value, min), max) : min;
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
