// The member remote's table of contents. Paths are relative to "/": the shell hands
// this remote every address under the prefixes listed for "member" in remotes.json.
// One folder per feature under src/features/; pages other than the first screen are React.lazy.
import { Suspense, lazy } from 'react';
import { LoadingScreen, NotFound, Route, Routes } from '@bolo/web';
import { DirectoryPage } from './features/directory/components/DirectoryPage';
// Not lazy: it is opened from the directory, and router navigations are transitions, so a
// lazy page would keep the directory on screen (stale heading and all) until its chunk arrived.
import ItemDetailPage from './features/item-detail/components/ItemDetailPage';
import { CommentsSection } from './features/comments/components/CommentsSection';

const SavedBolosPage = lazy(() => import('./features/saved-bolos/components/SavedBolosPage'));
const ProfilePage = lazy(() => import('./features/profile/components/ProfilePage'));
const PaymentSuccessPage = lazy(() => import('./features/payment-success/components/PaymentSuccessPage'));
const AddBoloPage = lazy(() => import('./features/add-bolo/components/AddBoloPage'));

// /bolo/:id is two features composed here, neither importing the other: the item, with the
// Community Comments block in its slot (a fresh one per item: its page and draft are that item's).
const itemComments = (itemId: number) => <CommentsSection key={itemId} boloItemId={itemId} />;

export default function MemberRoutes() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        <Route path="directory" element={<DirectoryPage />} />
        <Route path="bolo/:id" element={<ItemDetailPage comments={itemComments} />} />
        <Route path="my-bolos" element={<SavedBolosPage />} />
        <Route path="add-bolo" element={<AddBoloPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="payment-success" element={<PaymentSuccessPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
