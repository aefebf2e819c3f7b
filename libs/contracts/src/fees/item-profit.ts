import type { Platform } from '../catalogue/options';
import { extractNumbers } from '../items/profit';
import { profitAfterFees, type ProfitAfterFees } from './calculator';
import { FEE_PLATFORMS, feePlatformOf } from './platforms';
import type { ProfitTarget } from './profit-target';
import { defaultShippingCost } from './shipping';

export interface ItemPriceTexts {
  /** Free text such as '$3' or '$5-$10'. */
  buyPrice: string;
  /** Free text such as '$25 - $60'. */
  soldRange: string;
  platforms: readonly string[];
  category: string;
}

export interface ItemProfitAfterFees extends ProfitAfterFees {
  /** Lowest number in the buy text (spec member-side §9, like the card); null when it has none (0 is used). */
  buyPrice: number | null;
  soldLow: number;
  soldHigh: number;
  /** The shipping assumption used: the member's, else the item category's default. */
  shippingCost: number;
  /** The item names no platform with a fee table, so every platform is shown. */
  allPlatforms: boolean;
  /** The item's platforms that have no fee table, as the item names them. */
  untracked: string[];
}

/**
 * Profit after each platform's fees for an item as the directory stores it: sold prices are the
 * lowest and highest numbers in its sold text, the buy price the lowest number in its buy text.
 * Null when the sold text has no number (nothing to compute).
 */
export function itemProfitAfterFees(
  item: ItemPriceTexts,
  options: { target: ProfitTarget; date: Date | string | number; shippingCost?: number | null },
): ItemProfitAfterFees | null {
  const sold = extractNumbers(item.soldRange);
  if (sold.length === 0) return null;
  const buy = extractNumbers(item.buyPrice);
  const soldLow = sold.reduce((a, b) => (b < a ? b : a));
  const soldHigh = sold.reduce((a, b) => (b > a ? b : a));
  const buyPrice = buy.length > 0 ? buy.reduce((a, b) => (b < a ? b : a)) : null;
  const shippingCost = options.shippingCost ?? defaultShippingCost(item.category);

  const known: Platform[] = [];
  const untracked: string[] = [];
  for (const name of item.platforms) {
    const platform = feePlatformOf(name);
    if (platform) known.push(platform);
    else if (name.trim()) untracked.push(name.trim());
  }
  const allPlatforms = known.length === 0;
  const result = profitAfterFees({
    platforms: allPlatforms ? FEE_PLATFORMS : known,
    buyPrice: buyPrice ?? 0,
    soldLow,
    soldHigh,
    shippingCost,
    target: options.target,
    date: options.date,
  });
  return { ...result, buyPrice, soldLow, soldHigh, shippingCost, allPlatforms, untracked };
}
