import type { DataSource } from 'typeorm';
import { isRowId, SqlExecutor, uniqueViolation, type Transaction } from '../sql/executor';
import type { UserSubscriptionState } from './subscription-state';

/** A user's billing columns (users table), as billing reads them. */
export interface UserBilling {
  userId: number;
  email: string | null;
  username: string;
  stripeCustomerId: string | null;
  subscriptionId: string | null;
  subscriptionStatus: string;
  subscriptionPlan: string;
  subscriptionEndDate: Date | null;
  /** Creation time of the newest webhook event applied to this user. */
  billingEventAt: Date | null;
}

/** The provider ids a state belongs to; null leaves the stored id as it is. */
export interface BillingIds {
  customerId: string | null;
  subscriptionId: string | null;
}

/** Why a write of provider ids was refused: another account holds that customer or subscription. */
export type BillingIdsTaken = { taken: 'customer' | 'subscription' };

const BILLING_COLUMNS = `
  u.id AS "userId", u.email, u.username, u.stripe_customer_id AS "stripeCustomerId", u.subscription_id AS "subscriptionId",
  u.subscription_status AS "subscriptionStatus", u.subscription_plan AS "subscriptionPlan",
  u.subscription_end_date AS "subscriptionEndDate", u.billing_event_at AS "billingEventAt"`;

function takenOf(error: unknown): BillingIdsTaken | null {
  const duplicate = uniqueViolation(error);
  if (!duplicate) return null;
  if (duplicate.constraint === 'uq_users_stripe_customer') return { taken: 'customer' };
  if (duplicate.constraint === 'uq_users_subscription_id') return { taken: 'subscription' };
  return null;
}

/**
 * Every billing statement: Stripe events processed once (processed_stripe_events), checkout
 * sessions linked to one account once (stripe_checkout_links), and the users' billing columns
 * (customer and subscription ids, status, plan, end date, billing_event_at). Writes that must
 * commit together take the `tx` of `Database.transaction`.
 */
export class BillingRepository {
  private readonly sql: SqlExecutor;

  constructor(dataSource: DataSource) {
    this.sql = new SqlExecutor(dataSource);
  }

  // --- processed events ---------------------------------------------------------------

  async isProcessed(eventId: string): Promise<boolean> {
    const row = await this.sql.one({ name: 'billing_event_processed', text: `SELECT 1 FROM processed_stripe_events WHERE event_id = $1`, values: [eventId] });
    return row !== null;
  }

  /**
   * Records the event as processed; false when it already was. Inside a transaction this is the
   * lock: a concurrent run of the same event waits on the row and then gets false.
   */
  async markProcessed(eventId: string, type: string, tx?: Transaction): Promise<boolean> {
    const { rowCount } = await this.sql.run(
      {
        name: 'billing_event_mark',
        text: `INSERT INTO processed_stripe_events (event_id, type) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING`,
        values: [eventId, type],
      },
      tx,
    );
    return rowCount > 0;
  }

  // --- checkout links -----------------------------------------------------------------

  /** The account a checkout session is linked to, or null. */
  async linkedUserOf(sessionId: string, tx?: Transaction): Promise<number | null> {
    const row = await this.sql.one<{ userId: number }>(
      { name: 'billing_link_of', text: `SELECT user_id AS "userId" FROM stripe_checkout_links WHERE session_id = $1`, values: [sessionId] },
      tx,
    );
    return row?.userId ?? null;
  }

  /**
   * Links the session to the user unless it is linked already: 'linked' when this call did it,
   * else the account that holds it (the same user: an idempotent repeat).
   */
  async linkCheckoutSession(sessionId: string, userId: number, tx?: Transaction): Promise<{ linked: true } | { linked: false; userId: number }> {
    const inserted = await this.sql.one<{ userId: number }>(
      {
        name: 'billing_link_insert',
        text: `INSERT INTO stripe_checkout_links (session_id, user_id) VALUES ($1, $2) ON CONFLICT (session_id) DO NOTHING RETURNING user_id AS "userId"`,
        values: [sessionId, userId],
      },
      tx,
    );
    if (inserted) return { linked: true };
    const owner = await this.linkedUserOf(sessionId, tx);
    // Deleted between the two statements (ON DELETE CASCADE): nobody holds it, so report the caller's own conflict.
    return { linked: false, userId: owner ?? 0 };
  }

