import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A member's profit target (issue 20): the item page's walk-away price is the most they can pay
 * for a find and still make it. A kind ('margin': % of the sale price, 'dollars': an amount) and a
 * value, both NULL until the member saves one (the app then uses DEFAULT_PROFIT_TARGET of
 * @bolo/contracts). The check repeats the API's limits so no other writer can store a value the
 * page cannot use (coalesce: a kind without a value is NULL to SQL, which a check would let pass). Nullable columns without a default: adding them rewrites no row.
 */
export class UserProfitTarget1765100000000 implements MigrationInterface {
  name = 'UserProfitTarget1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users
        ADD COLUMN profit_target_kind varchar(10),
        ADD COLUMN profit_target_value numeric(8,2),
        ADD CONSTRAINT ck_users_profit_target CHECK (coalesce(
          (profit_target_kind IS NULL AND profit_target_value IS NULL)
          OR (profit_target_kind = 'margin' AND profit_target_value BETWEEN 0 AND 95)
          OR (profit_target_kind = 'dollars' AND profit_target_value BETWEEN 0 AND 10000),
          false))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP CONSTRAINT ck_users_profit_target, DROP COLUMN profit_target_kind, DROP COLUMN profit_target_value`);
  }
}
