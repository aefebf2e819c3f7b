import { dismissToast, useToasts } from './toast';

/** Renders the toasts raised anywhere on the page. Mount once (the shell does). */
export function Toaster() {
  const toasts = useToasts();
  return (
    <div className="toaster" aria-live="polite" aria-relevant="additions">
      {toasts.map((entry) => (
        <div
          key={entry.id}
          className={`toast toast--${entry.variant}`}
          role={entry.variant === 'destructive' ? 'alert' : 'status'}
          data-testid="toast"
        >
          <div className="toast__body">
            <p className="toast__title">{entry.title}</p>
            {entry.description ? <p className="toast__description">{entry.description}</p> : null}
          </div>
          <button type="button" className="toast__close" aria-label="Dismiss notification" onClick={() => dismissToast(entry.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
