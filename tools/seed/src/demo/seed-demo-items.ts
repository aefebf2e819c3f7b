import type { DataSource } from 'typeorm';
import { renderItemImage } from '../images/item-image';
import { DEMO_ITEMS } from './demo-items';

const DAY_MS = 86_400_000;

export interface DemoItemsResult {
  created: number;
  existing: number;
  /** Every demo item's id, new or old, for the card-job pass. */
  ids: number[];
}

/**
 * Inserts each hand-written item that is not there yet (matched by name) together with its
 * generated picture, in one transaction per item so an interrupted run never leaves an
 * item without its image. Existing items are left exactly as they are.
 */
export async function seedDemoItems(db: DataSource, adminId: number, now: Date): Promise<DemoItemsResult> {
  const names = DEMO_ITEMS.map((item) => item.name);
  const found: Array<{ id: number; name: string }> = await db.query(
    `SELECT DISTINCT ON (name) id, name FROM bolo_items WHERE name = ANY($1) ORDER BY name, id`,
    [names],
  );
  const idByName = new Map(found.map((row) => [row.name, row.id]));

  let created = 0;
  for (const item of DEMO_ITEMS) {
    if (idByName.has(item.name)) continue;
    const image = await renderItemImage(item);
    // Hour offsets keep same-day items in a stable, distinct order.
    const updated = new Date(now.getTime() - item.daysAgo * DAY_MS - created * 3_600_000);
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.query(
        `INSERT INTO bolo_items (name, description, notes, category, subcategory, sold_range, buy_price, platforms, source,
                                 image_content_type, updated, status, created_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $11)
         RETURNING id`,
        [item.name, item.description, item.notes, item.category, item.subcategory, item.soldRange, item.buyPrice, item.platforms, item.source,
          image.contentType, updated, item.status ?? 'published', adminId],
      );
      await tx.query(`INSERT INTO bolo_item_images (bolo_item_id, data, content_type, checksum) VALUES ($1, $2, $3, $4)`, [
        row.id,
        image.data,
        image.contentType,
        image.checksum,
      ]);
      await tx.query(`UPDATE bolo_items SET image = $2 WHERE id = $1`, [row.id, `/api/images/bolo-items/${row.id}`]);
      return row.id as number;
    });
    idByName.set(item.name, id);
    created += 1;
  }
  return { created, existing: DEMO_ITEMS.length - created, ids: [...idByName.values()] };
}
