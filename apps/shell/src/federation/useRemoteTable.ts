import { useCallback, useEffect, useState } from 'react';
import { loadedRemoteTable, readRemoteTable } from './remote-routing';
import type { RemoteTable } from './remote-routing';
import { useShellBoot } from './shell-boot';

export interface RemoteTableState {
  table: RemoteTable | null;
  failed: boolean;
  /** Reads /remotes.json again (after a failure, or while a remote's addresses are unknown). */
  retry: () => void;
}

/** /remotes.json for routing: at once when it has been read already (it is read once per page). */
export function useRemoteTable(): RemoteTableState {
  const boot = useShellBoot();
  const [state, setState] = useState(() => ({ table: boot.table ?? loadedRemoteTable(), failed: false }));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (state.table) return;
    let cancelled = false;
    // A retry asks the web server again: a remote it could not reach before may answer now.
    readRemoteTable({ fresh: attempt > 0 }).then(
      (table) => !cancelled && setState({ table, failed: false }),
      (error: unknown) => {
        console.warn('[shell] /remotes.json could not be read', error);
        if (!cancelled) setState({ table: null, failed: true });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [state.table, attempt]);
  const retry = useCallback(() => {
    setState({ table: null, failed: false });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}
