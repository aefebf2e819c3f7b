import { Injectable } from '@nestjs/common';
import { blockCharacters, paginationOf, STRUCTURED_DATA_ITEM_COUNT } from '@bolo/contracts';
import type { BoloItem, DirectoryFacets, ItemListQuery, ItemListResponse, PreviewItem } from '@bolo/contracts';
import type { FacetCombination } from '@bolo/catalogue-search';
import { ItemsRepository, itemTeaserPath, type DirectoryResult, type ItemFilters, type UserRecord } from '@bolo/db';
import { DirectoryCache } from './directory-cache';
import { DirectoryIndex } from './directory-index';
import { assertCanView } from './item-access';
import { toBoloItem } from './item-record';

/** What makes two directory queries the same list (the search's case does not; page and limit are added by the caller). */
function queryKey(query: ItemListQuery): string {
  return JSON.stringify([query.category, query.subcategory, query.search?.toLowerCase(), query.platform, query.source, query.buyMax, query.profitMin, query.sort, query.netOn]);
}

@Injectable()
export class ItemsService {
  /**
   * The kept facet combinations (~40k rows at 100k items), read once per catalogue version and
   * held here: the facets and the totals of filters without a search are then counted in memory
   * in a few milliseconds instead of reading 40k rows per request. A write bumps the version, and
   * the next request reads them again.
   */
  private keptCombinations: { version: string; rows: Promise<FacetCombination[]> } | null = null;

  private readonly kept = async (): Promise<FacetCombination[]> => {
    const version = await this.cache.catalogueVersion();
    if (this.keptCombinations?.version !== version) {
      const rows = this.items.facetCombinations();
      const held = { version, rows };
      this.keptCombinations = held;
      rows.catch(() => {
        if (this.keptCombinations === held) this.keptCombinations = null;
      });
    }
    return this.keptCombinations.rows;
  };

  constructor(
    private readonly items: ItemsRepository,
    private readonly cache: DirectoryCache,
    private readonly index: DirectoryIndex,
  ) {}

  /** The number of published items shown in marketing copy (the directory's unfiltered total). */
  countPublished(): Promise<number> {
    return this.items.countPublished({});
  }

  /** Call after committing any change to items or their pictures: cached directory pages retire. */
  catalogueChanged(): Promise<void> {
    return this.cache.catalogueChanged();
  }

  /**
   * Newest published items that have a picture, for the public pages' blurred preview (the home
   * page shows 3) and the landing pages' structured data (up to 10), masked here: visitors
   * receive only what the page shows (the category, the picture's tiny blurred teaser, and block
   * characters as long as the name, prices and platforms), never the paid text or an address of
   * the sharp picture. Without a teaser yet (or for an external address) the image is null.
   */
  async preview(): Promise<PreviewItem[]> {
    const items = await this.items.preview(STRUCTURED_DATA_ITEM_COUNT);
    return items.map((item) => ({
      id: item.id,
      name: blockCharacters(item.name),
      category: item.category,
      subcategory: null,
      // The version changes with the picture, so a cached teaser is never a stale one.
      image: item.pictureId !== null && item.teaserChecksum ? `${itemTeaserPath(item.pictureId)}?v=${item.teaserChecksum.slice(0, 16)}` : null,
      buyPrice: blockCharacters(item.buyPrice),
      soldRange: blockCharacters(item.soldRange),
      platforms: item.platforms.map(blockCharacters),
    }));
  }

  /**
   * The member directory page as JSON text. Every member sees the same page, so it is read and
   * serialized once per catalogue version and then served from the cache as it is.
   */
  async listPublishedJson(query: ItemListQuery): Promise<string> {
    const version = await this.cache.version();
    return this.cache.remember(`v${version}:page:${queryKey(query)}:${query.page}:${query.limit}`, async () =>
      JSON.stringify(await this.listPublished(query, version)),
    );
  }

  private async listPublished(query: ItemListQuery, version: string): Promise<ItemListResponse> {
    const { rows, total, search } = this.index.enabled ? await this.fromIndex(query) : await this.items.directory(query, (filters) => this.count(filters, version), new Date(), this.kept);
    return { items: rows.map(toBoloItem), pagination: paginationOf(query.page, query.limit, total), ...(search ? { search } : {}) };
  }

  /** The directory's facet counts for a query's filters and search (page and order play no part), as JSON text cached per catalogue version. */
  async facetsJson(query: ItemListQuery): Promise<string> {
    const version = await this.cache.version();
    return this.cache.remember(`v${version}:facets:${queryKey(query)}`, async () => {
      const facets: DirectoryFacets = this.index.enabled
        ? (await this.index.current()).facets(query)
        : await this.items.directoryFacets(query, (filters) => this.count(filters, version), this.kept);
      return JSON.stringify(facets);
    });
  }

  /** A page chosen by the in-memory index, its rows read by id. */
  private async fromIndex(query: ItemListQuery): Promise<DirectoryResult> {
    const { ids, total, search } = (await this.index.current()).page(query, new Date());
    return { rows: await this.items.pageRows(ids), total, ...(search ? { search } : {}) };
  }

  /**
   * Browsing totals are read live (bolo_item_counts, ~0.1 ms). A search total counts every trigram
   * match ('vin': 21k rows, ~60 ms) and is the same for all pages of the search, so it is cached.
   */
  private async count(filters: ItemFilters, version: string): Promise<number> {
    if (filters.search === undefined) return this.items.countPublished(filters);
    const key = JSON.stringify([filters.category, filters.subcategory, filters.search.toLowerCase()]);
    const total = await this.cache.remember(`v${version}:count:${key}`, async () => String(await this.items.countPublished(filters)));
    return Number(total);
  }

  /** One item for a signed-in user (see assertCanView for who may see what). */
  async findForUser(id: number, user: UserRecord): Promise<BoloItem> {
    const row = await this.items.findWithSaved(id, user.id);
    assertCanView(row, user);
    return toBoloItem(row);
  }
}
