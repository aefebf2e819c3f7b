// US seller fee schedules of the six selling platforms, dated, newest last per platform.
//
// THE FIGURES MUST BE CHECKED AGAINST THE SOURCES AT EACH UPDATE. They were entered in late 2025
// from the platforms' published pages and announcements as best known then; platforms change fees
// often (at least six changes in 2023-2025) and some pages are rewritten in place. At each update:
// open every current schedule's `source`, compare each rate, threshold and date, and add a NEW
// schedule with its own `effectiveFrom` rather than editing an old one (old ones are history:
// a profit figure for an earlier date must keep using them). The unit tests recompute an example
// per schedule by hand; add one for every schedule added.
//
// Modelling choices (docs/decisions.md, "Fee tables and the walk-away price"):
// - The member ships "free": the sale price is what the buyer pays for item and shipping, the
//   label is the member's cost (shipping.ts) and the order total is the sale price. Poshmark is
//   the exception: its buyer pays a flat label, so the member pays no shipping there.
// - Sales tax is left out of every base (it depends on the buyer's state). eBay, and Poshmark's
//   October 2024 schedule, charge their percentage on it too, so their real fees are slightly higher.
// - One rate per platform: the "most categories" rate for a seller without a store subscription.
//   eBay's category exceptions (books, movies and music, sneakers, trading cards, ...) and optional
//   costs (promoted listings, Etsy Offsite Ads, Depop boosting, instant payouts) are not modelled.
// - A schedule that starts on 2023-01-01 "tracked from" was in force before that date; 2023 is
//   where this table's history starts for it.

import type { FeeBand, FeeComponent, FeeSchedule } from './types';

const percentOf = (label: string, kind: FeeComponent['kind'], base: FeeComponent['base'], percent: number, fixed = 0): FeeComponent => ({
  label,
  kind,
  base,
  rule: { type: 'percent', percent, fixed },
});

const band = (upTo: number | null, inclusive: boolean, percent: number, fixed: number): FeeBand => ({ upTo, inclusive, percent, fixed });

// --- eBay -------------------------------------------------------------------------------------

/** Final value fee for most categories: `percent` of the order up to $7,500, 2.35% of the part above. */
const ebayFinalValueFee = (percent: number): FeeComponent => ({
  label: 'Final value fee',
  kind: 'selling',
  base: 'order',
  rule: {
    type: 'tiered',
    tiers: [
      { upTo: 7500, percent },
      { upTo: null, percent: 2.35 },
    ],
  },
});

/** Per-order part of the final value fee from March 15, 2024: $0.30 for orders of $10 or less, $0.40 above. */
const EBAY_PER_ORDER_BY_TOTAL: FeeComponent = {
  label: 'Per-order fee',
  kind: 'per-order',
  base: 'order',
  rule: { type: 'banded', bands: [band(10, true, 0, 0.3), band(null, true, 0, 0.4)] },
};

const EBAY_NOTES = [
  'Most categories, seller without a Store subscription; books, movies, music, sneakers, trading cards and some others have their own rates.',
  'eBay also charges on the sales tax the buyer pays; tax is left out here.',
  'Payment processing is included in the final value fee.',
] as const;

// --- Poshmark ---------------------------------------------------------------------------------

const POSHMARK_CLASSIC_COMMISSION: FeeComponent = {
  label: 'Commission',
  kind: 'selling',
  base: 'item',
  rule: { type: 'banded', bands: [band(15, false, 0, 2.95), band(null, true, 20, 0)] },
};

const POSHMARK_NOTES = ['The buyer pays Poshmark’s flat shipping label, so no shipping cost is counted for the member.'] as const;

// --- Etsy -------------------------------------------------------------------------------------

const ETSY_LISTING_FEE = percentOf('Listing fee', 'listing', 'item', 0, 0.2);
const ETSY_PAYMENT_PROCESSING = percentOf('Payment processing (US)', 'processing', 'order', 3, 0.25);
const ETSY_NOTES = ['Offsite Ads (12-15% of an attributed sale) are not included.', 'Processing is the US rate of Etsy Payments.'] as const;

// --- Depop ------------------------------------------------------------------------------------

const DEPOP_PAYMENT_PROCESSING = percentOf('Payment processing (Depop Payments)', 'processing', 'order', 3.3, 0.45);

// ----------------------------------------------------------------------------------------------

