import { paginationOf, type BoloItem, type DirectoryFacets, type ItemListResponse, type SavedListResponse, type StorePack, type StorePackItem } from '@bolo/contracts';
import type { CatalogueIndex, CatalogueQuery } from '@bolo/catalogue-search';
import type { DirectoryFacetArgs, DirectoryQueryArgs, ListQueryArgs } from '../lib/list-filters';
import { signedInUserId } from '@bolo/web';
import { canKeepPacks, readPack, readPackMeta, type KeptPack } from './pack-storage';

// The directory without a network (issue 21): answered from the store pack on this device by the
// same CatalogueIndex the API uses, so searches, filters, orders and pages mean the same offline.
// The pack has notes, not descriptions, so a search matches names and notes.

/** What an answer from the pack carries besides the API's shape: when the pack was last synced. */
export interface OfflineMark {
  offline?: { syncedAt: number };
}

interface Loaded {
  syncedAt: number;
  pack: StorePack;
  index: CatalogueIndex;
  byId: Map<number, StorePackItem>;
}

let loaded: Promise<Loaded | null> | null = null;
let loadedPackedAt: number | null = null;

/** The saved list of the pack in use changed on this device (an offline save). */
export async function replaceLoadedSaved(saved: StorePack['saved']): Promise<void> {
  const current = loaded ? await loaded : null;
  if (current) current.pack = { ...current.pack, saved };
}

/**
 * The kept pack and its index, read and built once per sync (only its sync time is read per
 * answer). Answers asked at once (a page and its facet counts) share one build.
 */
async function load(): Promise<Loaded | null> {
  const meta = canKeepPacks() ? await readPackMeta() : null;
  if (!meta || Date.parse(meta.expiresAt) <= Date.now() || meta.owner !== signedInUserId()) return null;
  // Built again only when the pack itself was written again (a sync with nothing new writes only its record).
  const packedAt = meta.packedAt ?? meta.syncedAt;
  if (!loaded || loadedPackedAt !== packedAt) {
    loadedPackedAt = packedAt;
    loaded = readPack().then((kept) => (kept ? build(kept) : null));
  }
  const current = await loaded;
  return current ? { ...current, syncedAt: meta.syncedAt } : null;
}

function build(kept: KeptPack): Promise<Loaded> {
  return import('@bolo/catalogue-search').then(({ CatalogueIndex: Index, storePackRecords }) => {
    const index = new Index(storePackRecords(kept.pack, kept.numbers), { eager: false });
    // The first page needs no text index; it is made in slices while the member looks at it,
    // so the first search finds it ready (a search before then finishes it at once).
    setTimeout(() => void index.prepareText(), 0);
    return { syncedAt: kept.syncedAt, pack: kept.pack, index, byId: new Map(kept.pack.items.map((item) => [item[0], item])) };
  });
}

/** An item of the pack as the pages show one: a note for a description, a picture only for a saved item (its card, kept by the sync). */
export function packItemToBoloItem(pack: StorePack, item: StorePackItem): BoloItem {
  const [id, updated, name, category, subcategory, platforms, sources, buyPrice, soldRange, , note] = item;
  const picture = pack.saved.find((entry) => entry.id === id)?.image ?? null;
  const valuesOf = (bits: number, values: string[]) => values.filter((_, bit) => bits & (2 ** bit));
  return {
    id,
    name,
    description: note,
    category: pack.categories[category],
    subcategory: subcategory < 0 ? null : pack.subcategories[subcategory],
    image: picture,
    imageCard: picture,
    source: valuesOf(sources, pack.sources),
    platforms: valuesOf(platforms, pack.platforms),
    buyPrice,
    soldRange,
    updated: new Date(updated).toISOString(),
    notes: null,
    status: 'published',
  };
}

function queryOf(args: DirectoryFacetArgs & Partial<DirectoryQueryArgs>): CatalogueQuery {
  const list = (value: string | undefined) => (value ? value.split(',') : undefined);
  return {
    search: args.search,
    category: args.category,
    subcategory: args.subcategory,
    platform: list(args.platform),
    source: list(args.source),
    buyMax: args.buyMax,
    profitMin: args.profitMin,
    sort: args.sort,
    netOn: args.netOn,
    page: args.page ?? 1,
    limit: args.limit ?? 24,
  };
}

/** A directory page from the pack, or null when there is no usable pack on this device. */
export async function offlineDirectoryPage(args: DirectoryQueryArgs): Promise<(ItemListResponse & OfflineMark) | null> {
  const current = await load();
  if (!current) return null;
  const query = queryOf(args);
  const { ids, total, search } = current.index.page(query, new Date());
  return {
    items: ids.map((id) => packItemToBoloItem(current.pack, current.byId.get(id) as StorePackItem)),
    pagination: paginationOf(query.page, query.limit, total),
    ...(search ? { search } : {}),
    offline: { syncedAt: current.syncedAt },
  };
}

/** The facet counts from the pack, or null without one. */
export async function offlineDirectoryFacets(args: DirectoryFacetArgs): Promise<(DirectoryFacets & OfflineMark) | null> {
  const current = await load();
  if (!current) return null;
  return { ...current.index.facets(queryOf(args)), offline: { syncedAt: current.syncedAt } };
}

/** One item from the pack (the item page offline), or null. */
export async function offlineItem(id: number): Promise<(BoloItem & OfflineMark) | null> {
  const current = await load();
  const item = current?.byId.get(id);
  if (!current || !item) return null;
  return { ...packItemToBoloItem(current.pack, item), offline: { syncedAt: current.syncedAt } };
}

/**
 * The saved list from the pack (its published saved items as of the last sync, newest save
 * first), filtered as the API filters it: category, subcategory, and the search in name or note.
 */
export async function offlineSavedList(args: ListQueryArgs): Promise<(SavedListResponse & OfflineMark) | null> {
  const current = await load();
  if (!current) return null;
  const term = args.search?.trim().toLowerCase();
  const matching = current.pack.saved.flatMap(({ id, savedAt }) => {
    const found = current.byId.get(id);
    if (!found) return [];
    const item = packItemToBoloItem(current.pack, found);
    if (args.category !== undefined && item.category !== args.category) return [];
    if (args.subcategory !== undefined && item.subcategory !== args.subcategory) return [];
    if (term && !`${item.name} ${item.description}`.toLowerCase().includes(term)) return [];
    return [{ ...item, savedAt }];
  });
  const start = (args.page - 1) * args.limit;
  return { items: matching.slice(start, start + args.limit), pagination: paginationOf(args.page, args.limit, matching.length), offline: { syncedAt: current.syncedAt } };
}

/** Whether the pack's saved list holds the item (the item page's toggle offline). */
export async function offlineSavedCheck(id: number): Promise<{ isSaved: boolean } | null> {
  const current = await load();
  return current ? { isSaved: current.pack.saved.some((entry) => entry.id === id) } : null;
}
