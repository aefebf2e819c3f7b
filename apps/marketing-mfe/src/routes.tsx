// The marketing remote's table of contents. Paths are relative to "/": the shell hands
// this remote every address listed for "marketing" in remotes.json.
import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@bolo/web';
import { HomePage } from './features/home/components/HomePage';

export default function MarketingRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
