import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@bolo/web';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal confirmation; the safe choice has the focus and Escape picks it. */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  const safeButton = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    safeButton.current?.querySelector('button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [onCancel]);

  return (
    <div className="confirm-dialog__backdrop" onClick={onCancel}>
      <div
        className="card confirm-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onClick={(event) => event.stopPropagation()}
      >
        <div className="card__body">
          <h2 id={titleId} className="confirm-dialog__title">
            {title}
          </h2>
          <p id={textId} className="confirm-dialog__text">
            {children}
          </p>
          <div className="confirm-dialog__actions">
            <div ref={safeButton}>
              <Button variant="outline" onClick={onCancel}>
                {cancelLabel}
              </Button>
            </div>
            <Button variant="destructive" onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
