// The member remote's table of contents. Paths are relative to "/": the shell hands
// this remote every address under the prefixes listed for "member" in remotes.json.
// One folder per feature under src/features/; pages other than the first screen are React.lazy.
import { Suspense, lazy } from 'react';
import { LoadingScreen, NotFound, Route, Routes } from '@bolo/web';
import { DirectoryPage } from './features/directory/components/DirectoryPage';
// Not lazy: it is opened from the directory, and router navigations are transitions, so a
// lazy page would keep the directory on screen (stale heading and all) until its chunk arrived.
import ItemDetailPage from './features/item-detail/components/ItemDetailPage';

const SavedBolosPage = lazy(() => import('./features/saved-bolos/components/SavedBolosPage'));
const ProfilePage = lazy(() => import('./features/profile/components/ProfilePage'));
const PaymentSuccessPage = lazy(() => import('./features/payment-success/components/PaymentSuccessPage'));

export default function MemberRoutes() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        <Route path="directory" element={<DirectoryPage />} />
        <Route path="bolo/:id" element={<ItemDetailPage />} />
        <Route path="my-bolos" element={<SavedBolosPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="payment-success" element={<PaymentSuccessPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
