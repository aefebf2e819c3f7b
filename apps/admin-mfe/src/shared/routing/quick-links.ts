import { createContext, useContext } from 'react';

export interface QuickLink {
  to: string;
  label: string;
  hint: string;
}

// Filled by src/AdminApp.tsx from the route table, for the current user's access.
const QuickLinksContext = createContext<readonly QuickLink[]>([]);

export const QuickLinksProvider = QuickLinksContext.Provider;

/** The dashboard's quick links the current user may follow, in route-table order. */
export function useQuickLinks(): readonly QuickLink[] {
  return useContext(QuickLinksContext);
}
