import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The teaser variant of item pictures (issue 19): a tiny blurred WebP the worker makes beside the
 * card, the only item picture visitors are served. Stored like the card (bytes, type, and the
 * checksum of the original it was made from). Existing pictures get theirs from the worker, which
 * queues every picture missing a variant when it starts (services/worker images/variant-backfill.ts).
 */
export class ItemTeasers1765000000000 implements MigrationInterface {
  name = 'ItemTeasers1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE bolo_item_images
        ADD COLUMN teaser_data bytea,
        ADD COLUMN teaser_content_type varchar(50),
        ADD COLUMN teaser_checksum varchar(64)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE bolo_item_images DROP COLUMN teaser_data, DROP COLUMN teaser_content_type, DROP COLUMN teaser_checksum`);
  }
}
