import type { DataSource } from 'typeorm';
import { isRowId, SqlExecutor, uniqueViolation, type Transaction } from '../sql/executor';

export type BlogStatusValue = 'draft' | 'published';

/** Where a post's picture is: none, the worker still at it, ready to serve, or given up on. */
export type BlogImageState = 'none' | 'pending' | 'ready' | 'failed';

/** A post without its content: what lists, cards and the back office's table need. */
export interface BlogPostSummaryRow {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  category: string;
  tags: string[];
  author: string;
  status: BlogStatusValue;
  publishedAt: Date | null;
  updatedAt: Date;
  createdAt: Date;
  readTime: number;
  views: number;
  metaTitle: string | null;
  metaDescription: string | null;
  keywords: string | null;
  imageState: BlogImageState;
  /** The current original's checksum (the variant's when imageState is 'ready'), or null. */
  imageChecksum: string | null;
}

/** A whole post, its markdown included. */
export interface BlogPostRow extends BlogPostSummaryRow {
  content: string;
}

/** Every field a write stores; `publishedAt` follows from the status (first publication). */
export interface BlogPostFields {
  title: string;
  /** On an update, null keeps the post's slug. */
  slug: string | null;
  content: string;
  excerpt: string;
  category: string;
  tags: string[];
  author: string;
  status: BlogStatusValue;
  metaTitle: string | null;
  metaDescription: string | null;
  keywords: string | null;
  readTime: number;
}

export interface NewBlogImage {
  data: Buffer;
  contentType: string;
  /** sha256 hex of data: the variant job's idempotency key and the picture's version. */
  checksum: string;
}

/** What a write does to the post's picture in the same transaction. */
export type BlogImageChange = { kind: 'keep' } | { kind: 'replace'; image: NewBlogImage } | { kind: 'remove' };

export type BlogWriteResult = { id: number } | { conflict: 'slug' } | { notFound: true };

export interface AdminBlogFilters {
  search?: string;
  status: 'all' | BlogStatusValue;
  limit: number;
  offset: number;
}

/** What serving a post's picture needs before reading its bytes (enough for a 304). */
export interface BlogPictureMetadata {
  status: BlogStatusValue;
  checksum: string;
  contentType: string;
}

export interface BlogOriginalForVariant {
  checksum: string;
  variantChecksum: string | null;
  /** Present only when the variant must still be made for the asked checksum. */
  data: Buffer | null;
}

const SLUG_CONSTRAINT = 'uq_blog_posts_slug';

const SUMMARY_COLUMNS = `
  p.id, p.title, p.slug, p.excerpt, p.category, p.tags, p.author, p.status,
  p.published_at AS "publishedAt", p.updated_at AS "updatedAt", p.created_at AS "createdAt",
  p.read_time AS "readTime", p.views, p.meta_title AS "metaTitle", p.meta_description AS "metaDescription", p.keywords,
  CASE WHEN i.post_id IS NULL THEN 'none'
       WHEN i.variant_checksum = i.checksum THEN 'ready'
       WHEN i.failed_at IS NOT NULL THEN 'failed'
       ELSE 'pending' END AS "imageState",
  i.checksum AS "imageChecksum"`;

const FULL_COLUMNS = `${SUMMARY_COLUMNS}, p.content`;

const IMAGE_JOIN = `LEFT JOIN blog_post_images i ON i.post_id = p.id`;

const NEWEST_PUBLISHED = `ORDER BY p.published_at DESC, p.id DESC`;

/**
 * Every statement on `blog_posts` and `blog_post_images`: one aggregate, a post with its featured
 * picture (the original and the worker's variant). `published_at` is set by the first write that
 * publishes a post and kept after; `updated_at` moves with every write, never with a view.
 */
export class BlogPostsRepository {
  private readonly sql: SqlExecutor;

  constructor(dataSource: DataSource) {
    this.sql = new SqlExecutor(dataSource);
  }

