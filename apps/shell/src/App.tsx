import { Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, LoadingScreen } from '@bolo/web';
import type { AppStore } from '@bolo/web';
import { AppRoutes } from './routes';

export function App({ store }: { store: AppStore }) {
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <Suspense fallback={<LoadingScreen />}>
          <AppRoutes />
        </Suspense>
      </BrowserRouter>
    </AppProviders>
  );
}
