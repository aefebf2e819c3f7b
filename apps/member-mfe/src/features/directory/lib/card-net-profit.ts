// Net profit on a directory card (issue 20 item 5): the card's numbers (the lowest buy number,
// the lowest and highest sold numbers, spec member-side §9) after one platform's fees in force on
// `date` and the category's default shipping: the item page's "Profit after fees" for that platform.
import { defaultShippingCost, extractNumbers, feePlatformOf, netProfitOn } from '@bolo/contracts';
import type { BoloItem, NetProfit, Platform } from '@bolo/contracts';

export type CardNetProfit =
  | { kind: 'net'; platform: Platform; low: NetProfit; high: NetProfit }
  /** The item does not list the platform: the card keeps its gross estimate and says so. */
  | { kind: 'not-sold-there'; platform: Platform }
  /** No sold price to work from, or no fee schedule on that date: the gross estimate. */
  | { kind: 'unknown'; platform: Platform };

const minOf = (xs: number[]): number => xs.reduce((a, b) => (b < a ? b : a));
const maxOf = (xs: number[]): number => xs.reduce((a, b) => (b > a ? b : a));

export function cardNetProfit(item: Pick<BoloItem, 'buyPrice' | 'soldRange' | 'platforms' | 'category'>, platform: Platform, date: Date | string | number): CardNetProfit {
  if (!item.platforms.some((name) => feePlatformOf(name) === platform)) return { kind: 'not-sold-there', platform };
  const sold = extractNumbers(item.soldRange);
  if (sold.length === 0) return { kind: 'unknown', platform };
  const buy = extractNumbers(item.buyPrice);
  // No number in the buy text: $0, as the item page assumes.
  const buyPrice = buy.length > 0 ? minOf(buy) : 0;
  const shippingCost = defaultShippingCost(item.category);
  const low = netProfitOn(platform, { salePrice: minOf(sold), buyPrice, shippingCost }, date);
  const high = netProfitOn(platform, { salePrice: maxOf(sold), buyPrice, shippingCost }, date);
  return low && high ? { kind: 'net', platform, low, high } : { kind: 'unknown', platform };
}
