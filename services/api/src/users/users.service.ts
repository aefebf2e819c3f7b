import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { USER_COLUMNS, UserRecord } from './user-record';

/** PostgreSQL's integer range: larger ids cannot exist and must not reach a query as int4. */
export const MAX_INT4 = 2_147_483_647;

@Injectable()
export class UsersService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async findById(id: number): Promise<UserRecord | null> {
    if (!Number.isInteger(id) || id <= 0 || id > MAX_INT4) return null;
    const rows: UserRecord[] = await this.db.query(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** Case-insensitive lookup through the unique index on lower(username). */
  async findWithPasswordByUsername(username: string): Promise<{ user: UserRecord; passwordHash: string } | null> {
    const rows: Array<UserRecord & { passwordHash: string }> = await this.db.query(
      `SELECT ${USER_COLUMNS}, u.password AS "passwordHash" FROM users u WHERE lower(u.username) = lower($1)`,
      [username],
    );
    if (!rows[0]) return null;
    const { passwordHash, ...user } = rows[0];
    return { user, passwordHash };
  }

  async passwordHashOf(id: number): Promise<string | null> {
    const rows: Array<{ password: string }> = await this.db.query(`SELECT password FROM users WHERE id = $1`, [id]);
    return rows[0]?.password ?? null;
  }

  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.db.query(`UPDATE users SET password = $2, updated_at = now() WHERE id = $1`, [id, passwordHash]);
  }
}
