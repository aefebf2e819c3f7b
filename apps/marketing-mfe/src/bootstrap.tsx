import { createRoot } from 'react-dom/client';
import { StandaloneRemote } from '@bolo/web';
import RemoteRoutes from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StandaloneRemote>
    <RemoteRoutes />
  </StandaloneRemote>,
);