  /** Stores a post and its picture's original together. A taken slug is `{ conflict: 'slug' }`. */
  async create(fields: BlogPostFields & { slug: string }, image?: NewBlogImage): Promise<Exclude<BlogWriteResult, { notFound: true }>> {
    try {
      return await this.sql.transaction(async (tx) => {
        const row = (await this.sql.one<{ id: number }>(
          {
            text: `INSERT INTO blog_posts (title, slug, content, excerpt, category, tags, author, status, meta_title, meta_description, keywords, read_time,
                                           published_at, updated_at, created_at)
                   VALUES ($1, $2, $3, $4, $5, $6, $7, $8::varchar, $9, $10, $11, $12,
                           CASE WHEN $8::varchar = 'published' THEN now() END, now(), now())
                   RETURNING id`,
            values: [fields.title, fields.slug, fields.content, fields.excerpt, fields.category, fields.tags, fields.author, fields.status, fields.metaTitle, fields.metaDescription, fields.keywords, fields.readTime],
          },
          tx,
        )) as { id: number };
        if (image) await this.saveImage(row.id, image, tx);
        return { id: row.id };
      });
    } catch (error) {
      if (uniqueViolation(error)?.constraint === SLUG_CONSTRAINT) return { conflict: 'slug' };
      throw error;
    }
  }

  /** Replaces a post's fields (a null slug keeps it) and applies the picture change, together. */
  async update(id: number, fields: BlogPostFields, image: BlogImageChange = { kind: 'keep' }): Promise<BlogWriteResult> {
    if (!isRowId(id)) return { notFound: true };
    try {
      return await this.sql.transaction(async (tx) => {
        const { rowCount } = await this.sql.run(
          {
            text: `UPDATE blog_posts SET
                     title = $2, slug = coalesce($3, slug), content = $4, excerpt = $5, category = $6, tags = $7, author = $8,
                     status = $9::varchar, meta_title = $10, meta_description = $11, keywords = $12, read_time = $13,
                     published_at = CASE WHEN $9::varchar = 'published' THEN coalesce(published_at, now()) ELSE published_at END,
                     updated_at = now()
                   WHERE id = $1`,
            values: [id, fields.title, fields.slug, fields.content, fields.excerpt, fields.category, fields.tags, fields.author, fields.status, fields.metaTitle, fields.metaDescription, fields.keywords, fields.readTime],
          },
          tx,
        );
        if (rowCount === 0) return { notFound: true } as const;
        if (image.kind === 'replace') await this.saveImage(id, image.image, tx);
        if (image.kind === 'remove') await this.deleteImage(id, tx);
        return { id };
      });
    } catch (error) {
      if (uniqueViolation(error)?.constraint === SLUG_CONSTRAINT) return { conflict: 'slug' };
      throw error;
    }
  }

  /** Deletes a post and its picture; false when there was none. */
  async delete(id: number): Promise<boolean> {
    if (!isRowId(id)) return false;
    return (await this.sql.run({ text: `DELETE FROM blog_posts WHERE id = $1`, values: [id] })).rowCount > 0;
  }

  /** Which of `slugs` are taken (by another post than `exceptId`). */
  async takenSlugs(slugs: readonly string[], exceptId?: number): Promise<Set<string>> {
    const rows = await this.sql.rows<{ slug: string }>({
      text: `SELECT slug FROM blog_posts WHERE slug = ANY($1) AND id <> $2`,
      values: [slugs, exceptId ?? 0],
    });
    return new Set(rows.map((row) => row.slug));
  }

  /** Any post, draft or published, with its markdown. */
  findById(id: number): Promise<BlogPostRow | null> {
    if (!isRowId(id)) return Promise.resolve(null);
    return this.sql.one({ name: 'blog_posts_find_by_id', text: `SELECT ${FULL_COLUMNS} FROM blog_posts p ${IMAGE_JOIN} WHERE p.id = $1`, values: [id] });
  }

  async exists(id: number): Promise<boolean> {
    if (!isRowId(id)) return false;
    return (await this.sql.one({ text: `SELECT 1 FROM blog_posts WHERE id = $1`, values: [id] })) !== null;
  }

  /** A published post by its slug, with its markdown; null for drafts and unknown slugs. */
  findPublishedBySlug(slug: string): Promise<BlogPostRow | null> {
    return this.sql.one({
      name: 'blog_posts_find_published_by_slug',
      text: `SELECT ${FULL_COLUMNS} FROM blog_posts p ${IMAGE_JOIN} WHERE p.slug = $1 AND p.status = 'published'`,
      values: [slug],
    });
  }

  /** The id of a published post, by slug (view counting). */
  async publishedIdBySlug(slug: string): Promise<number | null> {
    const row = await this.sql.one<{ id: number }>({
      name: 'blog_posts_published_id_by_slug',
      text: `SELECT id FROM blog_posts WHERE slug = $1 AND status = 'published'`,
      values: [slug],
    });
    return row?.id ?? null;
  }

