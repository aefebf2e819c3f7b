// The back office's one route table (like Ant Design Pro's config/routes.ts): every
// address of this remote, its title, the access flag it needs, and whether the
// dashboard lists it as a quick link. src/AdminApp.tsx renders <Routes> and the quick
// links from it. A new page is one entry here (plus its prefix in remotes.json if it
// lives outside /admin).
import { lazy } from 'react';
import type { ComponentType } from 'react';
import { matchPath } from '@bolo/web';
import type { Access, AccessFlag } from './shared/access/access';
import { ADMIN_PATHS } from './shared/routing/paths';
import type { QuickLink } from './shared/routing/quick-links';

/** A page in its own chunk (with the antd components only it uses); `load` fetches it ahead. */
export type LazyPage = ComponentType & { load: () => Promise<unknown> };

function page(load: () => Promise<{ default: ComponentType }>): LazyPage {
  return Object.assign(lazy(load), { load });
}

// Each import() is a chunk of its own; pages that share a module (e.g. the two comment tabs) share its chunk.
const Dashboard = page(() => import('./AdminDashboard'));
const UsersPage = page(() => import('./features/users/components/UsersPage').then((m) => ({ default: m.UsersPage })));
const UserDetailPage = page(() => import('./features/users/components/UserDetailPage').then((m) => ({ default: m.UserDetailPage })));
const AddItemPage = page(() => import('./features/items/components/AddItemPage').then((m) => ({ default: m.AddItemPage })));
const AddItemAiPage = page(() => import('./features/items/components/AddItemAiPage').then((m) => ({ default: m.AddItemAiPage })));
const ManageItemsPage = page(() => import('./features/items/components/ManageItemsPage').then((m) => ({ default: m.ManageItemsPage })));
const CommentsPage = page(() => import('./features/comments/components/CommentsPage').then((m) => ({ default: m.CommentsPage })));
const ImportCsvPage = page(() => import('./features/imports/components/ImportCsvPage').then((m) => ({ default: m.ImportCsvPage })));
const ImportCsvSimplePage = page(() => import('./features/imports/components/ImportCsvSimplePage').then((m) => ({ default: m.ImportCsvSimplePage })));
const BlogPostsPage = page(() => import('./features/blog/components/BlogPostsPage').then((m) => ({ default: m.BlogPostsPage })));
const CreateBlogPostPage = page(() => import('./features/blog/components/BlogPostEditorPages').then((m) => ({ default: m.CreateBlogPostPage })));
const EditBlogPostPage = page(() => import('./features/blog/components/BlogPostEditorPages').then((m) => ({ default: m.EditBlogPostPage })));

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
  page?: LazyPage;
  /** Listed among the dashboard's quick links, with this hint. */
  quickLink?: string;
}

export const ADMIN_ROUTES: readonly AdminRoute[] = [
  { path: ADMIN_PATHS.dashboard, title: 'Admin Dashboard', access: 'canAdmin', page: Dashboard },
  { path: ADMIN_PATHS.users, title: 'Manage Users', access: 'canAdmin', page: UsersPage, quickLink: 'Accounts, roles and subscriptions' },
  { path: ADMIN_PATHS.userDetail, title: 'User', access: 'canAdmin', page: UserDetailPage },
  { path: ADMIN_PATHS.addBolo, title: 'Add BOLO', access: 'canAdmin', page: AddItemPage, quickLink: 'Create an item by hand' },
  { path: ADMIN_PATHS.addBoloAi, title: 'Add BOLO with AI', access: 'canAdmin', page: AddItemAiPage, quickLink: 'Generate an item from its name' },
  { path: ADMIN_PATHS.manageItems, title: 'Manage Items', access: 'canAdmin', page: ManageItemsPage, quickLink: 'Edit, publish and delete items' },
  { path: ADMIN_PATHS.comments, title: 'Comments', access: 'canAdmin', page: CommentsPage, quickLink: 'Moderate reported and all comments' },
  { path: ADMIN_PATHS.reportedComments, title: 'Reported Comments', access: 'canAdmin', page: CommentsPage },
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

/** Starts downloading the page at this address (with the back office itself, not after it). */
export function preloadPage(pathname: string, routes: readonly AdminRoute[] = ADMIN_ROUTES): void {
  const route = routes.find((entry) => entry.page && matchPath({ path: entry.path, end: true }, pathname));
  // A failed preload is not an error: the page's own import retries and shows it.
  route?.page?.load().catch(() => undefined);
}
