import { EMULATOR_DEFAULTS } from '@bolo/billing';
import { PLANS, type PlanId } from '@bolo/contracts';

export interface CatalogPrice {
  id: string;
  plan: PlanId;
  unitAmount: number;
  interval: 'month' | 'year';
  nickname: string;
}

/** Created once when the emulator's catalog was "set up" (a fixed instant, like a real account's). */
export const CATALOG_CREATED = 1_767_225_600; // 2026-01-01T00:00:00Z

export const PRODUCT = {
  id: 'prod_bolo_membership',
  name: 'BOLO Directory membership',
  description: 'Access to the BOLO Directory of resale finds',
};

/** The two prices of the product; amounts and intervals are the contracts' plans. */
export const PRICES: Record<string, CatalogPrice> = Object.fromEntries(
  (['monthly', 'annual'] as const).map((plan) => [
    EMULATOR_DEFAULTS.prices[plan],
    { id: EMULATOR_DEFAULTS.prices[plan], plan, unitAmount: PLANS[plan].priceCents, interval: PLANS[plan].interval, nickname: PLANS[plan].name },
  ]),
);

const DAY = 24 * 60 * 60;

/** The end of a billing period that starts at `start` (calendar months and years, as Stripe bills). */
export function addInterval(start: number, interval: 'month' | 'year' | 'week' | 'day', count = 1): number {
  if (interval === 'day') return start + count * DAY;
  if (interval === 'week') return start + count * 7 * DAY;
  const date = new Date(start * 1000);
  const day = date.getUTCDate();
  const months = interval === 'year' ? 12 * count : count;
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return Math.floor(date.getTime() / 1000);
}
