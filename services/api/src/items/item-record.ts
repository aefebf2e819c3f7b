import type { BoloItem } from '@bolo/contracts';
import { itemImagePath, type ItemRow } from '@bolo/db';

export function toBoloItem(row: ItemRow): BoloItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    subcategory: row.subcategory,
    image: row.image,
    // The version parameter changes with the picture, so browsers never keep a stale card.
    imageCard: row.cardChecksum ? `${itemImagePath(row.id)}?size=card&v=${row.cardChecksum.slice(0, 16)}` : null,
    source: row.source,
    platforms: row.platforms,
    buyPrice: row.buyPrice,
    soldRange: row.soldRange,
    updated: row.updated.toISOString(),
    notes: row.notes,
    status: row.status,
  };
}
