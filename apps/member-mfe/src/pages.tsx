// The member remote's pages (its route manifest, see PageDefinition in @bolo/web): the
// browser's routes, the data and head of each page's first HTML and the addresses the shell
// routes here all come from this list. Members' pages are never listed by search engines.
// One folder per feature under src/features/; pages other than the first screen are lazy.
import { lazy } from 'react';
import { ALERTS_PAGE_SIZE, DIRECTORY_PAGE_SIZE, ITEM_MESSAGES, parseItemId } from '@bolo/contracts';
import { SERVER_QUERY, catalogueApi } from '@bolo/web';
import type { PageDefinition } from '@bolo/web';
import { commentsApi, commentsPageArgs } from './features/comments/api/comments-api';
import { CommentsSection } from './features/comments/components/CommentsSection';
import { directoryApi } from './features/directory/api/directory-api';
import { DirectoryPage } from './features/directory/components/DirectoryPage';
import { itemApi } from './features/item-detail/api/item-api';
// Not lazy: it is opened from the directory, and router navigations are transitions, so a
// lazy page would keep the directory on screen (stale heading and all) until its chunk arrived.
import ItemDetailPage from './features/item-detail/components/ItemDetailPage';
import { directoryFacetArgs, directoryQueryArgs, readDirectoryFilters } from './shared/lib/list-filters';
import { memberProfileApi } from './shared/api/member-profile';
import { savedSearchesApi } from './shared/api/saved-searches';

const SavedBolosPage = lazy(() => import('./features/saved-bolos/components/SavedBolosPage'));
const ProfilePage = lazy(() => import('./features/profile/components/ProfilePage'));
const PaymentSuccessPage = lazy(() => import('./features/payment-success/components/PaymentSuccessPage'));
const AddBoloPage = lazy(() => import('./features/add-bolo/components/AddBoloPage'));
const AlertsPage = lazy(() => import('./features/alerts/components/AlertsPage'));

// /bolo/:id is two features composed here, neither importing the other: the item, with the
// Community Comments block in its slot (a fresh one per item: its page and draft are that item's).
const itemComments = (itemId: number) => <CommentsSection key={itemId} boloItemId={itemId} />;
function ItemPage() {
  return <ItemDetailPage comments={itemComments} />;
}

export const MEMBER_PAGES: readonly PageDefinition[] = [
  {
    path: '/directory',
    page: DirectoryPage,
    // Visitors see the paywall or "sign in", which need no data. Members get the list and its
    // facet counts as the page's hooks ask for them (the same arguments), so the first HTML shows both.
    data: ({ url, user }) => {
      if (!user) return [];
      const filters = readDirectoryFilters(url.search);
      return [
        directoryApi.endpoints.getDirectoryItems.initiate(directoryQueryArgs(filters, DIRECTORY_PAGE_SIZE), SERVER_QUERY),
        directoryApi.endpoints.getDirectoryFacets.initiate(directoryFacetArgs(filters), SERVER_QUERY),
        catalogueApi.endpoints.getBoloCount.initiate(undefined, SERVER_QUERY),
      ];
    },
    head: { title: 'Directory' },
    index: false,
  },
  {
    path: '/bolo/:id',
    page: ItemPage,
    // The item, the first page of its comments (the query the page's comments block asks) and the
    // member's profile (its profit target sets the walk-away price in the first HTML).
    data: ({ params, user }) => {
      const id = parseItemId(params.id);
      if (!user || id === null) return [];
      return [
        itemApi.endpoints.getBoloItem.initiate(id, SERVER_QUERY),
        commentsApi.endpoints.getComments.initiate(commentsPageArgs(id), SERVER_QUERY),
        memberProfileApi.endpoints.getProfile.initiate(undefined, SERVER_QUERY),
      ];
    },
    head: ({ params, state }) => {
      const id = parseItemId(params.id);
      if (id === null) return { title: ITEM_MESSAGES.invalidId };
      return { title: itemApi.endpoints.getBoloItem.select(id)(state).data?.name ?? 'BOLO Details' };
    },
    index: false,
  },
  { path: '/my-bolos', page: SavedBolosPage, head: { title: 'My Saved BOLOs' }, index: false },
  { path: '/add-bolo', page: AddBoloPage, head: { title: 'Add BOLO' }, index: false },
  { path: '/profile', page: ProfilePage, head: { title: 'Profile' }, index: false },
  { path: '/payment-success', page: PaymentSuccessPage, head: { title: 'Payment Successful' }, index: false },
  {
    path: '/alerts',
    page: AlertsPage,
    // The first page of the member's alerts, as the page asks for it, so the first HTML lists them.
    data: ({ user }) => (user ? [savedSearchesApi.endpoints.getAlerts.initiate({ page: 1, limit: ALERTS_PAGE_SIZE }, SERVER_QUERY)] : []),
    head: { title: 'Alerts' },
    index: false,
  },
];
