import { ITEM_SEARCH_EXPRESSION, likeContains } from '@bolo/db';
import type { Pool } from 'pg';
import type { BenchCase } from './cases';

// The exact statements of services/api/src/items (items.service.ts listPublished and
// item-record.ts ITEM_COLUMNS / ITEM_CARD_JOIN / filterConditions), copied because a tool
// may not import an app. If the API's SQL changes, change it here too, or the ratio lies.
const ITEM_COLUMNS = `
  b.id, b.name, b.description, b.category, b.subcategory, b.image, b.source, b.platforms,
  b.buy_price AS "buyPrice", b.sold_range AS "soldRange", b.updated, b.notes, b.status,
  b.created_by AS "createdBy", img.card_checksum AS "cardChecksum"`;

const ITEM_CARD_JOIN = `
  LEFT JOIN bolo_item_images img
    ON img.bolo_item_id = b.id AND img.card_data IS NOT NULL AND img.card_checksum = img.checksum`;

export interface DirectoryStatements {
  page: { text: string; values: unknown[] };
  count: { text: string; values: unknown[] };
}

export function directoryStatements(c: BenchCase): DirectoryStatements {
  const params: unknown[] = [];
  const conditions = [`b.status = 'published'`];
  if (c.category !== undefined) {
    params.push(c.category);
    conditions.push(`b.category = $${params.length}`);
  }
  if (c.subcategory !== undefined) {
    params.push(c.subcategory);
    conditions.push(`b.subcategory = $${params.length}`);
  }
  if (c.search !== undefined) {
    params.push(likeContains(c.search));
    conditions.push(`${ITEM_SEARCH_EXPRESSION} LIKE $${params.length}`);
  }
  const where = conditions.join(' AND ');
  return {
    page: {
      text: `SELECT ${ITEM_COLUMNS} FROM bolo_items b ${ITEM_CARD_JOIN}
              WHERE ${where}
              ORDER BY b.updated DESC, b.id DESC
              LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      values: [...params, c.limit, (c.page - 1) * c.limit],
    },
    count: { text: `SELECT count(*)::int AS total FROM bolo_items b WHERE ${where}`, values: params },
  };
}

/** What one API request costs the database: the page and the count, in parallel as the API runs them. */
export async function runDirectorySql(pool: Pool, statements: DirectoryStatements): Promise<{ rows: number; total: number }> {
  const [page, count] = await Promise.all([pool.query(statements.page), pool.query(statements.count)]);
  return { rows: page.rowCount ?? 0, total: count.rows[0].total };
}
