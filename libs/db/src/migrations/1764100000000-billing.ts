import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Billing by webhook: each Stripe event is applied once (processed_stripe_events, written in the
 * same transaction as the change it causes), a paid checkout session is linked to one account
 * once (stripe_checkout_links), and an event older than the state it would replace changes
 * nothing (users.billing_event_at: the creation time of the last event applied to the user).
 */
export class Billing1764100000000 implements MigrationInterface {
  name = 'Billing1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE processed_stripe_events (
        event_id varchar(255) PRIMARY KEY,
        type varchar(100) NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE stripe_checkout_links (
        session_id varchar(255) PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        linked_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`ALTER TABLE users ADD COLUMN billing_event_at timestamptz`);
    await q.query(`CREATE UNIQUE INDEX uq_users_subscription_id ON users (subscription_id) WHERE subscription_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS uq_users_subscription_id`);
    await q.query(`ALTER TABLE users DROP COLUMN IF EXISTS billing_event_at`);
    await q.query(`DROP TABLE IF EXISTS stripe_checkout_links`);
    await q.query(`DROP TABLE IF EXISTS processed_stripe_events`);
  }
}
