import type { OfflineMark } from './offline-directory';
import './store-pack.css';

/** "Offline — last synced …" over anything answered from the store pack (issue 21). */
export function OfflineBanner({ mark }: { mark: OfflineMark['offline'] | undefined }) {
  if (!mark) return null;
  const when = new Date(mark.syncedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <p className="offline-banner" role="status" data-testid="offline-banner">
      Offline — last synced {when}. Showing the store pack on this device.
    </p>
  );
}
