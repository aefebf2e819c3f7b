import type { StorePack } from '@bolo/contracts';
import { signedInUserId } from '@bolo/web';
import { deletePack, keepSavedPictures, readPack, readPackMeta, writePack, writePackMeta, type KeptPack } from './pack-storage';

/** What a sync did, for the settings' message. */
export type SyncOutcome =
  | { kind: 'synced'; kept: KeptPack; changed: number; removed: number; full: boolean }
  /** The server says this account has no directory access any more: the pack was deleted. */
  | { kind: 'ended' }
  | { kind: 'failed'; message: string };

async function fetchPack(since: string | null): Promise<{ status: number; pack?: StorePack; message?: string }> {
  const response = await fetch(`/api/store-pack${since ? `?since=${encodeURIComponent(since)}` : ''}`, { credentials: 'include', headers: { accept: 'application/json' } });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    return { status: response.status, message: body.message };
  }
  return { status: response.status, pack: (await response.json()) as StorePack };
}

/**
 * Brings the pack on this device up to date: what changed since its cursor, or the whole pack when
 * there is none, it expired, or the server asks for it again (410). An account without directory
 * access (401, 403) loses its pack at once.
 */
export async function syncStorePack(now = Date.now()): Promise<SyncOutcome> {
  try {
    const owner = signedInUserId();
    let meta = await readPackMeta();
    // Another account's pack (its marks are theirs; its saved list too) is never synced into this
    // one's; a record from before cursors were kept there asks for a whole pack.
    if (meta && (Date.parse(meta.expiresAt) <= now || meta.owner !== owner || !meta.cursor)) {
      await deletePack();
      meta = null;
    }
    let answer = await fetchPack(meta?.cursor ?? null);
    if (answer.status === 410) answer = await fetchPack(null);
    if (answer.status === 401 || answer.status === 403) {
      await deletePack();
      return { kind: 'ended' };
    }
    if (!answer.pack) return { kind: 'failed', message: answer.message ?? 'The store pack could not be downloaded. Try again.' };
    const received = answer.pack;
    const kept = received.kind === 'full' ? null : await readPack();
    if (kept && received.items.length === 0 && received.removed.length === 0 && JSON.stringify(kept.pack.saved) === JSON.stringify(received.saved)) {
      // Nothing new (most syncs): the pack stays as written, its record moves on.
      const pack = { ...kept.pack, cursor: received.cursor, expiresAt: received.expiresAt };
      await writePackMeta({ syncedAt: now, expiresAt: received.expiresAt, owner, cursor: received.cursor, packedAt: meta?.packedAt ?? kept.syncedAt });
      return { kind: 'synced', kept: { ...kept, pack, syncedAt: now }, changed: 0, removed: 0, full: false };
    }
    // The merge is loaded with the first sync, not with the page.
    const { applyStorePack, packNumbers } = await import('@bolo/catalogue-search');
    const pack = applyStorePack(kept?.pack ?? null, received);
    const numbers = packNumbers(pack, kept?.numbers ? { pack: kept.pack, numbers: kept.numbers } : undefined);
    const next: KeptPack = { pack, syncedAt: now, bytes: JSON.stringify(pack).length, owner, numbers };
    await writePack(next);
    await keepSavedPictures(pack.saved).catch(() => undefined);
    return { kind: 'synced', kept: next, changed: received.items.length, removed: received.removed.length, full: received.kind === 'full' };
  } catch {
    return { kind: 'failed', message: 'The store pack could not be downloaded. Check your connection and try again.' };
  }
}
