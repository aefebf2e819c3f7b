import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { hasDirectoryAccess, isAdmin, PREVIEW_ITEM_COUNT } from '@bolo/contracts';
import type { BoloItem, ItemListQuery, ItemListResponse, PreviewItem } from '@bolo/contracts';
import { countFrom, readDirectoryPage, type CountMatches, type ItemFilters, type RunSql } from '@bolo/db';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { subscriptionRequired } from '../http/api-error';
import type { UserRecord } from '../users/user-record';
import { MAX_INT4 } from '../users/users.service';
import { DirectoryCache } from './directory-cache';
import { ITEM_CARD_JOIN, ITEM_COLUMNS, ItemRow, pageOf, toBoloItem } from './item-record';

export const ITEM_NOT_FOUND = 'Item not found';

@Injectable()
export class ItemsService {
  /** The directory's statements go to TypeORM's pg pool directly: TypeORM cannot name (prepare) them. */
  private readonly sql: RunSql;
  private readonly countNow: CountMatches;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly cache: DirectoryCache,
  ) {
    const pool = (db.driver as PostgresDriver).master as Pool;
    this.sql = async (statement) => (await pool.query(statement)).rows;
    this.countNow = countFrom(this.sql);
  }

  /** The number of published items shown in marketing copy (the directory's unfiltered total). */
  countPublished(): Promise<number> {
    return this.countNow({});
  }

  /** Call after committing any change to items or their pictures: cached directory pages retire. */
  catalogueChanged(): Promise<void> {
    return this.cache.catalogueChanged();
  }

  /** Newest published items that have a picture, for the home page's blurred teaser. */
  async preview(): Promise<PreviewItem[]> {
    return this.db.query(
      `SELECT id, name, category, subcategory, image, buy_price AS "buyPrice", sold_range AS "soldRange", platforms
         FROM bolo_items
        WHERE status = 'published' AND image IS NOT NULL
        ORDER BY updated DESC, id DESC
        LIMIT $1`,
      [PREVIEW_ITEM_COUNT],
    );
  }

  /**
   * The member directory page as JSON text. Every member sees the same page, so it is read and
   * serialized once per catalogue version and then served from the cache as it is.
   */
  async listPublishedJson(query: ItemListQuery): Promise<string> {
    const version = await this.cache.version();
    const key = JSON.stringify([query.category, query.subcategory, query.search?.toLowerCase(), query.page, query.limit]);
    return this.cache.remember(`v${version}:page:${key}`, async () =>
      JSON.stringify(await this.listPublished(query, version)),
    );
  }

  private async listPublished(query: ItemListQuery, version: string): Promise<ItemListResponse> {
    const { rows, total } = await readDirectoryPage(this.sql, query, (filters) => this.count(filters, version));
    return { items: rows.map(toBoloItem), pagination: pageOf(query.page, query.limit, total) };
  }

  /**
   * Browsing totals are read live (bolo_item_counts, ~0.1 ms). A search total counts every trigram
   * match ('vin': 21k rows, ~60 ms) and is the same for all pages of the search, so it is cached.
   */
  private async count(filters: ItemFilters, version: string): Promise<number> {
    if (filters.search === undefined) return this.countNow(filters);
    const key = JSON.stringify([filters.category, filters.subcategory, filters.search.toLowerCase()]);
    const total = await this.cache.remember(`v${version}:count:${key}`, async () => String(await this.countNow(filters)));
    return Number(total);
  }

  /**
   * One item for a signed-in user. Drafts exist only for admins and their creator. Without
   * directory access a user may still open what they created or saved earlier, so a lapsed
   * member keeps their saved list.
   */
  async findForUser(id: number, user: UserRecord): Promise<BoloItem> {
    if (id > MAX_INT4) throw new NotFoundException({ message: ITEM_NOT_FOUND });
    const rows: Array<ItemRow & { isSaved: boolean }> = await this.db.query(
      `SELECT ${ITEM_COLUMNS},
              EXISTS (SELECT 1 FROM saved_bolos s WHERE s.user_id = $2 AND s.bolo_item_id = b.id) AS "isSaved"
         FROM bolo_items b ${ITEM_CARD_JOIN}
        WHERE b.id = $1`,
      [id, user.id],
    );
    const row = rows[0];
    const own = row !== undefined && row.createdBy === user.id;
    if (!row || (row.status !== 'published' && !own && !isAdmin(user))) {
      throw new NotFoundException({ message: ITEM_NOT_FOUND });
    }
    if (!hasDirectoryAccess(user) && !own && !row.isSaved) throw subscriptionRequired();
    return toBoloItem(row);
  }
}
