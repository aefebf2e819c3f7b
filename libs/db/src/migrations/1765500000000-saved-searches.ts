import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Saved searches (issue 22): a member's directory search and filters under a name, with how
 * new matches are told (instant, daily, weekly, never). The filters are kept as the directory's
 * parsed query (jsonb), so they are matched by the directory's own rules. A member's names are
 * unique whatever their case; the per-member limit is the API's (SAVED_SEARCHES_PER_MEMBER).
 */
export class SavedSearches1765500000000 implements MigrationInterface {
  name = 'SavedSearches1765500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE saved_searches (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name varchar(60) NOT NULL,
        query jsonb NOT NULL,
        notify varchar(8) NOT NULL DEFAULT 'instant' CHECK (notify IN ('instant', 'daily', 'weekly', 'never')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX saved_searches_user_name ON saved_searches (user_id, lower(name))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE saved_searches`);
  }
}
