import type { DataSource } from 'typeorm';
import { syntheticItem } from './synthetic-items';

const BATCH_SIZE = 5000;

export interface TopUpResult {
  before: number;
  added: number;
  ms: number;
}

/**
 * Tops the synthetic catalogue up to `target` items. Rows go in as one INSERT … SELECT FROM
 * unnest(arrays) per batch: 13 parameters per 5,000 rows instead of 65,000, so PostgreSQL parses
 * little and the trigram index is updated in bulk.
 */
export async function topUpSyntheticItems(
  db: DataSource,
  target: number,
  ownerId: number,
  now: Date,
  progress: (done: number, total: number, ms: number) => void,
): Promise<TopUpResult> {
  const started = Date.now();
  const [{ count: before }] = await db.query(`SELECT count(*)::int AS count FROM bolo_items WHERE created_by = $1`, [ownerId]);
  if (before >= target) return { before, added: 0, ms: Date.now() - started };

  // A handful of real pictures: each synthetic item points at a demo item's image of its category.
  const images: Array<{ category: string; id: number }> = await db.query(
    `SELECT i.category, i.id FROM bolo_items i JOIN bolo_item_images m ON m.bolo_item_id = i.id
      WHERE i.created_by IS DISTINCT FROM $1 AND i.status = 'published' AND i.image = '/api/images/bolo-items/' || i.id ORDER BY i.id`,
    [ownerId],
  );
  const imagesByCategory = new Map<string, number[]>();
  for (const { category, id } of images) imagesByCategory.set(category, [...(imagesByCategory.get(category) ?? []), id]);

  const total = target - before;
  for (let offset = 0; offset < total; offset += BATCH_SIZE) {
    const columns: unknown[][] = Array.from({ length: 13 }, () => []);
    for (let index = before + offset; index < before + Math.min(total, offset + BATCH_SIZE); index += 1) {
      const item = syntheticItem(index, now.getTime());
      const pool = imagesByCategory.get(item.category);
      const image = pool ? `/api/images/bolo-items/${pool[index % pool.length]}` : null;
      const values = [
        item.name,
        item.description,
        item.notes,
        item.category,
        item.subcategory,
        item.soldRange,
        item.buyPrice,
        item.platforms.join(','),
        item.source.join(','),
        image,
        item.updated,
        item.status,
        item.createdAt,
      ];
      values.forEach((value, column) => columns[column].push(value));
    }
    await db.query(
      `INSERT INTO bolo_items (name, description, notes, category, subcategory, sold_range, buy_price, platforms, source,
                               image, image_content_type, updated, status, created_at, created_by)
       SELECT name, description, notes, category, subcategory, sold_range, buy_price,
              string_to_array(platforms, ','), string_to_array(source, ','),
              image, CASE WHEN image IS NULL THEN NULL ELSE 'image/jpeg' END, updated, status, created_at, $14
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[],
                     $10::text[], $11::timestamptz[], $12::text[], $13::timestamptz[])
           AS t(name, description, notes, category, subcategory, sold_range, buy_price, platforms, source, image, updated, status, created_at)`,
      [...columns, ownerId],
    );
    progress(Math.min(total, offset + BATCH_SIZE), total, Date.now() - started);
  }
  return { before, added: total, ms: Date.now() - started };
}
