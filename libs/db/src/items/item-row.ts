import type { ItemStatus } from '@bolo/contracts';
import type { CatalogueFilters, NearWords } from '@bolo/catalogue-search';
import { ITEM_SEARCH_EXPRESSION, likeContains } from '../data-source';

/** An item row without image bytes, plus the checksum of a card variant that is up to date. */
export interface ItemRow {
  id: number;
  name: string;
  description: string;
  category: string;
  subcategory: string | null;
  image: string | null;
  source: string[];
  platforms: string[];
  buyPrice: string;
  soldRange: string;
  updated: Date;
  notes: string | null;
  status: ItemStatus;
  createdBy: number | null;
  cardChecksum: string | null;
}

/**
 * Columns for ItemRow from `bolo_items b` joined with ITEM_CARD_JOIN. The join reads only
 * checksums (never the bytea columns), so listing stays as cheap as without it.
 */
export const ITEM_COLUMNS = `
  b.id, b.name, b.description, b.category, b.subcategory, b.image, b.source, b.platforms,
  b.buy_price AS "buyPrice", b.sold_range AS "soldRange", b.updated, b.notes, b.status,
  b.created_by AS "createdBy", img.card_checksum AS "cardChecksum"`;

export const ITEM_CARD_JOIN = `
  LEFT JOIN bolo_item_images img
    ON img.bolo_item_id = b.id AND img.card_data IS NOT NULL AND img.card_checksum = img.checksum`;

/** The creator of an item as the back office shows it (users joined by ITEM_CREATOR_JOIN; null columns when none). */
export interface ItemCreatorColumns {
  creatorUsername: string | null;
  creatorFirstName: string | null;
  creatorLastName: string | null;
  creatorIsAdmin: boolean | null;
}

export type AdminItemRow = ItemRow & ItemCreatorColumns;

export const ITEM_CREATOR_COLUMNS = `
  u.username AS "creatorUsername", u.first_name AS "creatorFirstName", u.last_name AS "creatorLastName",
  u.is_admin AS "creatorIsAdmin"`;

/** created_by is cleared when its user is deleted, so the join finds nobody rather than a stale user. */
export const ITEM_CREATOR_JOIN = `LEFT JOIN users u ON u.id = b.created_by`;

/** The shared list filters (the directory's, also used by the saved list and the back office). */
export type ItemFilters = CatalogueFilters;

/**
 * WHERE conditions for the shared list filters, appending their values to `params`.
 * Search uses ITEM_SEARCH_EXPRESSION verbatim so that the trigram index serves it.
 */
export function filterConditions(filters: ItemFilters, params: unknown[]): string[] {
  const conditions: string[] = [];
  if (filters.category !== undefined) {
    params.push(filters.category);
    conditions.push(`b.category = $${params.length}`);
  }
  if (filters.subcategory !== undefined) {
    params.push(filters.subcategory);
    conditions.push(`b.subcategory = $${params.length}`);
  }
  conditions.push(...facetConditions(filters, params));
  if (filters.nearWords !== undefined) {
    conditions.push(...nearWordConditions(filters.nearWords, params));
  } else if (filters.search !== undefined) {
    params.push(likeContains(filters.search));
    conditions.push(`${ITEM_SEARCH_EXPRESSION} LIKE $${params.length}`);
  }
  return conditions;
}

/** The conditions of the platform, source, buy and profit filters alone. */
export function facetConditions(filters: Pick<ItemFilters, 'platform' | 'source' | 'buyMax' | 'profitMin'>, params: unknown[]): string[] {
  const conditions: string[] = [];
  if (filters.platform?.length) conditions.push(`b.platforms && $${params.push(filters.platform)}::text[]`);
  if (filters.source?.length) conditions.push(`b.source && $${params.push(filters.source)}::text[]`);
  if (filters.buyMax !== undefined) conditions.push(`b.buy_min <= $${params.push(filters.buyMax)}`);
  if (filters.profitMin !== undefined) conditions.push(`b.est_profit >= $${params.push(filters.profitMin)}`);
  return conditions;
}

/** Each word found through the postings of the words it accepts (published items only), short words as text. */
export function nearWordConditions(near: NearWords, params: unknown[]): string[] {
  return [
    ...near.accepted.map((words) => `b.id IN (SELECT p.id FROM bolo_item_words p WHERE p.word = ANY($${params.push(words)}::text[]))`),
    ...near.short.map((word) => `${ITEM_SEARCH_EXPRESSION} LIKE $${params.push(likeContains(word))}`),
  ];
}
