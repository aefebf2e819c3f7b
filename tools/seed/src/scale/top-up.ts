import { itemImagePath, type ItemsRepository, type NewItem } from '@bolo/db';
import { syntheticItem } from './synthetic-items';

const BATCH_SIZE = 5000;

export interface TopUpResult {
  before: number;
  added: number;
  ms: number;
}

/** Tops the synthetic catalogue up to `target` items, in batches of one bulk INSERT each. */
export async function topUpSyntheticItems(
  items: ItemsRepository,
  target: number,
  ownerId: number,
  now: Date,
  progress: (done: number, total: number, ms: number) => void,
): Promise<TopUpResult> {
  const started = Date.now();
  const before = await items.countCreatedBy(ownerId);
  if (before >= target) return { before, added: 0, ms: Date.now() - started };

  // A handful of real pictures: each synthetic item points at a demo item's image of its category.
  const imagesByCategory = await items.storedPictureIdsByCategory(ownerId);

  const total = target - before;
  for (let offset = 0; offset < total; offset += BATCH_SIZE) {
    const batch: NewItem[] = [];
    for (let index = before + offset; index < before + Math.min(total, offset + BATCH_SIZE); index += 1) {
      const item = syntheticItem(index, now.getTime());
      const pool = imagesByCategory.get(item.category);
      const image = pool ? itemImagePath(pool[index % pool.length]) : null;
      batch.push({ ...item, image, imageContentType: image ? 'image/jpeg' : null, createdBy: ownerId });
    }
    await items.createMany(batch);
    progress(Math.min(total, offset + BATCH_SIZE), total, Date.now() - started);
  }
  return { before, added: total, ms: Date.now() - started };
}
