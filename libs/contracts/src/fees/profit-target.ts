// A member's profit target (issue 20 item 6), saved in their profile: the item page's walk-away
// price is the most they can pay for a find and still make it.

import { z } from 'zod';
import { profileUpdateSchema, type ProfileResponse } from '../profile/schemas';

export const PROFIT_TARGET_KINDS = ['margin', 'dollars'] as const;
export type ProfitTargetKind = (typeof PROFIT_TARGET_KINDS)[number];

/**
 * What a member wants to make on a find: `margin` is a percentage of the sale price (30 = 30%),
 * `dollars` an amount of net profit after fees, shipping and the buy price.
 */
export interface ProfitTarget {
  kind: ProfitTargetKind;
  value: number;
}

/** Allowed values, inclusive. A margin near 100% would leave nothing to pay for the item. */
export const PROFIT_TARGET_LIMITS: Readonly<Record<ProfitTargetKind, { min: number; max: number }>> = Object.freeze({
  margin: Object.freeze({ min: 0, max: 95 }),
  dollars: Object.freeze({ min: 0, max: 10_000 }),
});

/** Until a member saves their own. */
export const DEFAULT_PROFIT_TARGET: ProfitTarget = Object.freeze({ kind: 'margin', value: 30 });

export const PROFIT_TARGET_MESSAGES = {
  required: 'Profit target must be an object with a kind and a value.',
  kind: "Profit target kind must be 'margin' (a percentage of the sale price) or 'dollars' (an amount).",
  value: 'Profit target value must be a number.',
  margin: 'A margin target must be between 0% and 95% of the sale price.',
  dollars: 'A dollar target must be between $0 and $10,000.',
  precision: 'A profit target can have at most two decimal places.',
  saved: 'Profit target saved',
  saveFailed: { title: 'Profit Target Not Saved', description: 'Failed to save your profit target.' },
} as const;

/** At most two decimal places (cents, or hundredths of a percent), allowing for binary float noise. */
const hasAtMostTwoDecimals = (n: number): boolean => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/** { kind, value } as the API accepts it: the kind's range, two decimals at most. */
export const profitTargetSchema = z
  .object(
    {
      kind: z.enum(PROFIT_TARGET_KINDS, { error: PROFIT_TARGET_MESSAGES.kind }),
      value: z.number({ error: PROFIT_TARGET_MESSAGES.value }),
    },
    { error: PROFIT_TARGET_MESSAGES.required },
  )
  .superRefine((target, ctx) => {
    const { min, max } = PROFIT_TARGET_LIMITS[target.kind];
    if (target.value < min || target.value > max) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: PROFIT_TARGET_MESSAGES[target.kind] });
    } else if (!hasAtMostTwoDecimals(target.value)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: PROFIT_TARGET_MESSAGES.precision });
    }
  })
  // Stored as numeric(8,2): hand back exactly what will be stored.
  .transform((target): ProfitTarget => ({ kind: target.kind, value: Math.round(target.value * 100) / 100 }));

/** PUT /api/profile: the profile update, and optionally the profit target with it (left as is when absent). */
export const memberProfileUpdateSchema = profileUpdateSchema.extend({ profitTarget: profitTargetSchema.optional() });
export type MemberProfileUpdateInput = z.output<typeof memberProfileUpdateSchema>;

/** GET/PUT /api/profile and PUT /api/profile/profit-target: the member and their profit target (the default until saved). */
export type MemberProfileResponse = ProfileResponse & { profitTarget: ProfitTarget };

/** The target in a profile answer, or the default for one without it (an older cached copy). */
export function profitTargetOf(profile: { profitTarget?: ProfitTarget | null } | null | undefined): ProfitTarget {
  const parsed = profitTargetSchema.safeParse(profile?.profitTarget);
  return parsed.success ? parsed.data : DEFAULT_PROFIT_TARGET;
}
