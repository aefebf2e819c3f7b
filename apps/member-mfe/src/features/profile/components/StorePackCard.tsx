import { useEffect, useState } from 'react';
import { STORE_PACK_MESSAGES } from '@bolo/contracts';
import { Button, signedInUserId, toast } from '@bolo/web';
import { useHydrated } from '../../../shared/hooks/useHydrated';
import { canKeepPacks, deletePack, readPack, type KeptPack } from '../../../shared/store-pack/pack-storage';
import { syncStorePack } from '../../../shared/store-pack/pack-sync';

const size = (bytes: number) => (bytes < 1_000_000 ? `${Math.max(1, Math.round(bytes / 1000))} KB` : `${(bytes / 1_000_000).toFixed(1)} MB`);
const when = (ms: number) => new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The offline store pack on this device (issue 21): its size and last sync, sync now, delete.
 * Everything here lives in the browser, so the card shows its controls only once the app runs.
 */
export function StorePackCard() {
  const hydrated = useHydrated();
  const [kept, setKept] = useState<KeptPack | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const supported = hydrated && canKeepPacks();

  useEffect(() => {
    if (!supported) return;
    readPack()
      // Another account's pack on this browser is not this member's to see.
      .then((found) => setKept(found && found.owner === signedInUserId() ? found : null))
      .catch(() => setKept(null));
  }, [supported]);

  async function sync() {
    setBusy(true);
    const outcome = await syncStorePack();
    setBusy(false);
    if (outcome.kind === 'synced') {
      setKept(outcome.kept);
      toast({ title: outcome.full ? STORE_PACK_MESSAGES.downloaded : STORE_PACK_MESSAGES.synced, description: `${outcome.kept.pack.items.length.toLocaleString('en-US')} finds on this device.` });
    } else if (outcome.kind === 'ended') {
      setKept(null);
      toast({ title: STORE_PACK_MESSAGES.ended, variant: 'destructive' });
    } else {
      toast({ title: outcome.message, variant: 'destructive' });
    }
  }

  async function remove() {
    setBusy(true);
    await deletePack().catch(() => undefined);
    setBusy(false);
    setKept(null);
    toast({ title: STORE_PACK_MESSAGES.deleted });
  }

  return (
    <section className="card profile-card" aria-labelledby="store-pack-title" data-testid="store-pack-setting">
      <div className="card__body">
        <div className="profile-card__header">
          <h2 id="store-pack-title" className="profile-card__title">
            {STORE_PACK_MESSAGES.settingsTitle}
          </h2>
        </div>
        <p className="profile-card__note">{STORE_PACK_MESSAGES.settingsLead}</p>
        {!hydrated ? null : !supported ? (
          <p className="profile-card__note">{STORE_PACK_MESSAGES.unsupported}</p>
        ) : kept === undefined ? null : (
          <>
            {kept ? (
              <dl className="profile-facts" data-testid="store-pack-facts">
                <div className="profile-facts__row">
                  <dt>Finds</dt>
                  <dd data-testid="store-pack-items">{kept.pack.items.length.toLocaleString('en-US')}</dd>
                </div>
                <div className="profile-facts__row">
                  <dt>Size</dt>
                  <dd>{size(kept.bytes)}</dd>
                </div>
                <div className="profile-facts__row">
                  <dt>Last synced</dt>
                  <dd data-testid="store-pack-synced">{when(kept.syncedAt)}</dd>
                </div>
              </dl>
            ) : (
              <p className="profile-card__note" data-testid="store-pack-none">
                {STORE_PACK_MESSAGES.notDownloaded}
              </p>
            )}
            <div className="profile-card__actions">
              <Button onClick={sync} disabled={busy}>
                {busy ? 'Working...' : kept ? 'Sync now' : 'Download store pack'}
              </Button>
              {kept ? (
                <Button variant="ghost" onClick={remove} disabled={busy}>
                  Delete from this device
                </Button>
              ) : null}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
