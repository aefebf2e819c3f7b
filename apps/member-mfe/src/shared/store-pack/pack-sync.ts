import type { StorePack } from '@bolo/contracts';
import { signedInUserId } from '@bolo/web';
import { deletePack, keepSavedPictures, readPack, writePack, type KeptPack } from './pack-storage';

/** What a sync did, for the settings' message. */
export type SyncOutcome =
  | { kind: 'synced'; kept: KeptPack; changed: number; removed: number; full: boolean }
  /** The server says this account has no directory access any more: the pack was deleted. */
  | { kind: 'ended' }
  | { kind: 'failed'; message: string };

/** Whether a kept pack is past its expiry (7 days after its last sync): it must not be used, and goes. */
export function isExpired(kept: KeptPack, now = Date.now()): boolean {
  return Date.parse(kept.pack.expiresAt) <= now;
}

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
    let kept = await readPack();
    // Another account's pack (its marks are theirs; its saved list too) is never synced into this one's.
    if (kept && (isExpired(kept, now) || kept.owner !== owner)) {
      await deletePack();
      kept = null;
    }
    let answer = await fetchPack(kept?.pack.cursor ?? null);
    if (answer.status === 410) answer = await fetchPack(null);
    if (answer.status === 401 || answer.status === 403) {
      await deletePack();
      return { kind: 'ended' };
    }
    if (!answer.pack) return { kind: 'failed', message: answer.message ?? 'The store pack could not be downloaded. Try again.' };
    // The merge is loaded with the first sync, not with the page.
    const { applyStorePack } = await import('@bolo/catalogue-search');
    const pack = applyStorePack(kept?.pack ?? null, answer.pack);
    const next: KeptPack = { pack, syncedAt: now, bytes: JSON.stringify(pack).length, owner };
    await writePack(next);
    await keepSavedPictures(pack.saved).catch(() => undefined);
    return { kind: 'synced', kept: next, changed: answer.pack.items.length, removed: answer.pack.removed.length, full: answer.pack.kind === 'full' };
  } catch {
    return { kind: 'failed', message: 'The store pack could not be downloaded. Check your connection and try again.' };
  }
}
