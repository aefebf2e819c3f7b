import type { DataSource } from 'typeorm';
import { isRowId, SqlExecutor, type Transaction } from '../sql/executor';

export type CommentStatusValue = 'visible' | 'hidden' | 'deleted';
export type CommentVoteValue = 'up' | 'down';

/** Where a comment's picture is: none posted, the worker still at it, ready to serve, or given up on. */
export type CommentImageState = 'none' | 'pending' | 'ready' | 'failed';

/** One comment as a reader's page needs it: the author, the counts, the caller's own vote and report. */
export interface CommentRow {
  id: number;
  boloItemId: number;
  userId: number;
  content: string;
  createdAt: Date;
  upvotes: number;
  downvotes: number;
  status: CommentStatusValue;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  authorIsAdmin: boolean;
  imageState: CommentImageState;
  userVote: CommentVoteValue | null;
  reportedByMe: boolean;
}

/** What an access check needs to know about a comment, whatever its status. */
export interface CommentTarget {
  id: number;
  boloItemId: number;
  userId: number;
  status: CommentStatusValue;
}

export interface CommentReportRow {
  username: string | null;
  reportedAt: Date;
  reason: string | null;
}

/** One comment as the back office lists it, with its open (uncleared) reports. */
export interface AdminCommentRow {
  id: number;
  content: string;
  userId: number | null;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  authorIsAdmin: boolean;
  boloItemId: number;
  boloItemName: string | null;
  createdAt: Date;
  upvotes: number;
  downvotes: number;
  openReports: number;
  status: Exclude<CommentStatusValue, 'deleted'>;
  imageState: CommentImageState;
  reports: CommentReportRow[];
}

export interface NewCommentImage {
  data: Buffer;
  contentType: string;
  /** sha256 hex of data: the variant job's idempotency key. */
  checksum: string;
}

export interface NewComment {
  boloItemId: number;
  userId: number;
  content: string;
  image?: NewCommentImage;
}

/** What serving a comment's picture needs before reading its bytes (enough for a 304). */
export interface CommentPictureMetadata {
  boloItemId: number;
  authorId: number;
  status: CommentStatusValue;
  /** The original's checksum the variant was made from. */
  checksum: string;
  contentType: string;
}

export interface CommentOriginalForVariant {
  checksum: string;
  variantChecksum: string | null;
  /** Present only when the variant must still be made for the asked checksum. */
  data: Buffer | null;
}

const FOREIGN_KEY_VIOLATION = '23503';

const IMAGE_STATE = `CASE WHEN i.comment_id IS NULL THEN 'none'
                          WHEN i.variant_checksum = i.checksum THEN 'ready'
                          WHEN i.failed_at IS NOT NULL THEN 'failed'
                          ELSE 'pending' END`;

// $2 is always the reader's user id.
const READER_COLUMNS = `
  c.id, c.bolo_item_id AS "boloItemId", c.user_id AS "userId", c.content, c.created_at AS "createdAt",
  c.upvotes, c.downvotes, c.status,
  u.username, u.first_name AS "firstName", u.last_name AS "lastName", coalesce(u.is_admin, false) AS "authorIsAdmin",
  ${IMAGE_STATE} AS "imageState",
  v.vote_type AS "userVote",
  EXISTS (SELECT 1 FROM comment_reports r WHERE r.comment_id = c.id AND r.user_id = $2) AS "reportedByMe"`;

const READER_JOINS = `
  LEFT JOIN users u ON u.id = c.user_id
  LEFT JOIN comment_images i ON i.comment_id = c.id
  LEFT JOIN comment_votes v ON v.comment_id = c.id AND v.user_id = $2`;

// What a reader of an item's thread sees: visible comments, and their own hidden ones ("under review").
const READABLE = `c.status <> 'deleted' AND (c.status = 'visible' OR c.user_id = $2)`;

