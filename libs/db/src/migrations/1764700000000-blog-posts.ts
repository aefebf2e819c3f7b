import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The blog as issue 18 needs it (the initial schema had blog_posts with the picture inline and a
 * publication date set on every row, drafts included):
 *
 * - `published_at` is when a post was first published: null for a draft that never was.
 * - `created_at` added; `status` only 'draft' or 'published' (default published, admin-side §3);
 *   `read_time` always set (minutes, at least 1); `views` never negative.
 * - `blog_post_images`: the uploaded or fetched original (private, never served) and the worker's
 *   1200x630 variant beside it, as bolo_item_images and comment_images hold theirs; `failed_at` /
 *   `failure` say why the worker gave up. Pictures stored inline before move there.
 * - Indexes: the public list (published, newest first), its category filter, and the back
 *   office's table (last change first). The slug's unique constraint gets a name the API reads.
 */
export class BlogPosts1764700000000 implements MigrationInterface {
  name = 'BlogPosts1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE blog_posts SET status = 'published' WHERE status NOT IN ('draft', 'published')`);
    await q.query(`UPDATE blog_posts SET published_at = NULL WHERE status = 'draft'`);
    await q.query(`
      UPDATE blog_posts
         SET read_time = greatest(1, ceil(coalesce(array_length(regexp_split_to_array(btrim(content), '\\s+'), 1), 0) / 200.0))::int
       WHERE read_time IS NULL OR read_time < 1`);
    await q.query(`
      ALTER TABLE blog_posts
        ALTER COLUMN published_at DROP NOT NULL,
        ALTER COLUMN published_at DROP DEFAULT,
        ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
        ALTER COLUMN read_time SET DEFAULT 1,
        ALTER COLUMN read_time SET NOT NULL,
        ADD CONSTRAINT ck_blog_posts_status CHECK (status IN ('draft', 'published')),
        ADD CONSTRAINT ck_blog_posts_read_time CHECK (read_time >= 1),
        ADD CONSTRAINT ck_blog_posts_views CHECK (views >= 0),
        ADD CONSTRAINT ck_blog_posts_published_at CHECK (status = 'draft' OR published_at IS NOT NULL)`);
    await q.query(`UPDATE blog_posts SET created_at = coalesce(published_at, updated_at)`);
    await q.query(`ALTER TABLE blog_posts RENAME CONSTRAINT blog_posts_slug_key TO uq_blog_posts_slug`);

    await q.query(`
      CREATE TABLE blog_post_images (
        post_id integer PRIMARY KEY REFERENCES blog_posts(id) ON DELETE CASCADE,
        data bytea NOT NULL,
        content_type varchar(50) NOT NULL,
        checksum varchar(64) NOT NULL,
        variant_data bytea,
        variant_content_type varchar(50),
        variant_checksum varchar(64),
        failed_at timestamptz,
        failure text,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Pictures stored before this migration keep their bytes; the seed or an edit makes their variant.
    await q.query(`
      INSERT INTO blog_post_images (post_id, data, content_type, checksum)
      SELECT id, featured_image, coalesce(image_content_type, 'application/octet-stream'), encode(sha256(featured_image), 'hex')
        FROM blog_posts WHERE featured_image IS NOT NULL`);
    await q.query(`ALTER TABLE blog_posts DROP COLUMN featured_image, DROP COLUMN image_content_type`);

    await q.query(`DROP INDEX IF EXISTS ix_blog_posts_status_published`);
    // The public list and the sitemap: published posts, newest first.
    await q.query(`CREATE INDEX ix_blog_posts_published ON blog_posts (published_at DESC, id DESC) WHERE status = 'published'`);
    // The public list of one category, the related posts, and the category counts.
    await q.query(`CREATE INDEX ix_blog_posts_category_published ON blog_posts (category, published_at DESC, id DESC) WHERE status = 'published'`);
    // The back office's table: last change first.
    await q.query(`CREATE INDEX ix_blog_posts_updated ON blog_posts (updated_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS ix_blog_posts_updated`);
    await q.query(`DROP INDEX IF EXISTS ix_blog_posts_category_published`);
    await q.query(`DROP INDEX IF EXISTS ix_blog_posts_published`);
    await q.query(`ALTER TABLE blog_posts ADD COLUMN featured_image bytea, ADD COLUMN image_content_type varchar(50)`);
    await q.query(`UPDATE blog_posts p SET featured_image = i.data, image_content_type = i.content_type FROM blog_post_images i WHERE i.post_id = p.id`);
    await q.query(`DROP TABLE IF EXISTS blog_post_images`);
    await q.query(`ALTER TABLE blog_posts RENAME CONSTRAINT uq_blog_posts_slug TO blog_posts_slug_key`);
    await q.query(`UPDATE blog_posts SET published_at = coalesce(published_at, created_at)`);
    await q.query(`
      ALTER TABLE blog_posts
        DROP CONSTRAINT IF EXISTS ck_blog_posts_published_at,
        DROP CONSTRAINT IF EXISTS ck_blog_posts_views,
        DROP CONSTRAINT IF EXISTS ck_blog_posts_read_time,
        DROP CONSTRAINT IF EXISTS ck_blog_posts_status,
        ALTER COLUMN read_time DROP NOT NULL,
        ALTER COLUMN read_time DROP DEFAULT,
        DROP COLUMN created_at,
        ALTER COLUMN published_at SET DEFAULT now(),
        ALTER COLUMN published_at SET NOT NULL`);
    await q.query(`CREATE INDEX ix_blog_posts_status_published ON blog_posts (status, published_at DESC)`);
  }
}
