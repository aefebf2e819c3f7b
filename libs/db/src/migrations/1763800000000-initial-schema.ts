import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The seven stored schemas of admin-side §3, plus page views and payments.
 * Written as SQL so the indexes the directory depends on are explicit.
 */
export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);

    await q.query(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        username varchar(50) NOT NULL,
        password text NOT NULL,
        first_name varchar(100),
        last_name varchar(100),
        email varchar(254),
        stripe_customer_id varchar(100),
        subscription_status varchar(20) NOT NULL DEFAULT 'free',
        subscription_id varchar(100),
        subscription_plan varchar(20) NOT NULL DEFAULT 'none',
        subscription_end_date timestamptz,
        is_admin boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Case-insensitive uniqueness: 'Member' and 'member' are the same person.
    await q.query(`CREATE UNIQUE INDEX uq_users_username ON users (lower(username))`);
    await q.query(`CREATE UNIQUE INDEX uq_users_email ON users (lower(email))`);
    await q.query(`CREATE INDEX ix_users_created_at ON users (created_at DESC, id DESC)`);
    await q.query(`CREATE UNIQUE INDEX uq_users_stripe_customer ON users (stripe_customer_id) WHERE stripe_customer_id IS NOT NULL`);

    await q.query(`
      CREATE TABLE bolo_items (
        id serial PRIMARY KEY,
        name varchar(200) NOT NULL,
        description text NOT NULL,
        notes text,
        category varchar(100) NOT NULL,
        subcategory varchar(100),
        sold_range text NOT NULL DEFAULT '',
        buy_price text NOT NULL DEFAULT '',
        platforms text[] NOT NULL DEFAULT '{}',
        source text[] NOT NULL DEFAULT '{}',
        image text,
        image_content_type varchar(50),
        updated timestamptz NOT NULL DEFAULT now(),
        status varchar(20) NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
        created_by integer REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Directory order is newest first; these serve the unfiltered and the filtered listing.
    await q.query(`CREATE INDEX ix_bolo_items_status_updated ON bolo_items (status, updated DESC, id DESC)`);
    await q.query(`CREATE INDEX ix_bolo_items_status_category ON bolo_items (status, category, subcategory, updated DESC, id DESC)`);
    await q.query(`CREATE INDEX ix_bolo_items_created_by ON bolo_items (created_by)`);
    await q.query(`CREATE INDEX ix_bolo_items_created_at ON bolo_items (created_at DESC)`);
    // Substring search over name and description (any 3+ letters) through trigrams.
    await q.query(`CREATE INDEX ix_bolo_items_search ON bolo_items USING gin ((lower(name || ' ' || description)) gin_trgm_ops)`);

    await q.query(`
      CREATE TABLE bolo_item_images (
        bolo_item_id integer PRIMARY KEY REFERENCES bolo_items(id) ON DELETE CASCADE,
        data bytea NOT NULL,
        content_type varchar(50) NOT NULL,
        checksum varchar(64) NOT NULL,
        card_data bytea,
        card_content_type varchar(50),
        card_checksum varchar(64),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE saved_bolos (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        bolo_item_id integer NOT NULL REFERENCES bolo_items(id) ON DELETE CASCADE,
        saved_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_saved_bolos_user_item UNIQUE (user_id, bolo_item_id)
      )`);
    await q.query(`CREATE INDEX ix_saved_bolos_item ON saved_bolos (bolo_item_id)`);
    await q.query(`CREATE INDEX ix_saved_bolos_user_saved_at ON saved_bolos (user_id, saved_at DESC)`);

    await q.query(`
      CREATE TABLE blog_posts (
        id serial PRIMARY KEY,
        title varchar(300) NOT NULL,
        slug varchar(300) NOT NULL UNIQUE,
        content text NOT NULL,
        excerpt text NOT NULL,
        featured_image bytea,
        image_content_type varchar(50),
        author varchar(200) NOT NULL,
        published_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        status varchar(20) NOT NULL DEFAULT 'published',
        meta_title varchar(300),
        meta_description text,
        keywords text,
        category varchar(100) NOT NULL,
        tags text[] NOT NULL DEFAULT '{}',
        read_time integer,
        views integer NOT NULL DEFAULT 0
      )`);
    await q.query(`CREATE INDEX ix_blog_posts_status_published ON blog_posts (status, published_at DESC)`);

    await q.query(`
      CREATE TABLE comments (
        id serial PRIMARY KEY,
        bolo_item_id integer NOT NULL REFERENCES bolo_items(id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        content text NOT NULL,
        image bytea,
        image_content_type varchar(50),
        upvotes integer NOT NULL DEFAULT 0,
        downvotes integer NOT NULL DEFAULT 0,
        is_reported boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX ix_comments_item_created ON comments (bolo_item_id, created_at DESC)`);
    await q.query(`CREATE INDEX ix_comments_reported ON comments (created_at DESC) WHERE is_reported`);
    await q.query(`CREATE INDEX ix_comments_user ON comments (user_id)`);

    await q.query(`
      CREATE TABLE comment_votes (
        id serial PRIMARY KEY,
        comment_id integer NOT NULL REFERENCES comments(id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        vote_type varchar(4) NOT NULL CHECK (vote_type IN ('up', 'down')),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_comment_votes_user_comment UNIQUE (user_id, comment_id)
      )`);
    await q.query(`CREATE INDEX ix_comment_votes_comment ON comment_votes (comment_id)`);

    await q.query(`
      CREATE TABLE password_reset_tokens (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token varchar(128) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX ix_password_reset_tokens_user ON password_reset_tokens (user_id)`);

    await q.query(`
      CREATE TABLE page_views (
        id bigserial PRIMARY KEY,
        path varchar(500) NOT NULL,
        referrer varchar(1000),
        user_id integer REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX ix_page_views_created ON page_views (created_at DESC)`);

    await q.query(`
      CREATE TABLE payments (
        id serial PRIMARY KEY,
        user_id integer REFERENCES users(id) ON DELETE SET NULL,
        amount_cents integer NOT NULL CHECK (amount_cents >= 0),
        currency varchar(3) NOT NULL DEFAULT 'usd',
        plan varchar(20) NOT NULL,
        stripe_invoice_id varchar(100) UNIQUE,
        paid_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX ix_payments_paid_at ON payments (paid_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['payments', 'page_views', 'password_reset_tokens', 'comment_votes', 'comments', 'blog_posts', 'saved_bolos', 'bolo_item_images', 'bolo_items', 'users']) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
