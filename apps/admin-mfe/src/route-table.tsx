// The back office's one route table (like Ant Design Pro's config/routes.ts): every
// address of this remote, its title, the access flag it needs, and whether the
// dashboard lists it as a quick link. src/AdminApp.tsx renders <Routes> and the quick
// links from it. A new page is one entry here (plus its prefix in remotes.json if it
// lives outside /admin).
import type { ComponentType } from 'react';
import { AnalyticsCard } from './features/analytics/components/AnalyticsCard';
import { CreateBlogPostPage, EditBlogPostPage } from './features/blog/components/BlogPostEditorPages';
import { BlogPostsPage } from './features/blog/components/BlogPostsPage';
import { LatestPostsCard } from './features/blog/components/LatestPostsCard';
import { CommentsPage } from './features/comments/components/CommentsPage';
import { REPORTED_COMMENTS_PATH } from './features/comments/lib/comment-labels';
import { DashboardPage } from './features/dashboard/components/DashboardPage';
import { ImportCsvPage } from './features/imports/components/ImportCsvPage';
import { ImportCsvSimplePage } from './features/imports/components/ImportCsvSimplePage';
import { AddItemAiPage } from './features/items/components/AddItemAiPage';
import { AddItemPage } from './features/items/components/AddItemPage';
import { ManageItemsPage } from './features/items/components/ManageItemsPage';
import { UserDetailPage } from './features/users/components/UserDetailPage';
import { UsersPage } from './features/users/components/UsersPage';
import type { Access, AccessFlag } from './shared/access/access';
import { ADMIN_PATHS } from './shared/routing/paths';
import type { QuickLink } from './shared/routing/quick-links';

export interface AdminRoute {
  /** Absolute address. */
  path: string;
  title: string;
  access: AccessFlag;
  /**
   * The page rendered at `path`. Entries without one are links the dashboard must offer
   * (admin-side §2) to pages this remote does not render: they answer this remote's 404,
   * or belong to another remote (/blog).
   */
  page?: ComponentType;
  /** Listed among the dashboard's quick links, with this hint. */
  quickLink?: string;
}

// The dashboard composes other features' cards (features never import each other).
function Dashboard() {
  return <DashboardPage analytics={<AnalyticsCard />} blog={<LatestPostsCard />} />;
}

export const ADMIN_ROUTES: readonly AdminRoute[] = [
  { path: ADMIN_PATHS.dashboard, title: 'Admin Dashboard', access: 'canAdmin', page: Dashboard },
  { path: ADMIN_PATHS.users, title: 'Manage Users', access: 'canAdmin', page: UsersPage, quickLink: 'Accounts, roles and subscriptions' },
  { path: ADMIN_PATHS.userDetail, title: 'User', access: 'canAdmin', page: UserDetailPage },
  { path: ADMIN_PATHS.addBolo, title: 'Add BOLO', access: 'canAdmin', page: AddItemPage, quickLink: 'Create an item by hand' },
  { path: ADMIN_PATHS.addBoloAi, title: 'Add BOLO with AI', access: 'canAdmin', page: AddItemAiPage, quickLink: 'Generate an item from its name' },
  { path: ADMIN_PATHS.manageItems, title: 'Manage Items', access: 'canAdmin', page: ManageItemsPage, quickLink: 'Edit, publish and delete items' },
  { path: ADMIN_PATHS.comments, title: 'Comments', access: 'canAdmin', page: CommentsPage, quickLink: 'Moderate reported and all comments' },
  { path: REPORTED_COMMENTS_PATH, title: 'Reported Comments', access: 'canAdmin', page: CommentsPage },
  { path: ADMIN_PATHS.importCsv, title: 'Import CSV', access: 'canAdmin', page: ImportCsvPage, quickLink: 'Bulk-load items from a file' },
  { path: ADMIN_PATHS.importCsvSimple, title: 'Paste CSV rows', access: 'canAdmin', page: ImportCsvSimplePage },
  { path: ADMIN_PATHS.blog, title: 'Blog Posts', access: 'canAdmin', page: BlogPostsPage, quickLink: 'Manage published articles' },
  { path: ADMIN_PATHS.createBlogPost, title: 'New Blog Post', access: 'canAdmin', page: CreateBlogPostPage, quickLink: 'Write an article' },
  { path: ADMIN_PATHS.editBlogPost, title: 'Edit Blog Post', access: 'canAdmin', page: EditBlogPostPage },
  { path: ADMIN_PATHS.publicBlog, title: 'View Blog', access: 'canAdmin', quickLink: 'The public blog' },
  { path: ADMIN_PATHS.queues, title: 'Queues', access: 'canAdmin', quickLink: 'Background jobs: waiting, active, failed' },
];

/** The dashboard's quick links for a user with this access, in table order. */
export function quickLinksFor(access: Access, routes: readonly AdminRoute[] = ADMIN_ROUTES): QuickLink[] {
  return routes.flatMap((route) => (route.quickLink && access[route.access] ? [{ to: route.path, label: route.title, hint: route.quickLink }] : []));
}