const ADMIN_COLUMNS = `
  c.id, c.content, c.user_id AS "userId", u.username, u.first_name AS "firstName", u.last_name AS "lastName",
  coalesce(u.is_admin, false) AS "authorIsAdmin", c.bolo_item_id AS "boloItemId", b.name AS "boloItemName",
  c.created_at AS "createdAt", c.upvotes, c.downvotes, c.open_reports AS "openReports", c.status,
  ${IMAGE_STATE} AS "imageState",
  coalesce((SELECT json_agg(json_build_object('username', ru.username, 'reportedAt', r.created_at, 'reason', r.reason) ORDER BY r.created_at DESC, r.id DESC)
              FROM comment_reports r LEFT JOIN users ru ON ru.id = r.user_id
             WHERE r.comment_id = c.id AND r.cleared_at IS NULL), '[]'::json) AS reports`;

const ADMIN_JOINS = `
  LEFT JOIN users u ON u.id = c.user_id
  LEFT JOIN bolo_items b ON b.id = c.bolo_item_id
  LEFT JOIN comment_images i ON i.comment_id = c.id`;

type RawAdminRow = Omit<AdminCommentRow, 'reports'> & { reports: Array<{ username: string | null; reportedAt: string; reason: string | null }> };

const toAdminRow = ({ reports, ...row }: RawAdminRow): AdminCommentRow => ({
  ...row,
  reports: reports.map((report) => ({ ...report, reportedAt: new Date(report.reportedAt) })),
});

/**
 * Every statement on `comments`, `comment_votes`, `comment_reports` and `comment_images`: one
 * aggregate, a comment with its votes, reports and picture. The counts on a comment are kept by
 * triggers from the vote and report rows (migration 1764600000000), never by adding here.
 */
export class CommentsRepository {
  private readonly sql: SqlExecutor;

  constructor(dataSource: DataSource) {
    this.sql = new SqlExecutor(dataSource);
  }

