import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Contact form messages (issue 18; spec admin-side §3): what a visitor or member wrote to support,
 * who they were when signed in (kept as null once the account is deleted), and when the worker
 * e-mailed it to SUPPORT_EMAIL (`emailed_at`, null until then: the worker sends a message once).
 */
export class ContactMessages1764800000000 implements MigrationInterface {
  name = 'ContactMessages1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE contact_messages (
        id serial PRIMARY KEY,
        name varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        subject varchar(200) NOT NULL,
        message varchar(5000) NOT NULL,
        type varchar(20) NOT NULL DEFAULT 'Contact Form' CHECK (type = 'Contact Form'),
        user_id integer REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        emailed_at timestamptz
      )`);
    // Deleting an account clears its messages' user_id: without this it would scan the table.
    await q.query(`CREATE INDEX ix_contact_messages_user ON contact_messages (user_id) WHERE user_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS contact_messages`);
  }
}
