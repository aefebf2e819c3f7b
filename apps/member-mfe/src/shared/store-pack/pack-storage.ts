import { SAVED_PICTURES_CACHE, STORE_PACK_DATABASE, type StorePack } from '@bolo/contracts';

// The store pack on this device (issue 21): one record in IndexedDB, the latest full pack with
// every sync applied. IndexedDB, not localStorage: a pack of 100,000 finds is ~20 MB of JSON.

const DATABASE = STORE_PACK_DATABASE;
const STORE = 'packs';
const KEY = 'current';
/** What a page needs to know about the pack without reading all of it. */
const META_KEY = 'meta';

export interface KeptPack {
  pack: StorePack;
  /** When the last successful download or sync ended (ms since the epoch). */
  syncedAt: number;
  /** The size of the pack as kept (its JSON), for the settings. */
  bytes: number;
  /** The account it was downloaded for (its user id): another account on this browser never reads it. */
  owner: string | null;
  /** The numbers the index reads, derived from the price texts at the sync (packNumbers), so an offline start skips that. */
  numbers?: Float64Array;
}

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** The database with its store; one left without it (made by something else) is made again. */
async function open(): Promise<IDBDatabase> {
  const db = await openDatabase();
  if (db.objectStoreNames.contains(STORE)) return db;
  db.close();
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase(DATABASE);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });
  return openDatabase();
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

/** Whether this browser can keep a pack at all (no IndexedDB: private modes of some browsers, the server). */
export function canKeepPacks(): boolean {
  return typeof indexedDB !== 'undefined';
}

export interface PackMeta {
  syncedAt: number;
  expiresAt: string;
  owner: string | null;
  /** The cursor of the last sync (the next asks what changed since). */
  cursor: string;
  /** When the pack itself was last written: a sync with nothing new updates only this record. */
  packedAt: number;
}

/** The kept pack, with its record's last sync, expiry and cursor (a sync with nothing new moves only those). */
export async function readPack(): Promise<KeptPack | null> {
  const [kept, meta] = await Promise.all([run('readonly', (store) => store.get(KEY)) as Promise<KeptPack | undefined>, readPackMeta()]);
  if (!kept) return null;
  if (!meta) return kept;
  return { ...kept, syncedAt: meta.syncedAt, pack: { ...kept.pack, expiresAt: meta.expiresAt, cursor: meta.cursor ?? kept.pack.cursor } };
}

/** The kept pack's sync time and expiry (a few bytes; the pack itself may be tens of megabytes). */
export async function readPackMeta(): Promise<PackMeta | null> {
  return ((await run('readonly', (store) => store.get(META_KEY))) as PackMeta | undefined) ?? null;
}

/**
 * The pack and its record together (one transaction: a page closed half-way leaves the old pair).
 * `packedAt` stays as it was for a change the page's loaded index already has (an offline save).
 */
export async function writePack(kept: KeptPack, packedAt = kept.syncedAt): Promise<void> {
  const meta: PackMeta = { syncedAt: kept.syncedAt, expiresAt: kept.pack.expiresAt, owner: kept.owner, cursor: kept.pack.cursor, packedAt };
  const db = await open();
  try {
    await new Promise<void>((resolve, reject) => {
      const transaction = db.transaction(STORE, 'readwrite');
      transaction.objectStore(STORE).put(kept, KEY);
      transaction.objectStore(STORE).put(meta, META_KEY);
      transaction.oncomplete = () => resolve();
      transaction.onerror = transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    db.close();
  }
}

/** A sync that brought nothing new: only the record moves (a pack of 100,000 finds is not written again). */
export async function writePackMeta(meta: PackMeta): Promise<void> {
  await run('readwrite', (store) => store.put(meta, META_KEY));
}

export async function deletePack(): Promise<void> {
  await run('readwrite', (store) => store.delete(META_KEY));
  await run('readwrite', (store) => store.delete(KEY));
  if (typeof caches !== 'undefined') await caches.delete(SAVED_PICTURES_CACHE);
}

/**
 * Keeps the card pictures of the pack's saved items for the service worker to show offline, and
 * drops those of items no longer saved. A picture that cannot be fetched now is tried at the next sync.
 */
export async function keepSavedPictures(saved: StorePack['saved']): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(SAVED_PICTURES_CACHE);
  const wanted = new Set(saved.flatMap(({ image }) => (image ? [new URL(image, location.href).href] : [])));
  for (const request of await cache.keys()) if (!wanted.has(request.url)) await cache.delete(request);
  for (const url of wanted) {
    if (await cache.match(url)) continue;
    const response = await fetch(url, { credentials: 'include' }).catch(() => null);
    if (response?.ok) await cache.put(url, response);
  }
}
