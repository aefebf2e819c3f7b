import type { CatalogueRecord } from '@bolo/catalogue-search';
import type { SqlStatement } from '../sql/executor';
import type { RunSql } from './directory-query';
import { ITEM_CARD_JOIN, ITEM_COLUMNS, type ItemRow } from './item-row';

// What the in-memory directory (CatalogueIndex) is built from, and how its pages' rows are read.

/** Published items read a batch at a time (by id), so a million never sit in one result. */
export const CATALOGUE_BATCH = 20_000;

/** The columns every reader of the whole published catalogue takes (the in-memory index, the store pack). */
export interface PublishedItemFields {
  id: number;
  updated: Date;
  name: string;
  description: string;
  category: string;
  subcategory: string | null;
  platforms: string[];
  source: string[];
}

export const PUBLISHED_ITEM_COLUMNS = `b.id, b.updated, b.name, b.description, b.category, b.subcategory, b.platforms, b.source`;

interface CatalogueRow extends PublishedItemFields {
  buyMin: string | null;
  soldMax: string | null;
  estProfit: string;
  roiPercent: string | null;
}

function catalogueBatchStatement(afterId: number): SqlStatement {
  return {
    name: 'catalogue_records',
    text: `SELECT ${PUBLISHED_ITEM_COLUMNS}, b.buy_min AS "buyMin", b.sold_max AS "soldMax", b.est_profit AS "estProfit", b.roi_percent AS "roiPercent"
             FROM bolo_items b WHERE b.status = 'published' AND b.id > $1 ORDER BY b.id LIMIT ${CATALOGUE_BATCH}`,
    values: [afterId],
  };
}

const numberOrNull = (value: string | null): number | null => (value === null ? null : Number(value));

/** A row as the index reads it (numeric columns arrive as text and are read as numbers). */
function toCatalogueRecord(row: CatalogueRow): CatalogueRecord {
  return {
    id: row.id,
    updated: row.updated.getTime(),
    name: row.name,
    description: row.description,
    category: row.category,
    subcategory: row.subcategory,
    platforms: row.platforms,
    source: row.source,
    buyMin: numberOrNull(row.buyMin),
    soldMax: numberOrNull(row.soldMax),
    estProfit: Number(row.estProfit),
    roiPercent: numberOrNull(row.roiPercent),
  };
}

/** Every published item as the index needs it. */
export async function readCatalogueRecords(run: RunSql): Promise<CatalogueRecord[]> {
  const records: CatalogueRecord[] = [];
  for (let afterId = 0; ; ) {
    const rows = await run<CatalogueRow>(catalogueBatchStatement(afterId));
    for (const row of rows) records.push(toCatalogueRecord(row));
    if (rows.length < CATALOGUE_BATCH) return records;
    afterId = rows[rows.length - 1].id;
  }
}

/** The published items among `ids` that have not been matched against the saved searches yet (alerts), as the index reads them. */
export async function readUnalertedRecords(run: RunSql, ids: readonly number[]): Promise<CatalogueRecord[]> {
  if (ids.length === 0) return [];
  const rows = await run<CatalogueRow>({
    name: 'unalerted_catalogue_records',
    text: `SELECT ${PUBLISHED_ITEM_COLUMNS}, b.buy_min AS "buyMin", b.sold_max AS "soldMax", b.est_profit AS "estProfit", b.roi_percent AS "roiPercent"
             FROM bolo_items b WHERE b.id = ANY($1::int[]) AND b.status = 'published'
              AND NOT EXISTS (SELECT 1 FROM alerted_items a WHERE a.item_id = b.id) ORDER BY b.id`,
    values: [ids],
  });
  return rows.map(toCatalogueRecord);
}

/** The published rows of a page's ids, in the page's order (an id unpublished since the index was built is left out). */
export async function readPageRows(run: RunSql, ids: readonly number[]): Promise<ItemRow[]> {
  if (ids.length === 0) return [];
  const rows = await run<ItemRow>({
    name: 'catalogue_page_rows',
    text: `SELECT ${ITEM_COLUMNS} FROM bolo_items b ${ITEM_CARD_JOIN} WHERE b.id = ANY($1::int[]) AND b.status = 'published'`,
    values: [ids],
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