  /** Stores a comment and its picture's original together; answers the new id, or null when the item or author is gone. */
  async create(comment: NewComment): Promise<number | null> {
    if (!isRowId(comment.boloItemId)) return null;
    try {
      return await this.insert(comment);
    } catch (error) {
      // Deleted between the caller's check and this insert.
      if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) return null;
      throw error;
    }
  }

  private insert(comment: NewComment): Promise<number> {
    return this.sql.transaction(async (tx) => {
      const row = await this.sql.one<{ id: number }>(
        {
          text: `INSERT INTO comments (bolo_item_id, user_id, content) VALUES ($1, $2, $3) RETURNING id`,
          values: [comment.boloItemId, comment.userId, comment.content],
        },
        tx,
      );
      const id = (row as { id: number }).id;
      if (comment.image) {
        await this.sql.run(
          {
            text: `INSERT INTO comment_images (comment_id, data, content_type, checksum) VALUES ($1, $2, $3, $4)`,
            values: [id, comment.image.data, comment.image.contentType, comment.image.checksum],
          },
          tx,
        );
      }
      return id;
    });
  }

  /** One comment as `readerId` sees it, or null when it is deleted or hidden from them. */
  findForReader(id: number, readerId: number): Promise<CommentRow | null> {
    if (!isRowId(id)) return Promise.resolve(null);
    return this.sql.one({
      name: 'comments_find_for_reader',
      text: `SELECT ${READER_COLUMNS} FROM comments c ${READER_JOINS} WHERE c.id = $1 AND ${READABLE}`,
      values: [id, readerId],
    });
  }

  /** A page of an item's thread as `readerId` sees it, newest first. */
  threadPage(itemId: number, readerId: number, page: { limit: number; offset: number }): Promise<CommentRow[]> {
    if (!isRowId(itemId)) return Promise.resolve([]);
    return this.sql.rows({
      name: 'comments_thread_page',
      text: `SELECT ${READER_COLUMNS} FROM comments c ${READER_JOINS}
              WHERE c.bolo_item_id = $1 AND ${READABLE}
              ORDER BY c.created_at DESC, c.id DESC
              LIMIT $3 OFFSET $4`,
      values: [itemId, readerId, page.limit, page.offset],
    });
  }

  /** How many comments of an item `readerId` sees. */
  async threadCount(itemId: number, readerId: number): Promise<number> {
    if (!isRowId(itemId)) return 0;
    const row = await this.sql.one<{ total: number }>({
      name: 'comments_thread_count',
      text: `SELECT count(*)::int AS total FROM comments c WHERE c.bolo_item_id = $1 AND ${READABLE}`,
      values: [itemId, readerId],
    });
    return row?.total ?? 0;
  }

  /** The comment's item, author and status (deleted ones included), for access checks. */
  target(id: number): Promise<CommentTarget | null> {
    if (!isRowId(id)) return Promise.resolve(null);
    return this.sql.one({
      name: 'comments_target',
      text: `SELECT id, bolo_item_id AS "boloItemId", user_id AS "userId", status FROM comments WHERE id = $1`,
      values: [id],
    });
  }

  /**
   * One vote of `userId`: the same vote again removes it, the other one switches it, otherwise it
   * is added. Votes on a comment take its row lock first, so they run one after another and each
   * sees the one before (the same member clicking twice at once stays one row); the trigger moves
   * the counts in the same transaction. Answers the counts right after this vote, or null when
   * the comment is gone or deleted.
   */
  vote(commentId: number, userId: number, voteType: CommentVoteValue): Promise<{ upvotes: number; downvotes: number; userVote: CommentVoteValue | null } | null> {
    if (!isRowId(commentId)) return Promise.resolve(null);
    return this.sql.transaction(async (tx) => {
      const locked = await this.sql.one({ text: `SELECT id FROM comments WHERE id = $1 AND status <> 'deleted' FOR NO KEY UPDATE`, values: [commentId] }, tx);
      if (!locked) return null;
      const { userVote } = (await this.sql.one<{ userVote: CommentVoteValue | null }>(
        {
          text: `WITH removed AS (
                   DELETE FROM comment_votes WHERE comment_id = $1 AND user_id = $2 AND vote_type = $3::varchar RETURNING 1
                 ), switched AS (
                   UPDATE comment_votes SET vote_type = $3::varchar, created_at = now()
                    WHERE comment_id = $1 AND user_id = $2 AND vote_type <> $3::varchar RETURNING 1
                 ), added AS (
                   INSERT INTO comment_votes (comment_id, user_id, vote_type)
                   SELECT $1, $2, $3::varchar WHERE NOT EXISTS (SELECT 1 FROM comment_votes WHERE comment_id = $1 AND user_id = $2)
                   ON CONFLICT (user_id, comment_id) DO NOTHING RETURNING 1
                 )
                 SELECT CASE WHEN EXISTS (SELECT 1 FROM removed) THEN NULL ELSE $3::varchar END AS "userVote"`,
          values: [commentId, userId, voteType],
        },
        tx,
      )) as { userVote: CommentVoteValue | null };
      const counts = (await this.sql.one<{ upvotes: number; downvotes: number }>({ text: `SELECT upvotes, downvotes FROM comments WHERE id = $1`, values: [commentId] }, tx)) as {
        upvotes: number;
        downvotes: number;
      };
      return { ...counts, userVote };
    });
  }

  /**
   * One report per member and comment (a repeat changes nothing: `created` false). Once the open
   * reports reach `hideAt`, a visible comment becomes hidden, in the same transaction. Null when
   * the comment is gone or deleted.
   */
  report(commentId: number, userId: number, reason: string | null, hideAt: number): Promise<{ created: boolean; status: CommentStatusValue } | null> {
    if (!isRowId(commentId)) return Promise.resolve(null);
    return this.sql.transaction(async (tx) => {
      const locked = await this.sql.one({ text: `SELECT id FROM comments WHERE id = $1 AND status <> 'deleted' FOR NO KEY UPDATE`, values: [commentId] }, tx);
      if (!locked) return null;
      const { rowCount } = await this.sql.run(
        {
          text: `INSERT INTO comment_reports (comment_id, user_id, reason) VALUES ($1, $2, $3) ON CONFLICT (comment_id, user_id) DO NOTHING`,
          values: [commentId, userId, reason],
        },
        tx,
      );
      const row = (await this.sql.one<{ status: CommentStatusValue }>(
        {
          text: `UPDATE comments SET status = CASE WHEN status = 'visible' AND open_reports >= $2 THEN 'hidden' ELSE status END
                  WHERE id = $1 RETURNING status`,
          values: [commentId, hideAt],
        },
        tx,
      )) as { status: CommentStatusValue };
      return { created: rowCount === 1, status: row.status };
    });
  }

  /**
   * Marks a comment deleted (never served again) and drops its picture. With `authorId`, only
   * that author's comment. False when there is no such comment (a deleted one counts as found).
   */
  softDelete(commentId: number, authorId?: number): Promise<boolean> {
    if (!isRowId(commentId)) return Promise.resolve(false);
    return this.sql.transaction(async (tx) => {
      const { rowCount } = await this.sql.run(
        {
          text: `UPDATE comments SET status = 'deleted', deleted_at = coalesce(deleted_at, now()), updated_at = now()
                  WHERE id = $1 AND ($2::int IS NULL OR user_id = $2)`,
          values: [commentId, authorId ?? null],
        },
        tx,
      );
      if (rowCount === 0) return false;
      await this.sql.run({ text: `DELETE FROM comment_images WHERE comment_id = $1`, values: [commentId] }, tx);
      return true;
    });
  }

  /**
   * An admin's review: the open reports are cleared (their rows stay, so the same members cannot
   * report it again) and a comment hidden by reports is visible again. False when the comment is
   * gone or deleted.
   */
  clearReports(commentId: number): Promise<boolean> {
    if (!isRowId(commentId)) return Promise.resolve(false);
    return this.sql.transaction(async (tx) => {
      const locked = await this.sql.one({ text: `SELECT id FROM comments WHERE id = $1 AND status <> 'deleted' FOR NO KEY UPDATE`, values: [commentId] }, tx);
      if (!locked) return false;
      await this.sql.run({ text: `UPDATE comment_reports SET cleared_at = now() WHERE comment_id = $1 AND cleared_at IS NULL`, values: [commentId] }, tx);
      await this.sql.run({ text: `UPDATE comments SET status = 'visible', updated_at = now() WHERE id = $1 AND status = 'hidden'`, values: [commentId] }, tx);
      return true;
    });
  }

  /** Every comment that is not deleted, newest first, for the back office. */
  async adminPage(page: { limit: number; offset: number }): Promise<{ rows: AdminCommentRow[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.sql.rows<RawAdminRow>({
        name: 'comments_admin_page',
        text: `SELECT ${ADMIN_COLUMNS} FROM comments c ${ADMIN_JOINS}
                WHERE c.status <> 'deleted' ORDER BY c.created_at DESC, c.id DESC LIMIT $1 OFFSET $2`,
        values: [page.limit, page.offset],
      }),
      this.sql.one<{ total: number }>({ name: 'comments_admin_count', text: `SELECT count(*)::int AS total FROM comments WHERE status <> 'deleted'` }),
    ]);
    return { rows: rows.map(toAdminRow), total: total?.total ?? 0 };
  }

  /** Comments with open reports (not deleted), newest first, at most `limit`. */
  async reported(limit: number): Promise<AdminCommentRow[]> {
    const rows = await this.sql.rows<RawAdminRow>({
      name: 'comments_reported',
      text: `SELECT ${ADMIN_COLUMNS} FROM comments c ${ADMIN_JOINS}
              WHERE c.open_reports > 0 AND c.status <> 'deleted' ORDER BY c.created_at DESC, c.id DESC LIMIT $1`,
      values: [limit],
    });
    return rows.map(toAdminRow);
  }

  // --- pictures ------------------------------------------------------------------------------

  /** The comment's ready variant (never the original) with what access to it depends on. */
  pictureMetadata(commentId: number): Promise<CommentPictureMetadata | null> {
    if (!isRowId(commentId)) return Promise.resolve(null);
    return this.sql.one({
      name: 'comment_picture_metadata',
      text: `SELECT c.bolo_item_id AS "boloItemId", c.user_id AS "authorId", c.status, i.checksum, i.variant_content_type AS "contentType"
               FROM comment_images i JOIN comments c ON c.id = i.comment_id
              WHERE i.comment_id = $1 AND i.variant_checksum = i.checksum AND i.variant_data IS NOT NULL`,
      values: [commentId],
    });
  }

  /** The variant's bytes, if it is still the one made from the current original. */
  async pictureBytes(commentId: number): Promise<Buffer | null> {
    if (!isRowId(commentId)) return null;
    const row = await this.sql.one<{ bytes: Buffer }>({
      name: 'comment_picture_bytes',
      text: `SELECT variant_data AS bytes FROM comment_images WHERE comment_id = $1 AND variant_checksum = checksum`,
      values: [commentId],
    });
    return row?.bytes ?? null;
  }

  /** The original the variant job was asked to convert; its bytes only when the variant is still to be made. */
  findOriginalForVariant(commentId: number, checksum: string): Promise<CommentOriginalForVariant | null> {
    return this.sql.one({
      text: `SELECT checksum, variant_checksum AS "variantChecksum",
                    CASE WHEN checksum = $2 AND variant_checksum IS DISTINCT FROM $2 THEN data END AS data
               FROM comment_images WHERE comment_id = $1`,
      values: [commentId, checksum],
    });
  }

  /** Writes the variant if the original is still the one it was made from; clears an earlier failure. */
  async saveVariant(commentId: number, checksum: string, variant: { data: Buffer; contentType: string }): Promise<boolean> {
    const { rowCount } = await this.sql.run({
      text: `UPDATE comment_images SET variant_data = $3, variant_content_type = $4, variant_checksum = $2, failed_at = NULL, failure = NULL
              WHERE comment_id = $1 AND checksum = $2`,
      values: [commentId, checksum, variant.data, variant.contentType],
    });
    return rowCount === 1;
  }

  /** The worker gave up on this original: the comment shows no picture (and no placeholder) from now on. */
  async markVariantFailed(commentId: number, checksum: string, reason: string): Promise<void> {
    await this.sql.run({
      text: `UPDATE comment_images SET failed_at = now(), failure = left($3, 1000)
              WHERE comment_id = $1 AND checksum = $2 AND variant_checksum IS DISTINCT FROM checksum`,
      values: [commentId, checksum, reason],
    });
  }

  /** The whole stored picture row, for inspection (tests, support). */
  storedImage(commentId: number, tx?: Transaction): Promise<{
    data: Buffer;
    contentType: string;
    checksum: string;
    variantData: Buffer | null;
    variantContentType: string | null;
    variantChecksum: string | null;
    failedAt: Date | null;
    failure: string | null;
  } | null> {
    return this.sql.one(
      {
        text: `SELECT data, content_type AS "contentType", checksum, variant_data AS "variantData", variant_content_type AS "variantContentType",
                      variant_checksum AS "variantChecksum", failed_at AS "failedAt", failure
                 FROM comment_images WHERE comment_id = $1`,
        values: [commentId],
      },
      tx,
    );
  }

  /** The stored counters next to a count of the rows they stand for, for inspection (tests, support). */
  async tally(commentId: number): Promise<{ upvotes: number; downvotes: number; upRows: number; downRows: number; openReports: number; reportRows: number; status: CommentStatusValue } | null> {
    return this.sql.one({
      text: `SELECT c.upvotes, c.downvotes, c.open_reports AS "openReports", c.status,
                    (SELECT count(*)::int FROM comment_votes v WHERE v.comment_id = c.id AND v.vote_type = 'up') AS "upRows",
                    (SELECT count(*)::int FROM comment_votes v WHERE v.comment_id = c.id AND v.vote_type = 'down') AS "downRows",
                    (SELECT count(*)::int FROM comment_reports r WHERE r.comment_id = c.id) AS "reportRows"
               FROM comments c WHERE c.id = $1`,
      values: [commentId],
    });
  }
}
