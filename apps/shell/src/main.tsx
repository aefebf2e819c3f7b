// Shell entry. With federation's asyncStartup the shared modules are ready
// before this runs, so no separate bootstrap import is needed.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppStore } from '@bolo/web';
import { App } from './App';
import { isRemoteUnavailable } from './federation/remote-unavailable-error';
import { ensureRemotesRegistered, preloadRemoteFor } from './federation/remotes';

// Start fetching the remote for this address now, in parallel with the session check.
ensureRemotesRegistered()
  .then(() => preloadRemoteFor(window.location.pathname))
  .catch((error: unknown) => console.warn('[shell] /remotes.json could not be read', error));

const store = createAppStore();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container, {
  // A remote that is down is an expected, handled state (the area shows its
  // fallback), not an application error.
  onCaughtError(error, info) {
    if (isRemoteUnavailable(error)) console.warn(String(error));
    else console.error(error, info.componentStack);
  },
}).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
