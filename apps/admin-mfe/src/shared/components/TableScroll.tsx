// The horizontal scroll around a wide table (its own, not antd's scroll.x, which adds a hidden
// measure row to tbody). A region the keyboard can reach and a screen reader can name: when the
// table is wider than the screen, Tab reaches it and the arrow keys scroll it (axe's
// scrollable-region-focusable, found with the real catalogue on /admin).
import type { ReactNode } from 'react';
import './table-scroll.css';

export function TableScroll({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <div className="admin-table-scroll" role="region" aria-label={label} tabIndex={0} data-testid={testId}>
      {children}
    </div>
  );
}
