import type { ReactNode } from 'react';
import { isAdmin } from '@bolo/contracts';
import { AccessDenied, LoadingScreen, useAuth } from '@bolo/web';

/** Client-side gate for admin pages; the API enforces the same rule with 403. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;
  if (!isAdmin(user)) return <AccessDenied />;
  return <>{children}</>;
}
