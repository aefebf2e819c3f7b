import { Component, Suspense, lazy, useMemo, useState } from 'react';
import type { ComponentType, ErrorInfo, ReactNode } from 'react';
import { Button, LoadingScreen } from '@bolo/web';
import type { RemoteName } from './remote-routing';
import { loadRemoteRoutes } from './remotes';
import { useShellBoot } from './shell-boot';

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn(`[shell] the ${this.props.remote} area failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <RemoteFallback remote={this.props.remote} onRetry={this.props.onRetry} />;
  }
}

/** In place of a remote area that could not be loaded: the rest of the site keeps working. */
export function RemoteFallback({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  return (
    <section className="state-page remote-fallback" role="alert" data-testid="remote-fallback" data-remote={remote}>
      <div className="state-page__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M21 12a9 9 0 1 1-3-6.7" />
          <path d="M21 3v6h-6" />
        </svg>
      </div>
      <h1 className="state-page__title">This section couldn&apos;t be loaded</h1>
      <p className="state-page__text">Something went wrong while loading this part of the site. The rest of the site still works.</p>
      <div className="state-page__actions">
        <Button onClick={onRetry}>Retry</Button>
        <Button to="/" variant="outline">
          Return to Home
        </Button>
      </div>
    </section>
  );
}

/**
 * Renders one remote's `./routes` component. React.lazy caches its result for
 * ever, so Retry makes a new lazy component (and a new boundary, keyed by
 * remote and attempt) that asks the federation runtime again.
 */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const loaded = useShellBoot().routes[remote];
  const RemoteRoutes = useMemo<ComponentType>(
    // Already loaded at boot (or on the server): render it directly, the first time.
    () => (loaded && attempt === 0 ? loaded.default : lazy(() => loadRemoteRoutes(remote, attempt > 0))),
    [remote, attempt, loaded],
  );
  return (
    <RemoteErrorBoundary key={`${remote}:${attempt}`} remote={remote} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<LoadingScreen />}>
        <RemoteRoutes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