  // --- users' billing columns --------------------------------------------------------

  async billingOf(userId: number, tx?: Transaction): Promise<UserBilling | null> {
    if (!isRowId(userId)) return null;
    return this.sql.one<UserBilling>({ name: 'billing_of_user', text: `SELECT ${BILLING_COLUMNS} FROM users u WHERE u.id = $1`, values: [userId] }, tx);
  }

  /** Like billingOf, holding the row until the transaction ends (serialises events of one user). */
  async lockBillingOf(userId: number, tx: Transaction): Promise<UserBilling | null> {
    if (!isRowId(userId)) return null;
    return this.sql.one<UserBilling>({ name: 'billing_lock_user', text: `SELECT ${BILLING_COLUMNS} FROM users u WHERE u.id = $1 FOR UPDATE`, values: [userId] }, tx);
  }

  /** The account holding this subscription, else the one holding this customer, else null. */
  async findUserIdByStripeIds(ids: { subscriptionId?: string | null; customerId?: string | null }, tx?: Transaction): Promise<number | null> {
    const row = await this.sql.one<{ id: number }>(
      {
        name: 'billing_user_by_ids',
        text: `SELECT id FROM users
                WHERE ($1::text IS NOT NULL AND subscription_id = $1) OR ($2::text IS NOT NULL AND stripe_customer_id = $2)
                ORDER BY (subscription_id IS NOT DISTINCT FROM $1) DESC LIMIT 1`,
        values: [ids.subscriptionId ?? null, ids.customerId ?? null],
      },
      tx,
    );
    return row?.id ?? null;
  }

  /** Stores the customer id the user's checkouts reuse; refused when another account holds it. */
  async setCustomerId(userId: number, customerId: string, tx?: Transaction): Promise<true | BillingIdsTaken> {
    try {
      await this.sql.run({ text: `UPDATE users SET stripe_customer_id = $2, updated_at = now() WHERE id = $1`, values: [userId, customerId] }, tx);
      return true;
    } catch (error) {
      const taken = takenOf(error);
      if (taken) return taken;
      throw error;
    }
  }

  /**
   * Writes a subscription's state and provider ids to the user. With `eventAt` (a webhook event's
   * creation time) nothing changes when the user already holds the state of a newer event, and
   * billing_event_at moves forward; without it (the API, right after reading the subscription from
   * the provider) the state is written and billing_event_at is left alone. Answers 'applied',
   * 'stale' (newer state kept), 'missing' (no such user) or which provider id another account holds.
   */
  async applySubscriptionState(
    userId: number,
    state: UserSubscriptionState,
    ids: BillingIds,
    eventAt: Date | null,
    tx?: Transaction,
  ): Promise<'applied' | 'stale' | 'missing' | BillingIdsTaken> {
    if (!isRowId(userId)) return 'missing';
    try {
      const { rowCount } = await this.sql.run(
        {
          name: 'billing_apply_state',
          text: `UPDATE users SET
                   subscription_status = $2,
                   subscription_plan = coalesce($3, subscription_plan),
                   subscription_end_date = $4,
                   stripe_customer_id = coalesce($5, stripe_customer_id),
                   subscription_id = coalesce($6, subscription_id),
                   billing_event_at = CASE WHEN $7::timestamptz IS NULL THEN billing_event_at
                                           ELSE greatest(billing_event_at, $7::timestamptz) END,
                   updated_at = now()
                 WHERE id = $1 AND ($7::timestamptz IS NULL OR billing_event_at IS NULL OR billing_event_at <= $7::timestamptz)`,
          values: [userId, state.status, state.plan, state.endDate, ids.customerId, ids.subscriptionId, eventAt],
        },
        tx,
      );
      if (rowCount > 0) return 'applied';
    } catch (error) {
      const taken = takenOf(error);
      if (taken) return taken;
      throw error;
    }
    const exists = await this.sql.one({ name: 'billing_user_exists', text: `SELECT 1 FROM users WHERE id = $1`, values: [userId] }, tx);
    return exists ? 'stale' : 'missing';
  }
}