  /** One page of published posts, newest first, optionally of one category, with their total. */
  async publishedPage(filter: { category?: string; limit: number; offset: number }): Promise<{ rows: BlogPostSummaryRow[]; total: number }> {
    const category = filter.category ?? null;
    const [rows, counted] = await Promise.all([
      this.sql.rows<BlogPostSummaryRow>({
        name: 'blog_posts_published_page',
        text: `SELECT ${SUMMARY_COLUMNS} FROM blog_posts p ${IMAGE_JOIN}
                WHERE p.status = 'published' AND ($1::varchar IS NULL OR p.category = $1::varchar)
                ${NEWEST_PUBLISHED} LIMIT $2 OFFSET $3`,
        values: [category, filter.limit, filter.offset],
      }),
      this.sql.one<{ total: number }>({
        name: 'blog_posts_published_count',
        text: `SELECT count(*)::int AS total FROM blog_posts p WHERE p.status = 'published' AND ($1::varchar IS NULL OR p.category = $1::varchar)`,
        values: [category],
      }),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  /** Every category of published posts with its count, by name. */
  publishedCategories(): Promise<Array<{ name: string; count: number }>> {
    return this.sql.rows({
      name: 'blog_posts_published_categories',
      text: `SELECT category AS name, count(*)::int AS count FROM blog_posts WHERE status = 'published'
              GROUP BY category ORDER BY lower(category), category`,
    });
  }

  /** Other published posts of a category, newest first. */
  related(category: string, exceptId: number, limit: number): Promise<BlogPostSummaryRow[]> {
    return this.sql.rows({
      name: 'blog_posts_related',
      text: `SELECT ${SUMMARY_COLUMNS} FROM blog_posts p ${IMAGE_JOIN}
              WHERE p.status = 'published' AND p.category = $1 AND p.id <> $2
              ${NEWEST_PUBLISHED} LIMIT $3`,
      values: [category, exceptId, limit],
    });
  }

  /** Every published post's slug and last change, newest first (at most `limit`). */
  sitemap(limit: number): Promise<Array<{ slug: string; updatedAt: Date }>> {
    return this.sql.rows({
      name: 'blog_posts_sitemap',
      text: `SELECT p.slug, p.updated_at AS "updatedAt" FROM blog_posts p WHERE p.status = 'published' ${NEWEST_PUBLISHED} LIMIT $1`,
      values: [limit],
    });
  }

  /** Adds one view to a published post; false for drafts and unknown ids. Never moves updated_at. */
  async addView(id: number): Promise<boolean> {
    if (!isRowId(id)) return false;
    const { rowCount } = await this.sql.run({
      name: 'blog_posts_add_view',
      text: `UPDATE blog_posts SET views = views + 1 WHERE id = $1 AND status = 'published'`,
      values: [id],
    });
    return rowCount === 1;
  }

  /** The back office's table: every post, last change first, filtered, with the filtered total. */
  async adminPage(filters: AdminBlogFilters): Promise<{ rows: BlogPostSummaryRow[]; total: number }> {
    const values: unknown[] = [];
    const conditions: string[] = [];
    if (filters.search) {
      // strpos, not LIKE: no wildcard escaping to get right.
      const p = `$${values.push(filters.search.toLowerCase())}`;
      conditions.push(`strpos(lower(p.title || ' ' || p.slug || ' ' || p.category || ' ' || p.author), ${p}) > 0`);
    }
    if (filters.status !== 'all') conditions.push(`p.status = $${values.push(filters.status)}`);
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    const [rows, counted] = await Promise.all([
      this.sql.rows<BlogPostSummaryRow>({
        text: `SELECT ${SUMMARY_COLUMNS} FROM blog_posts p ${IMAGE_JOIN} ${where}
                ORDER BY p.updated_at DESC, p.id DESC LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
        values: [...values, filters.limit, filters.offset],
      }),
      this.sql.one<{ total: number }>({ text: `SELECT count(*)::int AS total FROM blog_posts p ${where}`, values }),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  // --- pictures ------------------------------------------------------------------------------

  /**
   * Stores a post's original. A replaced original drops its variant and any failure (unless the
   * bytes are unchanged), so nobody is served the old picture's variant.
   */
  async saveImage(postId: number, image: NewBlogImage, tx?: Transaction): Promise<void> {
    await this.sql.run(
      {
        text: `INSERT INTO blog_post_images AS i (post_id, data, content_type, checksum, updated_at)
               VALUES ($1, $2, $3, $4, now())
               ON CONFLICT (post_id) DO UPDATE SET
                 data = EXCLUDED.data, content_type = EXCLUDED.content_type, checksum = EXCLUDED.checksum, updated_at = now(),
                 variant_data = CASE WHEN i.checksum = EXCLUDED.checksum THEN i.variant_data END,
                 variant_content_type = CASE WHEN i.checksum = EXCLUDED.checksum THEN i.variant_content_type END,
                 variant_checksum = CASE WHEN i.checksum = EXCLUDED.checksum THEN i.variant_checksum END,
                 failed_at = NULL, failure = NULL`,
        values: [postId, image.data, image.contentType, image.checksum],
      },
      tx,
    );
  }

  /** Drops a post's picture (original and variant); false when it had none. */
  async deleteImage(postId: number, tx?: Transaction): Promise<boolean> {
    if (!isRowId(postId)) return false;
    return (await this.sql.run({ text: `DELETE FROM blog_post_images WHERE post_id = $1`, values: [postId] }, tx)).rowCount > 0;
  }

  /** When the post's original was last written, or null without one. */
  async imageUpdatedAt(postId: number): Promise<Date | null> {
    if (!isRowId(postId)) return null;
    const row = await this.sql.one<{ updatedAt: Date }>({ text: `SELECT updated_at AS "updatedAt" FROM blog_post_images WHERE post_id = $1`, values: [postId] });
    return row?.updatedAt ?? null;
  }

  /** The post's ready variant (never the original) with the post's status. */
  pictureMetadata(postId: number): Promise<BlogPictureMetadata | null> {
    if (!isRowId(postId)) return Promise.resolve(null);
    return this.sql.one({
      name: 'blog_picture_metadata',
      text: `SELECT p.status, i.checksum, i.variant_content_type AS "contentType"
               FROM blog_post_images i JOIN blog_posts p ON p.id = i.post_id
              WHERE i.post_id = $1 AND i.variant_checksum = i.checksum AND i.variant_data IS NOT NULL`,
      values: [postId],
    });
  }

  /** The variant's bytes, if it is still the one made from the current original. */
  async pictureBytes(postId: number): Promise<Buffer | null> {
    if (!isRowId(postId)) return null;
    const row = await this.sql.one<{ bytes: Buffer }>({
      name: 'blog_picture_bytes',
      text: `SELECT variant_data AS bytes FROM blog_post_images WHERE post_id = $1 AND variant_checksum = checksum`,
      values: [postId],
    });
    return row?.bytes ?? null;
  }

  /** The original the variant job was asked to convert; its bytes only when the variant is still to be made. */
  findOriginalForVariant(postId: number, checksum: string): Promise<BlogOriginalForVariant | null> {
    return this.sql.one({
      text: `SELECT checksum, variant_checksum AS "variantChecksum",
                    CASE WHEN checksum = $2 AND variant_checksum IS DISTINCT FROM $2 THEN data END AS data
               FROM blog_post_images WHERE post_id = $1`,
      values: [postId, checksum],
    });
  }

  /** Writes the variant if the original is still the one it was made from; clears an earlier failure. */
  async saveVariant(postId: number, checksum: string, variant: { data: Buffer; contentType: string }): Promise<boolean> {
    const { rowCount } = await this.sql.run({
      text: `UPDATE blog_post_images SET variant_data = $3, variant_content_type = $4, variant_checksum = $2, failed_at = NULL, failure = NULL
              WHERE post_id = $1 AND checksum = $2`,
      values: [postId, checksum, variant.data, variant.contentType],
    });
    return rowCount === 1;
  }

  /** The worker gave up on this original: the post shows no picture from now on (until a new one). */
  async markVariantFailed(postId: number, checksum: string, reason: string): Promise<void> {
    await this.sql.run({
      text: `UPDATE blog_post_images SET failed_at = now(), failure = left($3, 1000)
              WHERE post_id = $1 AND checksum = $2 AND variant_checksum IS DISTINCT FROM checksum`,
      values: [postId, checksum, reason],
    });
  }

  /** The whole stored picture row, for inspection (tests, support). */
  storedImage(postId: number): Promise<{
    data: Buffer;
    contentType: string;
    checksum: string;
    variantData: Buffer | null;
    variantContentType: string | null;
    variantChecksum: string | null;
    failedAt: Date | null;
    failure: string | null;
  } | null> {
    return this.sql.one({
      text: `SELECT data, content_type AS "contentType", checksum, variant_data AS "variantData", variant_content_type AS "variantContentType",
                    variant_checksum AS "variantChecksum", failed_at AS "failedAt", failure
               FROM blog_post_images WHERE post_id = $1`,
      values: [postId],
    });
  }
}
