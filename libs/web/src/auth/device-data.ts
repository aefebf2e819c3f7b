import { OFFLINE_SAVES_KEY, SAVED_PICTURES_CACHE, STORE_PACK_DATABASE } from '@bolo/contracts';

/**
 * What a member's use left on this device for offline use (issue 21): the store pack, the saved
 * items' pictures and the saves waiting for the network. Gone at sign-out, so the next person
 * on a shared device finds none of it (and a pack marked for one account never serves another).
 */
export async function forgetDeviceData(): Promise<void> {
  if (typeof window === 'undefined') return;
  try {
    window.localStorage.removeItem(OFFLINE_SAVES_KEY);
  } catch {
    // storage disabled: nothing was kept there
  }
  await Promise.all([
    typeof caches === 'undefined' ? null : caches.delete(SAVED_PICTURES_CACHE).catch(() => false),
    typeof indexedDB === 'undefined'
      ? null
      : new Promise<void>((resolve) => {
          const request = indexedDB.deleteDatabase(STORE_PACK_DATABASE);
          request.onsuccess = request.onerror = request.onblocked = () => resolve();
        }),
  ]);
}
