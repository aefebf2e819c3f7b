import type { DirectoryFacets, ItemStatus } from '@bolo/contracts';
import type { DataSource } from 'typeorm';
import { isRowId, SqlExecutor, type Transaction } from '../sql/executor';
import { countFrom, readDirectoryPage, type CountMatches, type DirectoryPage, type DirectoryQuery } from './directory-query';
import { referenceStatements } from './directory-reference';
import type { CatalogueRecord, FacetCombination } from '@bolo/catalogue-search';
import { readCatalogueRecords, readPageRows } from './catalogue-records';
import { KEPT_COMBINATIONS, readDirectoryFacets, type KeptCombinations } from './directory-facets';
import { readDirectory, type DirectoryResult, type DirectorySearchQuery } from './directory-search';
import { filterConditions, ITEM_CARD_JOIN, ITEM_COLUMNS, ITEM_CREATOR_COLUMNS, ITEM_CREATOR_JOIN, type AdminItemRow, type ItemFilters, type ItemRow } from './item-row';

/** Where stored item images are served (also the value written to bolo_items.image). */
export const itemImagePath = (id: number): string => `/api/images/bolo-items/${id}`;
/** Where a stored item picture's public teaser is served (the only item picture visitors get). */
export const itemTeaserPath = (id: number): string => `${itemImagePath(id)}/teaser`;

/** An item of the public preview, unmasked (the API masks it), with the teaser of the picture it shows. */
export interface PreviewRow {
  id: number;
  name: string;
  category: string;
  buyPrice: string;
  soldRange: string;
  platforms: string[];
  /** The item whose stored picture it shows (itself, or another's for the bench's synthetic items); null without a teaser. */
  pictureId: number | null;
  teaserChecksum: string | null;
}

export interface NewItem {
  name: string;
  description: string;
  notes?: string | null;
  category: string;
  subcategory: string | null;
  soldRange: string;
  buyPrice: string;
  platforms: string[];
  source: string[];
  image?: string | null;
  imageContentType?: string | null;
  status: ItemStatus;
  createdBy: number | null;
  updated?: Date;
  createdAt?: Date;
}

/** What decides whether a user may see an item (drafts, proposals, saved items). */
export interface ItemAccess {
  status: ItemStatus;
  createdBy: number | null;
  isSaved: boolean;
}

export interface AdminItemsQuery extends ItemFilters {
  status: 'all' | ItemStatus;
  /** 'proposals': only items created by a member (a user who is not an admin). */
  origin?: 'all' | 'proposals';
  page: number;
  limit: number;
}

/** What a status change found: the status before it and who created the item. */
export interface StatusChange {
  previous: ItemStatus;
  createdBy: number | null;
  /** False when the creator is a member (a proposal); null when nobody is recorded. */
  creatorIsAdmin: boolean | null;
}

/** A published proposal as its e-mail needs it, read when the e-mail is sent. */
export interface ProposalNotice {
  itemId: number;
  itemName: string;
  status: ItemStatus;
  proposerEmail: string | null;
  proposerUsername: string;
  proposerIsAdmin: boolean;
}

/** The columns `update` may change, by field name. */
const UPDATABLE_COLUMNS = {
  name: 'name',
  description: 'description',
  notes: 'notes',
  category: 'category',
  subcategory: 'subcategory',
  soldRange: 'sold_range',
  buyPrice: 'buy_price',
  platforms: 'platforms',
  source: 'source',
  status: 'status',
  updated: 'updated',
} as const;

export type ItemChanges = Partial<Pick<NewItem, keyof typeof UPDATABLE_COLUMNS>>;

const NEW_ITEM_COLUMNS = 15;

/** A new item's values in the column order of the INSERTs below; `list` encodes the two array columns. */
function newItemValues(item: NewItem, list: (values: string[]) => unknown = (values) => values): unknown[] {
  const updated = item.updated ?? new Date();
  return [
    item.name,
    item.description,
    item.notes ?? null,
    item.category,
    item.subcategory,
    item.soldRange,
    item.buyPrice,
    list(item.platforms),
    list(item.source),
    item.image ?? null,
    item.imageContentType ?? null,
    item.status,
    item.createdBy,
    updated,
    item.createdAt ?? updated,
  ];
}

/** Every statement on `bolo_items`: the member directory, item pages, the back office, the seed. */
export class ItemsRepository {
  private readonly sql: SqlExecutor;
  /** Totals straight from the database (the API caches search totals on top). */
  readonly countPublished: CountMatches;

