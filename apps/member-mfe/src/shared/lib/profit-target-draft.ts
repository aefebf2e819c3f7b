// A profit target being typed (the item page's "Profit after fees" and the profile's setting) and
// the way targets and amounts are written. Fixed en-US formatting: the web server's render and the
// browser's hydration must write the same text (docs/decisions.md, "Hydration").
import { PROFIT_TARGET_MESSAGES, profitTargetSchema } from '@bolo/contracts';
import type { ProfitTarget, ProfitTargetKind } from '@bolo/contracts';

/** What the fields hold: the kind and the value as typed. */
export interface ProfitTargetDraft {
  kind: ProfitTargetKind;
  value: string;
}

export const draftOfTarget = (target: ProfitTarget): ProfitTargetDraft => ({ kind: target.kind, value: String(target.value) });

/** The target the draft stands for, or the contract's message for what is wrong with it. */
export function parseTargetDraft(draft: ProfitTargetDraft): { target: ProfitTarget } | { error: string } {
  const text = draft.value.trim();
  const value = text === '' ? Number.NaN : Number(text);
  const parsed = profitTargetSchema.safeParse({ kind: draft.kind, value });
  if (parsed.success) return { target: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? PROFIT_TARGET_MESSAGES.value };
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const PERCENT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Dollars with cents, '-$6.80' for a negative amount. */
export function formatMoney(dollars: number): string {
  return USD.format(Number.isFinite(dollars) ? dollars : 0);
}

/** '30% margin' or '$10.00 profit'. */
export function describeTarget(target: ProfitTarget): string {
  return target.kind === 'margin' ? `${PERCENT.format(target.value)}% margin` : `${formatMoney(target.value)} profit`;
}
