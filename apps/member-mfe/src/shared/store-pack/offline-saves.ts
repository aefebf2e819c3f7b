import { SAVED_MESSAGES, type SaveBoloResponse } from '@bolo/contracts';
import { readPack, readPackMeta, writePack } from './pack-storage';
import { replaceLoadedSaved } from './offline-directory';
import { queuedSaves, writeQueuedSaves } from './save-queue';

// Saving and un-saving without a network (issue 21): the change is kept on this device (the
// pack's saved list shows it at once) and sent, in order, when the network is back. One entry
// per item, the latest change winning, so a save then an un-save offline sends nothing twice and
// the server's idempotent answers (200 for an item already saved) make a replay safe to repeat.

/** Keeps a save or un-save for later and shows it in the pack's saved list; answers as the API would have. */
export async function queueSave(id: number, save: boolean): Promise<SaveBoloResponse> {
  writeQueuedSaves([...queuedSaves().filter((entry) => entry.id !== id), { id, save }]);
  const kept = await readPack().catch(() => null);
  if (kept) {
    const saved = kept.pack.saved.filter((entry) => entry.id !== id);
    if (save) saved.unshift({ id, image: null, savedAt: new Date().toISOString() });
    const meta = await readPackMeta().catch(() => null);
    await writePack({ ...kept, pack: { ...kept.pack, saved } }, meta?.packedAt ?? kept.syncedAt);
    await replaceLoadedSaved(saved);
  }
  return { message: save ? SAVED_MESSAGES.saveConfirmed : SAVED_MESSAGES.removeConfirmed, boloItemId: id, isSaved: save };
}

let replaying: Promise<number> | null = null;

/**
 * Sends the kept changes in order; each one answered by the server (done, or refused for good:
 * the item is gone) leaves the queue, and a network failure stops the replay until next time.
 * Answers how many were sent.
 */
export function replayQueuedSaves(): Promise<number> {
  replaying ??= (async () => {
    let sent = 0;
    for (const entry of queuedSaves()) {
      try {
        const response = await fetch(entry.save ? '/api/saved-bolos' : `/api/saved-bolos/${entry.id}`, {
          method: entry.save ? 'POST' : 'DELETE',
          credentials: 'include',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: entry.save ? JSON.stringify({ boloItemId: entry.id }) : undefined,
        });
        // 401: signed out on this device; the change waits for the next session rather than being lost.
        if (response.status === 401) break;
      } catch {
        break;
      }
      writeQueuedSaves(queuedSaves().filter((queued) => !(queued.id === entry.id && queued.save === entry.save)));
      sent++;
    }
    return sent;
  })().finally(() => (replaying = null));
  return replaying;
}
