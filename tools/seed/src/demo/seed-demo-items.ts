import { itemImagePath, type Repositories } from '@bolo/db';
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
export async function seedDemoItems(db: Repositories, adminId: number, now: Date): Promise<DemoItemsResult> {
  const idByName = await db.items.idsByName(DEMO_ITEMS.map((item) => item.name));

  let created = 0;
  for (const item of DEMO_ITEMS) {
    if (idByName.has(item.name)) continue;
    const image = await renderItemImage(item);
    // Hour offsets keep same-day items in a stable, distinct order.
    const updated = new Date(now.getTime() - item.daysAgo * DAY_MS - created * 3_600_000);
    const id = await db.database.transaction(async (tx) => {
      const itemId = await db.items.create(
        { ...item, status: item.status ?? 'published', createdBy: adminId, imageContentType: image.contentType, updated, createdAt: updated },
        tx,
      );
      await db.itemImages.saveOriginal(itemId, image, tx);
      await db.items.setImage(itemId, itemImagePath(itemId), image.contentType, tx);
      return itemId;
    });
    idByName.set(item.name, id);
    created += 1;
  }
  return { created, existing: DEMO_ITEMS.length - created, ids: [...idByName.values()] };
}
