import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A reset token is minted by the worker when it sends the e-mail, not by the API when it queues
 * it, so the job's data (which admins see on the queue dashboard) holds only the row's id. Until
 * then the row has no token hash: NULL matches no link.
 */
export class ResetTokenMintedAtSend1764500000000 implements MigrationInterface {
  name = 'ResetTokenMintedAtSend1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE password_reset_tokens ALTER COLUMN token DROP NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM password_reset_tokens WHERE token IS NULL`);
    await q.query(`ALTER TABLE password_reset_tokens ALTER COLUMN token SET NOT NULL`);
  }
}
