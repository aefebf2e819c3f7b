import type { ReactNode } from 'react';
import { AccessDenied, LoadingScreen, useAuth } from '@bolo/web';
import { accessFor } from './access';

/**
 * The back office's door, which needs no antd: visitors and members get Access Denied (or the
 * loading screen while the session loads); only an admin gets `admin()`. Shared by the browser's
 * routes and the server bundle, which renders the refusal with its status (401 or 403).
 */
export function AdminGate({ admin }: { admin: () => ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;
  if (!accessFor(user).canAdmin) return <AccessDenied />;
  return admin();
}
