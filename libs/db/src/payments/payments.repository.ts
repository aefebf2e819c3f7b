import type { DataSource } from 'typeorm';
import { SqlExecutor, type Transaction } from '../sql/executor';

export interface NewPayment {
  userId: number | null;
  amountCents: number;
  currency?: string;
  plan: string;
  /** Stripe's invoice id: a payment is recorded once per invoice. */
  stripeInvoiceId: string | null;
  paidAt: Date;
}

/** Every statement on `payments`: one row per paid invoice, the source of admin revenue figures. */
export class PaymentsRepository {
  private readonly sql: SqlExecutor;

  constructor(dataSource: DataSource) {
    this.sql = new SqlExecutor(dataSource);
  }

  /** Records the payment unless its invoice is recorded already; answers whether it was new. */
  async record(payment: NewPayment, tx?: Transaction): Promise<boolean> {
    const { rowCount } = await this.sql.run(
      {
        text: `INSERT INTO payments (user_id, amount_cents, currency, plan, stripe_invoice_id, paid_at)
               VALUES ($1, $2, $3, $4, $5, $6)
               ON CONFLICT (stripe_invoice_id) DO NOTHING`,
        values: [payment.userId, payment.amountCents, payment.currency ?? 'usd', payment.plan, payment.stripeInvoiceId, payment.paidAt],
      },
      tx,
    );
    return rowCount > 0;
  }

  /** Cents received in [from, to). */
  async revenueCents(from: Date, to: Date): Promise<number> {
    const row = await this.sql.one<{ cents: string }>({
      text: `SELECT coalesce(sum(amount_cents), 0)::bigint AS cents FROM payments WHERE paid_at >= $1 AND paid_at < $2`,
      values: [from, to],
    });
    return Number(row?.cents ?? 0);
  }

  async count(): Promise<number> {
    return (await this.sql.one<{ n: number }>({ text: `SELECT count(*)::int AS n FROM payments` }))?.n ?? 0;
  }
}
