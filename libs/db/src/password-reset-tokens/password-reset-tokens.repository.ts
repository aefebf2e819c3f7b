import type { DataSource } from 'typeorm';
import { isRowId, SqlExecutor, type Transaction } from '../sql/executor';

/**
 * Every statement on `password_reset_tokens`. The `token` column holds the SHA-256 (hex) of the
 * token sent by e-mail, never the token itself, so a copy of the table opens no account. The API
 * issues a row without a token; the worker mints the token when it sends the e-mail (`mint`), so
 * the token exists only in the e-mail, never in a job's data.
 */
export class PasswordResetTokensRepository {
  private readonly sql: SqlExecutor;

  constructor(dataSource: DataSource) {
    this.sql = new SqlExecutor(dataSource);
  }

  /**
   * Stores a new reset request for the user and retires their earlier unused ones: only the newest
   * link works. `tokenHash` is null until the worker mints the token (tests pass a known one).
   */
  async issue(userId: number, tokenHash: string | null, expiresAt: Date): Promise<number> {
    const row = await this.sql.one<{ id: number }>({
      name: 'password_reset_tokens_issue',
      text: `WITH retired AS (
               UPDATE password_reset_tokens SET used = true WHERE user_id = $1 AND NOT used
             )
             INSERT INTO password_reset_tokens (user_id, token, expires_at) VALUES ($1, $2, $3) RETURNING id`,
      values: [userId, tokenHash, expiresAt],
    });
    return (row as { id: number }).id;
  }

  /**
   * Sets the token of a request that is still unused and unexpired (again on a retried send: the
   * newest e-mail's link is the one that works) and answers where to send it; null when the
   * request was used, retired by a newer one, or expired.
   */
  async mint(id: number, tokenHash: string): Promise<{ email: string; username: string; expiresAt: Date } | null> {
    if (!isRowId(id)) return null;
    return this.sql.one<{ email: string; username: string; expiresAt: Date }>({
      name: 'password_reset_tokens_mint',
      text: `UPDATE password_reset_tokens t SET token = $2
               FROM users u
              WHERE t.id = $1 AND NOT t.used AND t.expires_at > now() AND u.id = t.user_id AND u.email IS NOT NULL
          RETURNING u.email, u.username, t.expires_at AS "expiresAt"`,
      values: [id, tokenHash],
    });
  }

  /** The user of a token that is unused and not expired, or null (a cheap check before hashing a password). */
  async activeUserOf(tokenHash: string): Promise<number | null> {
    const row = await this.sql.one<{ userId: number }>({
      name: 'password_reset_tokens_active',
      text: `SELECT user_id AS "userId" FROM password_reset_tokens WHERE token = $1 AND NOT used AND expires_at > now()`,
      values: [tokenHash],
    });
    return row?.userId ?? null;
  }

  /**
   * Marks an unused, unexpired token used and answers its user, or null. The conditional UPDATE
   * is the single-use guarantee: of two concurrent uses, only one gets a row back.
   */
  async consume(tokenHash: string, tx?: Transaction): Promise<number | null> {
    const row = await this.sql.one<{ userId: number }>(
      {
        name: 'password_reset_tokens_consume',
        text: `UPDATE password_reset_tokens SET used = true
                WHERE token = $1 AND NOT used AND expires_at > now() RETURNING user_id AS "userId"`,
        values: [tokenHash],
      },
      tx,
    );
    return row?.userId ?? null;
  }

  /** Retires every unused token of the user (after a reset, no other link of theirs works). */
  async retireAll(userId: number, tx?: Transaction): Promise<void> {
    if (!isRowId(userId)) return;
    await this.sql.run({ text: `UPDATE password_reset_tokens SET used = true WHERE user_id = $1 AND NOT used`, values: [userId] }, tx);
  }

  /** The user's tokens, newest first (tests and support). */
  async listForUser(userId: number): Promise<Array<{ id: number; tokenHash: string; expiresAt: Date; used: boolean; createdAt: Date }>> {
    return this.sql.rows({
      text: `SELECT id, token AS "tokenHash", expires_at AS "expiresAt", used, created_at AS "createdAt"
               FROM password_reset_tokens WHERE user_id = $1 ORDER BY id DESC`,
      values: [userId],
    });
  }
}
