import type { ReactNode } from 'react';

/** One numbered section of a legal document; `id` is its anchor (/privacy#cookies). */
export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}