/** Every schedule, grouped by platform, oldest first within a platform. */
export const FEE_SCHEDULES: readonly FeeSchedule[] = deepFreeze([
  {
    platform: 'eBay',
    effectiveFrom: '2023-02-15',
    source: {
      url: 'https://export.ebay.com/en/seller-updates/releases-archive/2023-winter-seller-update/fees-financials/',
      title: 'eBay 2023 Winter Seller Update: Fees & financials (final value fees from February 15, 2023)',
    },
    summary: '13.25% of the order up to $7,500 (2.35% above) + $0.30 per order',
    components: [ebayFinalValueFee(13.25), percentOf('Per-order fee', 'per-order', 'order', 0, 0.3)],
    shippingPaidBy: 'seller',
    notes: EBAY_NOTES,
  },
  {
    platform: 'eBay',
    effectiveFrom: '2024-03-15',
    source: {
      url: 'https://www.ebay.com/sellercenter/resources/seller-updates/2024-winter/financials',
      title: 'eBay 2024 Winter Seller Update: Fees & financials (per-order fee over $10 from $0.30 to $0.40, March 15, 2024)',
    },
    summary: '13.25% of the order up to $7,500 (2.35% above) + $0.30 per order of $10 or less, $0.40 above',
    components: [ebayFinalValueFee(13.25), EBAY_PER_ORDER_BY_TOTAL],
    shippingPaidBy: 'seller',
    notes: EBAY_NOTES,
  },
  {
    platform: 'eBay',
    effectiveFrom: '2025-02-14',
    source: {
      url: 'https://www.ebay.com/help/selling/fees-credits-invoices/selling-fees?id=4364',
      title: 'eBay Help: Selling fees (most categories 13.6% from February 14, 2025, 2025 Winter Seller Update)',
    },
    summary: '13.6% of the order up to $7,500 (2.35% above) + $0.30 per order of $10 or less, $0.40 above',
    components: [ebayFinalValueFee(13.6), EBAY_PER_ORDER_BY_TOTAL],
    shippingPaidBy: 'seller',
    notes: EBAY_NOTES,
  },

  {
    platform: 'Etsy',
    effectiveFrom: '2018-07-16',
    source: { url: 'https://www.etsy.com/legal/fees/', title: 'Etsy Fees & Payments Policy (5% transaction fee from July 16, 2018)' },
    summary: '$0.20 listing + 5% transaction fee + 3% + $0.25 payment processing',
    components: [ETSY_LISTING_FEE, percentOf('Transaction fee', 'selling', 'order', 5), ETSY_PAYMENT_PROCESSING],
    shippingPaidBy: 'seller',
    notes: ETSY_NOTES,
  },
  {
    platform: 'Etsy',
    effectiveFrom: '2022-04-11',
    source: { url: 'https://www.etsy.com/legal/fees/', title: 'Etsy Fees & Payments Policy (6.5% transaction fee from April 11, 2022)' },
    summary: '$0.20 listing + 6.5% transaction fee + 3% + $0.25 payment processing',
    components: [ETSY_LISTING_FEE, percentOf('Transaction fee', 'selling', 'order', 6.5), ETSY_PAYMENT_PROCESSING],
    shippingPaidBy: 'seller',
    notes: ETSY_NOTES,
  },

  {
    platform: 'Mercari',
    effectiveFrom: '2023-04-17',
    source: {
      url: 'https://www.mercari.com/us/help_center/article/525/',
      title: 'Mercari Help Center: Payment Processing Fee (2.9% + $0.50 on sale plus shipping from April 17, 2023) and the 10% selling fee',
    },
    summary: '10% selling fee + 2.9% + $0.50 payment processing',
    components: [percentOf('Selling fee', 'selling', 'item', 10), percentOf('Payment processing', 'processing', 'order', 2.9, 0.5)],
    shippingPaidBy: 'seller',
  },
  {
    platform: 'Mercari',
    effectiveFrom: '2024-03-27',
    source: {
      url: 'https://www.mercari.com/us/help_center/article/525/',
      title: 'Mercari Help Center: Payment Processing Fee (paid by buyers from March 27, 2024; no selling fee on new listings)',
    },
    summary: 'No seller fee (buyers pay a service fee and payment processing)',
    components: [],
    shippingPaidBy: 'seller',
    notes: ['Listings created before March 27, 2024 kept the 10% selling fee.', 'A $2 fee applied to each direct-deposit withdrawal, not to a sale.'],
  },
  {
    platform: 'Mercari',
    effectiveFrom: '2025-01-06',
    source: {
      url: 'https://www.mercari.com/us/help_center/',
      title: 'Mercari Help Center: Fees on Mercari (new fee structure from January 6, 2025: 10% selling fee, no payment processing fee)',
    },
    summary: '10% selling fee on the item price and buyer-paid shipping, no processing fee',
    components: [percentOf('Selling fee', 'selling', 'order', 10)],
    shippingPaidBy: 'seller',
  },

  {
    platform: 'Poshmark',
    effectiveFrom: '2023-01-01',
    source: { url: 'https://support.poshmark.com/', title: 'Poshmark Support: Selling fees ($2.95 under $15, 20% from $15; in force before 2023, tracked from 2023)' },
    summary: '$2.95 on sales under $15, 20% from $15',
    components: [POSHMARK_CLASSIC_COMMISSION],
    shippingPaidBy: 'buyer',
    notes: POSHMARK_NOTES,
  },
  {
    platform: 'Poshmark',
    effectiveFrom: '2024-10-01',
    source: {
      url: 'https://blog.poshmark.com/',
      title: 'Poshmark: new fee structure of October 2024 (flat $1/$2/$3 + 5.99% of the order), announced to sellers and reversed on October 21, 2024',
    },
    summary: '$1 under $15, $2 from $15 to $49.99, $3 from $50, + 5.99% of the order including shipping',
    components: [
      { label: 'Flat fee', kind: 'selling', base: 'item', rule: { type: 'banded', bands: [band(15, false, 0, 1), band(50, false, 0, 2), band(null, true, 0, 3)] } },
      percentOf('Commission', 'selling', 'order', 5.99),
    ],
    shippingPaidBy: 'buyer',
    // Poshmark's flat label in 2024 as best known; it is part of the order the 5.99% was taken on.
    buyerShippingCharge: 7.97,
    notes: [...POSHMARK_NOTES, 'Buyers also paid a 5.99% protection fee and a flat fee while this schedule was in force.'],
  },
  {
    platform: 'Poshmark',
    effectiveFrom: '2024-10-21',
    source: { url: 'https://support.poshmark.com/', title: 'Poshmark Support: Selling fees (back to $2.95 under $15, 20% from $15 on October 21, 2024)' },
    summary: '$2.95 on sales under $15, 20% from $15',
    components: [POSHMARK_CLASSIC_COMMISSION],
    shippingPaidBy: 'buyer',
    notes: POSHMARK_NOTES,
  },

  {
    platform: 'Depop',
    effectiveFrom: '2023-01-01',
    source: { url: 'https://depophelp.zendesk.com/hc/en-gb/articles/360001791127-Depop-fees-and-charges', title: 'Depop Help: Depop fees and charges (10% selling fee; in force before 2023, tracked from 2023)' },
    summary: '10% selling fee + 3.3% + $0.45 payment processing',
    components: [percentOf('Selling fee', 'selling', 'order', 10), DEPOP_PAYMENT_PROCESSING],
    shippingPaidBy: 'seller',
    notes: ['Boosted listings (an optional 8%) are not included.'],
  },
  {
    platform: 'Depop',
    effectiveFrom: '2024-07-15',
    source: { url: 'https://depophelp.zendesk.com/hc/en-us', title: 'Depop Help: Selling fees in the US (no selling fee from July 15, 2024; payment processing stays)' },
    summary: 'No selling fee; 3.3% + $0.45 payment processing',
    components: [DEPOP_PAYMENT_PROCESSING],
    shippingPaidBy: 'seller',
    notes: ['Buyers pay a marketplace fee.', 'Boosted listings (an optional 8%) are not included.'],
  },

  {
    platform: 'Facebook',
    effectiveFrom: '2023-01-01',
    source: { url: 'https://www.facebook.com/help/', title: 'Facebook Help Center: Selling fees on Marketplace (shipped orders; in force before 2023, tracked from 2023)' },
    summary: '5% of a shipped order, $0.40 flat for orders of $8 or less',
    components: [{ label: 'Selling fee', kind: 'selling', base: 'order', rule: { type: 'banded', bands: [band(8, true, 0, 0.4), band(null, true, 5, 0)] } }],
    shippingPaidBy: 'seller',
    notes: ['Shipped orders paid through checkout; local pickup paid in person has no fee and no shipping.'],
  },
  {
    platform: 'Facebook',
    effectiveFrom: '2024-04-15',
    source: { url: 'https://www.facebook.com/help/', title: 'Facebook Help Center: Selling fees on Marketplace (10% per shipment, at least $0.80, from April 15, 2024)' },
    summary: '10% of a shipped order, at least $0.80',
    components: [{ ...percentOf('Selling fee', 'selling', 'order', 10), minimum: 0.8 }],
    shippingPaidBy: 'seller',
    notes: ['Shipped orders paid through checkout; local pickup paid in person has no fee and no shipping.'],
  },
] satisfies FeeSchedule[]);

// The same objects are handed to every caller (and to React as props): make accidental edits throw.
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value as Record<string, unknown>)) deepFreeze(child);
  }
  return value;
}