  constructor(dataSource: DataSource) {
    this.sql = new SqlExecutor(dataSource);
    this.countPublished = countFrom((statement) => this.sql.rows(statement));
  }

  /** One directory page and its total; `count` may serve totals from a cache. */
  directoryPage(query: DirectoryQuery, count: CountMatches = this.countPublished): Promise<DirectoryPage> {
    return readDirectoryPage((statement) => this.sql.rows(statement), query, count);
  }

  /** One directory page in any order and with any filters, its total and its search's outcome (`now` picks the fee schedules for net profit). */
  directory(query: DirectorySearchQuery, count: CountMatches = this.countPublished, now = new Date(), kept?: KeptCombinations): Promise<DirectoryResult> {
    return readDirectory((statement) => this.sql.rows(statement), query, count, now, kept);
  }

  /** How many statements have written bolo_items (migration CatalogueChanges): a copy of the catalogue built before it moved is stale. */
  async catalogueChanges(): Promise<string> {
    const row = await this.sql.one<{ changes: string }>({ name: 'catalogue_changes', text: `SELECT last_value::text || is_called::text AS changes FROM bolo_catalogue_changes` });
    return row?.changes ?? '';
  }

  /** Every published item as the in-memory directory (CatalogueIndex) is built from. */
  catalogueRecords(): Promise<CatalogueRecord[]> {
    return readCatalogueRecords((statement) => this.sql.rows(statement));
  }

  /** The rows of a page the in-memory directory chose, in its order (still published ones only). */
  pageRows(ids: readonly number[]): Promise<ItemRow[]> {
    return readPageRows((statement) => this.sql.rows(statement), ids);
  }

  /** The directory's facet counts for a query (page and order ignored); `kept` may serve the kept combinations from memory. */
  directoryFacets(query: DirectorySearchQuery, count: CountMatches = this.countPublished, kept?: KeptCombinations): Promise<DirectoryFacets> {
    return readDirectoryFacets((statement) => this.sql.rows(statement), query, count, kept);
  }

  /** Every kept facet combination (bolo_item_facet_counts), for a process to hold per catalogue version. */
  facetCombinations(): Promise<FacetCombination[]> {
    return this.sql.rows<FacetCombination>(KEPT_COMBINATIONS);
  }

  /** The page's ids and total by the plain reference statements (directory-reference.ts): the tests' and the bench's oracle. */
  async referencePage(query: DirectoryQuery): Promise<{ ids: number[]; total: number }> {
    const { count, page } = referenceStatements(query);
    const [counted, rows] = await Promise.all([this.sql.one<{ total: number }>(count), this.sql.rows<{ id: number }>(page)]);
    return { ids: rows.map((row) => row.id), total: counted?.total ?? 0 };
  }

  /**
   * Newest published items that have a picture, for the home page's blurred preview, with the
   * teaser of the stored picture their address names (none for an external address or until
   * the worker made it: visitors never get anything but a teaser).
   */
  preview(limit: number): Promise<PreviewRow[]> {
    return this.sql.rows<PreviewRow>({
      name: 'items_preview',
      text: `SELECT b.id, b.name, b.category, b.buy_price AS "buyPrice", b.sold_range AS "soldRange", b.platforms,
                    i.bolo_item_id AS "pictureId", i.teaser_checksum AS "teaserChecksum"
               FROM bolo_items b
               LEFT JOIN bolo_item_images i
                 ON i.bolo_item_id = substring(b.image from '^/api/images/bolo-items/([0-9]{1,9})$')::int
                AND i.teaser_data IS NOT NULL AND i.teaser_checksum = i.checksum
              WHERE b.status = 'published' AND b.image IS NOT NULL
              ORDER BY b.updated DESC, b.id DESC
              LIMIT $1`,
      values: [limit],
    });
  }

  /** One item with whether `userId` saved it; null when there is none. */
  findWithSaved(id: number, userId: number): Promise<(ItemRow & { isSaved: boolean }) | null> {
    if (!isRowId(id)) return Promise.resolve(null);
    return this.sql.one({
      name: 'items_detail',
      text: `SELECT ${ITEM_COLUMNS},
                    EXISTS (SELECT 1 FROM saved_bolos s WHERE s.user_id = $2 AND s.bolo_item_id = b.id) AS "isSaved"
               FROM bolo_items b ${ITEM_CARD_JOIN}
              WHERE b.id = $1`,
      values: [id, userId],
    });
  }

