import type { ReactNode } from 'react';
import { AccessDenied, LoadingScreen, useAuth } from '@bolo/web';
import { accessFor } from './access';
import type { AccessFlag } from './access';

/** Client-side gate of a page: the loading screen while the session loads, Access Denied without the flag. */
export function RequireAccess({ access, children }: { access: AccessFlag; children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;
  if (!accessFor(user)[access]) return <AccessDenied />;
  return <>{children}</>;
}
