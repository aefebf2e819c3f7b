// Spec member-side §9 has two readings of the prices; the agreed ones are $19/month and
// $180/year ($15/month, compared with 12 × $19 = $228). Money is in integer cents so
// nothing is ever rounded twice.

export type PlanId = 'monthly' | 'annual';
export type PlanInterval = 'month' | 'year';

export interface Plan {
  id: PlanId;
  name: string;
  priceCents: number;
  interval: PlanInterval;
  perMonthCents: number;
  /** Crossed-out price shown next to the real one. */
  compareAtCents?: number;
}

export const PLAN_IDS: readonly PlanId[] = Object.freeze(['monthly', 'annual'] as const);

export const PLANS = Object.freeze({
  monthly: Object.freeze({ id: 'monthly', name: 'Monthly', priceCents: 1900, interval: 'month', perMonthCents: 1900 }),
  annual: Object.freeze({
    id: 'annual',
    name: 'Annual',
    priceCents: 18000,
    interval: 'year',
    perMonthCents: 1500,
    compareAtCents: 22800,
  }),
} as const satisfies Record<PlanId, Plan>);

export function isPlanId(value: unknown): value is PlanId {
  return value === 'monthly' || value === 'annual';
}

/** Price per month in cents; yearly prices are divided by 12 and rounded to the nearest cent. */
export function monthlyEquivalentCents(plan: Plan | PlanId): number {
  const p: Plan = typeof plan === 'string' ? PLANS[plan] : plan;
  return p.interval === 'year' ? Math.round(p.priceCents / 12) : p.priceCents;
}
