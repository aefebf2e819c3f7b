import type { Category } from '../catalogue/categories';
import { isCategory } from '../catalogue/categories';

/**
 * The shipping label a member is assumed to pay for a sold item of each category (spec member-side
 * §3's categories), in dollars: a typical US Ground Advantage / Media Mail label for the usual size
 * and weight of the category in 2025, rounded to the dollar. An assumption, not a quote: the item
 * page shows it and the member can change it for the item at hand.
 */
export const DEFAULT_SHIPPING_BY_CATEGORY: Readonly<Record<Category, number>> = Object.freeze({
  Electronics: 12,
  Toys: 10,
  'Home & Kitchen': 14,
  Fashion: 8,
  Collectibles: 8,
  Gaming: 9,
  Media: 5,
  'Tools & Industrial': 15,
  'Sports & Outdoors': 14,
  'Health & Beauty': 7,
});

/** For an item whose category is not one of the spec's (stored data was typed by hand). */
export const FALLBACK_SHIPPING_COST = 10;

/** The most a member may enter as a shipping cost on the item page, in dollars. */
export const SHIPPING_COST_MAX = 1000;

/** The default shipping assumption for an item of `category`. */
export function defaultShippingCost(category: string | null | undefined): number {
  return isCategory(category) ? DEFAULT_SHIPPING_BY_CATEGORY[category] : FALLBACK_SHIPPING_COST;
}
