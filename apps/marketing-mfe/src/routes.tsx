// The marketing remote's table of contents. Paths are relative to "/".
// Next: landing, lp/what-sells-on-ebay, pricing, blog, help, help-center,
// contact, privacy, terms-of-service (each lazily loaded from its feature folder).
import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@bolo/web';
import { HomePage } from './features/home/HomePage';

export default function MarketingRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
