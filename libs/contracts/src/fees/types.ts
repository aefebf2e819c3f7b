// The shape of a platform's seller fee schedule (issue 20 item 5). Schedules are data
// (schedules.ts); the arithmetic that reads them is in calculator.ts.

import type { Platform } from '../catalogue/options';

/** What a fee is charged on: the item's sale price alone, or the whole order (sale price + shipping the buyer pays). */
export type FeeBase = 'item' | 'order';

/** Why the platform charges it (shown beside the amount). */
export type FeeKind = 'selling' | 'per-order' | 'processing' | 'listing';

/** One bracket of a marginal rate: `percent` of the part of the base up to `upTo` dollars (null: no upper end). */
export interface PercentTier {
  upTo: number | null;
  percent: number;
}

/**
 * One band of a rule that picks a single rate by the base: the first band whose upper end holds
 * the base applies, `percent` of the whole base plus `fixed` dollars. `inclusive` says whether a
 * base equal to `upTo` is in the band ("$10 or less" → true, "under $15" → false).
 */
export interface FeeBand {
  upTo: number | null;
  inclusive: boolean;
  percent: number;
  fixed: number;
}

export type FeeRule =
  /** `percent` of the base plus `fixed` dollars. */
  | { type: 'percent'; percent: number; fixed: number }
  /** Marginal brackets, like income tax: eBay's 13.6% up to $7,500 and 2.35% on the part above. */
  | { type: 'tiered'; tiers: readonly PercentTier[] }
  /** One band chosen by the base: Poshmark's $2.95 under $15 and 20% from $15. */
  | { type: 'banded'; bands: readonly FeeBand[] };

export interface FeeComponent {
  /** As the platform names it: 'Final value fee', 'Payment processing', ... */
  label: string;
  kind: FeeKind;
  base: FeeBase;
  rule: FeeRule;
  /** The least this component ever costs, in dollars (Facebook's $0.80). */
  minimum?: number;
}

export interface FeeSource {
  /** Where the platform published the schedule. */
  url: string;
  /** The page's title, and which part of it, as it read when the schedule was entered. */
  title: string;
}

/** One platform's US seller fees from a date until the next schedule of the same platform. */
export interface FeeSchedule {
  platform: Platform;
  /** First day in force, 'YYYY-MM-DD' (compared with the UTC calendar day). */
  effectiveFrom: string;
  source: FeeSource;
  /** The schedule in one line, as the item page shows it. */
  summary: string;
  components: readonly FeeComponent[];
  /**
   * Who pays the shipping label in this calculator. 'seller': the listing ships free, the label
   * is the member's cost and the order total is the sale price. 'buyer': the platform charges the
   * buyer a flat label (Poshmark), so the member's shipping cost is 0.
   */
  shippingPaidBy: 'seller' | 'buyer';
  /** With shippingPaidBy 'buyer': the flat label price the buyer pays, part of an 'order' base. */
  buyerShippingCharge?: number;
  /** What the schedule leaves out or assumes, in a sentence each. */
  notes?: readonly string[];
}
