import { canKeepPacks, readPackMeta } from './pack-storage';
import { replayQueuedSaves } from './offline-saves';
import { syncStorePack } from './pack-sync';

/** Background syncs at most this often (issue 21: "at most once an hour"). */
const SYNC_EVERY_MS = 60 * 60 * 1000;

/**
 * Whether this device downloads a pack without being asked: phones and tablets (where members
 * stand in stores) and the installed app. A desktop browser gets one from /profile; once a
 * device has a pack, it is kept in sync everywhere.
 */
function downloadsByItself(): boolean {
  return navigator.maxTouchPoints > 0 || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** Sends offline saves, then syncs the pack: always when the app opens (`opening`), else when an hour has passed. */
export async function syncWhenDue(opening: boolean): Promise<void> {
  if (!canKeepPacks() || navigator.onLine === false) return;
  const meta = await readPackMeta().catch(() => null);
  if (!meta && !downloadsByItself()) return;
  if (opening || !meta || Date.now() - meta.syncedAt >= SYNC_EVERY_MS) {
    await replayQueuedSaves();
    await syncStorePack();
  }
  // The code of the offline answers is fetched now, while there is a network: once loaded it
  // needs none. (A service worker caching the app's files is the rest of issue 21.)
  await Promise.all([import('./offline-directory'), import('@bolo/catalogue-search')]);
}