  /** The facts that decide whether `userId` may see or save the item, without reading it. */
  access(id: number, userId: number): Promise<ItemAccess | null> {
    if (!isRowId(id)) return Promise.resolve(null);
    return this.sql.one({
      text: `SELECT b.status, b.created_by AS "createdBy",
                    EXISTS (SELECT 1 FROM saved_bolos s WHERE s.user_id = $2 AND s.bolo_item_id = b.id) AS "isSaved"
               FROM bolo_items b WHERE b.id = $1`,
      values: [id, userId],
    });
  }

  /** Every item, drafts included, in directory order (the back office). */
  async adminPage(query: AdminItemsQuery): Promise<{ rows: AdminItemRow[]; total: number }> {
    const values: unknown[] = [];
    const conditions = filterConditions(query, values);
    if (query.status !== 'all') conditions.push(`b.status = $${values.push(query.status)}`);
    if (query.origin === 'proposals') conditions.push(`EXISTS (SELECT 1 FROM users p WHERE p.id = b.created_by AND NOT p.is_admin)`);
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    // The page's ids first (an index scan that skips OFFSET rows without joining them), then
    // only those twenty rows are joined with their card and creator.
    const [rows, counted] = await Promise.all([
      this.sql.rows<AdminItemRow>({
        text: `WITH page AS (
                 SELECT b.id FROM bolo_items b ${where}
                  ORDER BY b.updated DESC, b.id DESC
                  LIMIT $${values.length + 1} OFFSET $${values.length + 2})
               SELECT ${ITEM_COLUMNS}, ${ITEM_CREATOR_COLUMNS}
                 FROM page JOIN bolo_items b ON b.id = page.id ${ITEM_CARD_JOIN} ${ITEM_CREATOR_JOIN}
                ORDER BY b.updated DESC, b.id DESC`,
        values: [...values, query.limit, (query.page - 1) * query.limit],
      }),
      this.sql.one<{ total: number }>({ text: `SELECT count(*)::int AS total FROM bolo_items b ${where}`, values }),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  /** One item with its creator, as the back office shows it (after a write), or null. */
  findForAdmin(id: number, tx?: Transaction): Promise<AdminItemRow | null> {
    if (!isRowId(id)) return Promise.resolve(null);
    return this.sql.one(
      {
        text: `SELECT ${ITEM_COLUMNS}, ${ITEM_CREATOR_COLUMNS} FROM bolo_items b ${ITEM_CARD_JOIN} ${ITEM_CREATOR_JOIN} WHERE b.id = $1`,
        values: [id],
      },
      tx,
    );
  }

  /** Dashboard figures: every item (drafts included) and those created since `since`. */
  async counts(since: Date): Promise<{ total: number; createdSince: number }> {
    const row = await this.sql.one<{ total: number; createdSince: number }>({
      text: `SELECT count(*)::int AS total, count(*) FILTER (WHERE created_at > $1)::int AS "createdSince" FROM bolo_items`,
      values: [since],
    });
    return row ?? { total: 0, createdSince: 0 };
  }

  /** Published and draft items (the seed's report, the benchmark's precondition). */
  /** A random sample of published items: the benchmarks draw their queries and item pages from it. */
  samplePublished(limit: number): Promise<Array<{ id: number; name: string }>> {
    return this.sql.rows<{ id: number; name: string }>({ text: `SELECT id, name FROM bolo_items WHERE status = 'published' ORDER BY random() LIMIT $1`, values: [limit] });
  }

  /** A week of catalogue edits for the store pack benchmark: the items' last change becomes now, or their status changes. */
  async touchForBenchmark(ids: readonly number[], status?: ItemStatus): Promise<void> {
    await this.sql.run(
      status === undefined
        ? { text: `UPDATE bolo_items SET updated = now() WHERE id = ANY($1::int[])`, values: [ids] }
        : { text: `UPDATE bolo_items SET status = $2 WHERE id = ANY($1::int[])`, values: [ids, status] },
    );
  }

  /** Published items per category and subcategory (those with a subcategory and any items), from the kept counts. */
  publishedScopes(): Promise<Array<{ category: string; subcategory: string; published: number }>> {
    return this.sql.rows<{ category: string; subcategory: string; published: number }>({
      text: `SELECT category, subcategory, published FROM bolo_item_counts WHERE subcategory <> '' AND published > 0 ORDER BY 1, 2`,
    });
  }

  async countByStatus(): Promise<{ published: number; drafts: number; all: number }> {
    const row = await this.sql.one<{ published: number; drafts: number; all: number }>({
      text: `SELECT count(*) FILTER (WHERE status = 'published')::int AS published,
                    count(*) FILTER (WHERE status = 'draft')::int AS drafts, count(*)::int AS all
               FROM bolo_items`,
    });
    return row ?? { published: 0, drafts: 0, all: 0 };
  }

  async create(item: NewItem, tx?: Transaction): Promise<number> {
    const row = await this.sql.one<{ id: number }>(
      {
        text: `INSERT INTO bolo_items (name, description, notes, category, subcategory, sold_range, buy_price, platforms, source,
                                       image, image_content_type, status, created_by, updated, created_at)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
               RETURNING id`,
        values: newItemValues(item),
      },
      tx,
    );
    return (row as { id: number }).id;
  }

  /**
   * Inserts many items as one INSERT … SELECT FROM unnest(arrays): 15 parameters per batch instead
   * of 15 per row, so PostgreSQL parses little and the trigram index is updated in bulk.
   */
  async createMany(items: readonly NewItem[]): Promise<void> {
    if (items.length === 0) return;
    const columns: unknown[][] = Array.from({ length: NEW_ITEM_COLUMNS }, () => []);
    for (const item of items) {
      // Arrays travel as comma-joined text, since unnest() would flatten an array of arrays (platform and source names hold no commas).
      newItemValues(item, (values) => values.join(',')).forEach((value, column) => columns[column].push(value));
    }
    await this.sql.run({
      text: `INSERT INTO bolo_items (name, description, notes, category, subcategory, sold_range, buy_price, platforms, source,
                                     image, image_content_type, status, created_by, updated, created_at)
             SELECT name, description, notes, category, subcategory, sold_range, buy_price,
                    string_to_array(platforms, ','), string_to_array(source, ','),
                    image, image_content_type, status, created_by, updated, created_at
               FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[],
                           $10::text[], $11::text[], $12::text[], $13::int[], $14::timestamptz[], $15::timestamptz[])
                 AS t(name, description, notes, category, subcategory, sold_range, buy_price, platforms, source,
                      image, image_content_type, status, created_by, updated, created_at)`,
      values: columns,
    });
  }

  /** Points the item at its stored picture; false when the item does not exist. */
  async setImage(id: number, image: string | null, contentType: string | null, tx?: Transaction): Promise<boolean> {
    if (!isRowId(id)) return false;
    const { rowCount } = await this.sql.run(
      { text: `UPDATE bolo_items SET image = $2, image_content_type = $3 WHERE id = $1`, values: [id, image, contentType] },
      tx,
    );
    return rowCount > 0;
  }

  /** Changes the given fields; false when the item does not exist. */
  async update(id: number, changes: ItemChanges, tx?: Transaction): Promise<boolean> {
    if (!isRowId(id)) return false;
    const values: unknown[] = [id];
    const assignments = (Object.keys(UPDATABLE_COLUMNS) as Array<keyof ItemChanges>)
      .filter((field) => changes[field] !== undefined)
      .map((field) => `${UPDATABLE_COLUMNS[field]} = $${values.push(changes[field])}`);
    if (assignments.length === 0) return (await this.sql.one({ text: `SELECT 1 FROM bolo_items WHERE id = $1`, values }, tx)) !== null;
    const { rowCount } = await this.sql.run({ text: `UPDATE bolo_items SET ${assignments.join(', ')} WHERE id = $1`, values }, tx);
    return rowCount > 0;
  }

  setStatus(id: number, status: ItemStatus): Promise<boolean> {
    return this.update(id, { status });
  }

  /**
   * Sets the status and stamps `updated`, answering the status it had before and its creator
   * (null when the item does not exist). The row is locked first, so of two concurrent publishes
   * exactly one sees 'draft' before it.
   */
  changeStatus(id: number, status: ItemStatus, updated: Date): Promise<StatusChange | null> {
    if (!isRowId(id)) return Promise.resolve(null);
    return this.sql.one<StatusChange>({
      text: `WITH old AS (SELECT id, status FROM bolo_items WHERE id = $1 FOR UPDATE)
             UPDATE bolo_items b SET status = $2, updated = $3
               FROM old
              WHERE b.id = old.id
          RETURNING old.status AS previous, b.created_by AS "createdBy",
                    (SELECT u.is_admin FROM users u WHERE u.id = b.created_by) AS "creatorIsAdmin"`,
      values: [id, status, updated],
    });
  }

  /** A proposal and its proposer for the publication e-mail; null when the item or its creator is gone. */
  proposalNotice(id: number): Promise<ProposalNotice | null> {
    if (!isRowId(id)) return Promise.resolve(null);
    return this.sql.one<ProposalNotice>({
      text: `SELECT b.id AS "itemId", b.name AS "itemName", b.status, u.email AS "proposerEmail",
                    u.username AS "proposerUsername", u.is_admin AS "proposerIsAdmin"
               FROM bolo_items b JOIN users u ON u.id = b.created_by
              WHERE b.id = $1`,
      values: [id],
    });
  }

  async delete(id: number): Promise<boolean> {
    if (!isRowId(id)) return false;
    return (await this.sql.run({ text: `DELETE FROM bolo_items WHERE id = $1`, values: [id] })).rowCount > 0;
  }

  /** The lowest id of each name that exists (the seed matches its hand-written items by name). */
  async idsByName(names: readonly string[]): Promise<Map<string, number>> {
    const rows = await this.sql.rows<{ id: number; name: string }>({
      text: `SELECT DISTINCT ON (name) id, name FROM bolo_items WHERE name = ANY($1) ORDER BY name, id`,
      values: [names],
    });
    return new Map(rows.map((row) => [row.name, row.id]));
  }

  async countCreatedBy(userId: number): Promise<number> {
    const row = await this.sql.one<{ count: number }>({ text: `SELECT count(*)::int AS count FROM bolo_items WHERE created_by = $1`, values: [userId] });
    return row?.count ?? 0;
  }

  /** Published items of other owners whose picture is stored here, by category (pictures synthetic items can share). */
  async storedPictureIdsByCategory(exceptOwner: number): Promise<Map<string, number[]>> {
    const rows = await this.sql.rows<{ category: string; id: number }>({
      text: `SELECT i.category, i.id FROM bolo_items i JOIN bolo_item_images m ON m.bolo_item_id = i.id
              WHERE i.created_by IS DISTINCT FROM $1 AND i.status = 'published' AND i.image = '/api/images/bolo-items/' || i.id
              ORDER BY i.id`,
      values: [exceptOwner],
    });
    const byCategory = new Map<string, number[]>();
    for (const { category, id } of rows) byCategory.set(category, [...(byCategory.get(category) ?? []), id]);
    return byCategory;
  }

  /**
   * Where the counts that triggers keep in bolo_item_counts (the directory's browsing totals)
   * differ from counting the published items: empty when they agree, as they always should.
   */
  countDrift(): Promise<Array<{ category: string; subcategory: string; kept: number; counted: number }>> {
    return this.sql.rows({
      text: `SELECT category, subcategory, coalesce(k.published, 0)::int AS kept, coalesce(c.n, 0)::int AS counted
               FROM (SELECT category, subcategory, published FROM bolo_item_counts WHERE published <> 0) k
               FULL JOIN (SELECT category, coalesce(subcategory, '') AS subcategory, count(*) AS n
                            FROM bolo_items WHERE status = 'published' GROUP BY 1, 2) c USING (category, subcategory)
              WHERE coalesce(k.published, 0) <> coalesce(c.n, 0)`,
    });
  }

  /**
   * Where the search totals kept in bolo_item_term_counts differ from the terms of the published
   * items' text (at most `limit` rows): empty when they agree, as they always should.
   */
  termCountDrift(limit = 20): Promise<Array<{ kind: string; term: string; category: string; subcategory: string; kept: number; counted: number }>> {
    return this.sql.rows({
      text: `SELECT kind, term, category, subcategory, coalesce(k.published, 0)::int AS kept, coalesce(c.n, 0)::int AS counted
               FROM (SELECT kind, term, category, subcategory, published FROM bolo_item_term_counts WHERE published <> 0) k
               FULL JOIN (SELECT t.kind, t.term, b.category, coalesce(b.subcategory, '') AS subcategory, count(*) AS n
                            FROM bolo_items b, bolo_search_terms(lower(b.name || ' ' || b.description)) t
                           WHERE b.status = 'published' GROUP BY 1, 2, 3, 4) c USING (kind, term, category, subcategory)
              WHERE coalesce(k.published, 0) <> coalesce(c.n, 0)
              LIMIT $1`,
      values: [limit],
    });
  }

  /**
   * Fresh planner statistics and a set visibility map after a bulk load, so the directory indexes
   * are chosen at once and index-only scans (counts, deep pages) skip the heap.
   */
  async vacuumAnalyze(): Promise<void> {
    await this.sql.run({ text: 'VACUUM (ANALYZE) bolo_items' });
    // The kept totals and search postings change with every bulk load too: the postings are read index-only.
    await this.sql.run({ text: 'VACUUM (ANALYZE) bolo_item_counts, bolo_item_term_counts, bolo_item_words, bolo_search_words' });
  }
}
