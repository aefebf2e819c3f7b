import type { DataSource } from 'typeorm';
import { isRowId, SqlExecutor, type Transaction } from '../sql/executor';

/** A message as the contact form sends it (validated by the contracts' contactMessageSchema). */
export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  type: string;
  /** The sender's account when signed in. */
  userId: number | null;
}

export interface ContactMessageRow extends Omit<NewContactMessage, 'userId'> {
  id: number;
  /** Null for a visitor, or once the account was deleted. */
  userId: number | null;
  createdAt: Date;
  /** When the worker e-mailed it to support; null until then. */
  emailedAt: Date | null;
}

const COLUMNS = `id, name, email, subject, message, type, user_id AS "userId", created_at AS "createdAt", emailed_at AS "emailedAt"`;

/** Every statement on `contact_messages`: what visitors and members wrote to support. */
export class ContactMessagesRepository {
  private readonly sql: SqlExecutor;

  constructor(dataSource: DataSource) {
    this.sql = new SqlExecutor(dataSource);
  }

  /** Stores a message; the sub-select drops the id of an account deleted since the session began (no FK error). */
  async create(message: NewContactMessage, tx?: Transaction): Promise<ContactMessageRow> {
    const row = await this.sql.one<ContactMessageRow>(
      {
        name: 'contact_messages_create',
        text: `INSERT INTO contact_messages (name, email, subject, message, type, user_id)
               VALUES ($1, $2, $3, $4, $5, (SELECT id FROM users WHERE id = $6))
               RETURNING ${COLUMNS}`,
        values: [message.name, message.email, message.subject, message.message, message.type, message.userId],
      },
      tx,
    );
    return row as ContactMessageRow;
  }

  async findById(id: number): Promise<ContactMessageRow | null> {
    if (!isRowId(id)) return null;
    return this.sql.one<ContactMessageRow>({ name: 'contact_messages_find', text: `SELECT ${COLUMNS} FROM contact_messages WHERE id = $1`, values: [id] });
  }

  /** The newest messages first (at most `limit`). */
  listRecent(limit = 100): Promise<ContactMessageRow[]> {
    return this.sql.rows<ContactMessageRow>({
      name: 'contact_messages_list_recent',
      text: `SELECT ${COLUMNS} FROM contact_messages ORDER BY created_at DESC, id DESC LIMIT $1`,
      values: [limit],
    });
  }

  /** The message if it has not been e-mailed yet, else null (the worker sends each message once). */
  async findUnsent(id: number): Promise<ContactMessageRow | null> {
    if (!isRowId(id)) return null;
    return this.sql.one<ContactMessageRow>({
      name: 'contact_messages_find_unsent',
      text: `SELECT ${COLUMNS} FROM contact_messages WHERE id = $1 AND emailed_at IS NULL`,
      values: [id],
    });
  }

  /** Records that the message was e-mailed; false when it was already marked (or is gone). */
  async markEmailed(id: number): Promise<boolean> {
    if (!isRowId(id)) return false;
    const { rowCount } = await this.sql.run({
      name: 'contact_messages_mark_emailed',
      text: `UPDATE contact_messages SET emailed_at = now() WHERE id = $1 AND emailed_at IS NULL`,
      values: [id],
    });
    return rowCount === 1;
  }

  /** Removes a message that could not be queued for sending, so the sender's retry is the only copy. */
  async delete(id: number): Promise<void> {
    if (!isRowId(id)) return;
    await this.sql.run({ name: 'contact_messages_delete', text: `DELETE FROM contact_messages WHERE id = $1`, values: [id] });
  }
}
