// The marketing remote's table of contents. Paths are relative to "/": the shell hands
// this remote every address listed for "marketing" in remotes.json.
import { Suspense, lazy } from 'react';
import { LoadingScreen, NotFound, Route, Routes } from '@bolo/web';
import { HomePage } from './features/home/components/HomePage';

const PricingPage = lazy(() => import('./features/pricing/components/PricingPage'));

export default function MarketingRoutes() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="pricing" element={<PricingPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
