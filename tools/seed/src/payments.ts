import { PLANS } from '@bolo/contracts';
import type { PaymentsRepository } from '@bolo/db';

const DAY_MS = 86_400_000;

/**
 * The member's monthly invoices for last month and this month, so admin revenue and its
 * growth are computed from real rows. The invoice id names the month, so a re-run in the
 * same month inserts nothing and a run next month adds that month's invoice, as billing would.
 *
 * `thisMonth: false` when the member is billed by the payment provider: this month's invoice is
 * then the provider's own (recorded when the seed started the subscription, or by the worker), and
 * a made-up one beside it would count the month twice.
 */
export async function seedMemberPayments(payments: PaymentsRepository, memberId: number, now: Date, options: { thisMonth: boolean } = { thisMonth: true }): Promise<number> {
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const thisMonth = new Date(Math.max(monthStart, now.getTime() - 2 * DAY_MS));
  const lastMonth = new Date(thisMonth);
  lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
  if (lastMonth.getUTCMonth() === thisMonth.getUTCMonth()) lastMonth.setUTCDate(0); // 31st into a 30-day month

  let inserted = 0;
  for (const paidAt of options.thisMonth ? [lastMonth, thisMonth] : [lastMonth]) {
    const invoiceId = `in_seed_member_${paidAt.getUTCFullYear()}${String(paidAt.getUTCMonth() + 1).padStart(2, '0')}`;
    const recorded = await payments.record({ userId: memberId, amountCents: PLANS.monthly.priceCents, plan: 'monthly', stripeInvoiceId: invoiceId, paidAt });
    if (recorded) inserted += 1;
  }
  return inserted;
}
