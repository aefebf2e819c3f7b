import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Comments as issue 17 needs them (the initial schema kept picture bytes inline, counters the
 * application would have to bump, and one is_reported flag):
 *
 * - `comment_votes` rows are the only source of the counts: `comments.upvotes/downvotes` are kept
 *   by a row trigger in the voting transaction (+1/-1 under the comment's row lock, so concurrent
 *   votes serialise there and the counts stay exact); the application never adds 1.
 * - `comment_reports`: one row per reporter (who, when, optional reason). An admin's clear marks
 *   the open reports cleared (kept: the same member cannot report the same comment again);
 *   `comments.open_reports` counts the uncleared ones, kept by a trigger like the votes.
 * - `comments.status`: visible, hidden (by reports, until an admin reviews it) or deleted (soft
 *   delete; never served).
 * - `comment_images`: the original (private, never served) and the worker's 180x180 variant
 *   beside it, as bolo_item_images holds an item's original and card; `failed_at`/`failure` say
 *   why the worker gave up, so the comment shows no picture rather than a placeholder forever.
 */
export class CommentsReshape1764600000000 implements MigrationInterface {
  name = 'CommentsReshape1764600000000';

  async up(q: QueryRunner): Promise<void> {
    // Counters agree with the vote rows from here on; the table lock taken here holds off writers
    // until the triggers below exist and this commits.
    await q.query(`LOCK TABLE comments, comment_votes IN SHARE ROW EXCLUSIVE MODE`);
    await q.query(`
      UPDATE comments c SET
        upvotes = (SELECT count(*) FROM comment_votes v WHERE v.comment_id = c.id AND v.vote_type = 'up'),
        downvotes = (SELECT count(*) FROM comment_votes v WHERE v.comment_id = c.id AND v.vote_type = 'down')`);
    await q.query(`
      ALTER TABLE comments
        ADD COLUMN status varchar(10) NOT NULL DEFAULT 'visible' CHECK (status IN ('visible', 'hidden', 'deleted')),
        ADD COLUMN open_reports integer NOT NULL DEFAULT 0 CHECK (open_reports >= 0),
        ADD COLUMN deleted_at timestamptz,
        ADD CONSTRAINT ck_comments_votes_non_negative CHECK (upvotes >= 0 AND downvotes >= 0)`);

    await q.query(`
      CREATE TABLE comment_images (
        comment_id integer PRIMARY KEY REFERENCES comments(id) ON DELETE CASCADE,
        data bytea NOT NULL,
        content_type varchar(50) NOT NULL,
        checksum varchar(64) NOT NULL,
        variant_data bytea,
        variant_content_type varchar(50),
        variant_checksum varchar(64),
        failed_at timestamptz,
        failure text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Pictures posted before this migration keep their bytes; they have no variant yet.
    await q.query(`
      INSERT INTO comment_images (comment_id, data, content_type, checksum)
      SELECT id, image, coalesce(image_content_type, 'application/octet-stream'), encode(sha256(image), 'hex')
        FROM comments WHERE image IS NOT NULL`);

    await q.query(`
      CREATE TABLE comment_reports (
        id serial PRIMARY KEY,
        comment_id integer NOT NULL REFERENCES comments(id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        reason varchar(500),
        created_at timestamptz NOT NULL DEFAULT now(),
        cleared_at timestamptz,
        CONSTRAINT uq_comment_reports_comment_user UNIQUE (comment_id, user_id)
      )`);
    await q.query(`CREATE INDEX ix_comment_reports_user ON comment_reports (user_id)`);

    await q.query(`DROP INDEX IF EXISTS ix_comments_item_created`);
    await q.query(`DROP INDEX IF EXISTS ix_comments_reported`);
    await q.query(`ALTER TABLE comments DROP COLUMN image, DROP COLUMN image_content_type, DROP COLUMN is_reported`);
    // An item's thread, newest first (the author's own hidden comments are read through it too).
    await q.query(`CREATE INDEX ix_comments_item_thread ON comments (bolo_item_id, created_at DESC, id DESC) WHERE status <> 'deleted'`);
    // The back office: every comment newest first, and the reported ones.
    await q.query(`CREATE INDEX ix_comments_admin_list ON comments (created_at DESC, id DESC) WHERE status <> 'deleted'`);
    await q.query(`CREATE INDEX ix_comments_reported ON comments (created_at DESC, id DESC) WHERE open_reports > 0 AND status <> 'deleted'`);

    await q.query(`
      CREATE FUNCTION comment_votes_count() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- x = x + d re-reads the row after waiting for its lock, so concurrent votes never lose one.
        IF TG_OP IN ('DELETE', 'UPDATE') THEN
          UPDATE comments SET upvotes = upvotes - (OLD.vote_type = 'up')::int, downvotes = downvotes - (OLD.vote_type = 'down')::int
           WHERE id = OLD.comment_id;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          UPDATE comments SET upvotes = upvotes + (NEW.vote_type = 'up')::int, downvotes = downvotes + (NEW.vote_type = 'down')::int
           WHERE id = NEW.comment_id;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER comment_votes_count AFTER INSERT OR DELETE OR UPDATE OF vote_type, comment_id ON comment_votes
        FOR EACH ROW EXECUTE FUNCTION comment_votes_count()`);

    await q.query(`
      CREATE FUNCTION comment_reports_count() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.cleared_at IS NULL THEN
          UPDATE comments SET open_reports = open_reports - 1 WHERE id = OLD.comment_id;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.cleared_at IS NULL THEN
          UPDATE comments SET open_reports = open_reports + 1 WHERE id = NEW.comment_id;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER comment_reports_count AFTER INSERT OR DELETE OR UPDATE OF cleared_at, comment_id ON comment_reports
        FOR EACH ROW EXECUTE FUNCTION comment_reports_count()`);

  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS comment_reports_count ON comment_reports`);
    await q.query(`DROP TRIGGER IF EXISTS comment_votes_count ON comment_votes`);
    await q.query(`DROP FUNCTION IF EXISTS comment_reports_count()`);
    await q.query(`DROP FUNCTION IF EXISTS comment_votes_count()`);
    await q.query(`DROP INDEX IF EXISTS ix_comments_item_thread`);
    await q.query(`DROP INDEX IF EXISTS ix_comments_admin_list`);
    await q.query(`DROP INDEX IF EXISTS ix_comments_reported`);
    await q.query(`
      ALTER TABLE comments
        ADD COLUMN image bytea,
        ADD COLUMN image_content_type varchar(50),
        ADD COLUMN is_reported boolean NOT NULL DEFAULT false`);
    await q.query(`UPDATE comments c SET image = i.data, image_content_type = i.content_type FROM comment_images i WHERE i.comment_id = c.id`);
    await q.query(`UPDATE comments SET is_reported = true WHERE open_reports > 0`);
    await q.query(`DROP TABLE IF EXISTS comment_reports`);
    await q.query(`DROP TABLE IF EXISTS comment_images`);
    await q.query(`DELETE FROM comments WHERE status = 'deleted'`);
    await q.query(`ALTER TABLE comments DROP CONSTRAINT IF EXISTS ck_comments_votes_non_negative, DROP COLUMN status, DROP COLUMN open_reports, DROP COLUMN deleted_at`);
    await q.query(`CREATE INDEX ix_comments_item_created ON comments (bolo_item_id, created_at DESC)`);
    await q.query(`CREATE INDEX ix_comments_reported ON comments (created_at DESC) WHERE is_reported`);
  }
}
