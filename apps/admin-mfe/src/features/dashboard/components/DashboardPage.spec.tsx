import { act, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_USER_TAG, ITEM_WRITE_TAGS, adminApi } from '../../../shared/api/admin-api';
import { ADMIN_USER, fetchMock, findByRoleAfterText, findToast, requests, renderAdminAt, serve, setUpAdminPageTests, signInAs } from '../../../shared/testing/admin-test-kit';
import type { Answer } from '../../../shared/testing/admin-test-kit';

setUpAdminPageTests();

const stats = {
  totalUsers: 1234,
  newUsersThisMonth: 12,
  activeSubscribers: 300,
  subscriptionRate: 24.3,
  totalBoloItems: 65,
  newBoloItemsThisWeek: 4,
  monthlyRevenue: 2990,
  revenueGrowth: -3.5,
};
const users = { users: [ADMIN_USER, { ...ADMIN_USER, id: 2, username: 'member', isAdmin: false }], total: 2 };
const items = { items: [], pagination: { page: 1, limit: 5, total: 0, totalPages: 0, hasMore: false } };
const blogPost = {
  id: 4,
  title: 'Thrift Store Finds',
  slug: 'thrift-store-finds',
  excerpt: 'x',
  category: 'Sourcing',
  tags: [],
  author: 'Ada',
  status: 'draft',
  metaTitle: null,
  metaDescription: null,
  keywords: null,
  publishedAt: null,
  updatedAt: '2025-03-05T10:00:00.000Z',
  createdAt: '2025-03-05T10:00:00.000Z',
  readTime: 2,
  views: 1234,
  featuredImage: null,
  imagePending: false,
};
const blog = { posts: [blogPost], pagination: { page: 1, total: 1, totalPages: 1, hasMore: false } };
const analytics = {
  days: Array.from({ length: 30 }, (_, index) => ({ day: `2025-03-${String(index + 1).padStart(2, '0')}`, views: index === 4 ? 120 : 10 })),
  topPages: [{ path: '/blog/thrift-store-finds', views: 80 }],
  topReferrers: [{ referrer: 'www.google.com', views: 12 }],
  totalViews: 410,
};
/** The blog and traffic cards' answers, for tests about the rest of the dashboard. */
const cards = { '/api/admin/blog': [200, blog] as Answer, '/api/admin/analytics': [200, analytics] as Answer };

const asked = (path: string) => requests(path).length;
const renderDashboard = () => renderAdminAt('/admin');

/** The destructive toast with this title. */
async function errorToast(title: string) {
  const toast = await findToast(title);
  expect(toast.getAttribute('role')).toBe('alert');
  return toast;
}

describe('Admin dashboard when its data cannot be read', () => {
  it('says which of stats, users and items failed, and shows no numbers or rows it does not have', async () => {
    const forbidden: Answer = [403, { message: 'Admin access required', code: 'ADMIN_REQUIRED' }];
    serve({ '/api/admin/stats': forbidden, '/api/admin/users': forbidden, '/api/admin/bolo-items': forbidden, '/api/admin/blog': forbidden, '/api/admin/analytics': forbidden });
    renderDashboard();

    await errorToast('Failed to fetch stats');
    await errorToast('Failed to fetch users');
    await errorToast('Failed to fetch bolo items');
    expect(within(screen.getByTestId('stat-totalUsers')).getByText('—')).toBeTruthy();
    expect(within(screen.getByTestId('stat-monthlyRevenue')).getByText('—')).toBeTruthy();
    expect(within(screen.getByTestId('recent-users')).queryAllByRole('link', { name: /admin|member/ })).toHaveLength(0);
    expect(within(screen.getByTestId('recent-items')).getByRole('link', { name: 'Manage items' })).toBeTruthy();
    // A 403 is an answer, not an outage: it is not asked again.
    expect(asked('/api/admin/stats')).toBe(1);
    // The rest of the dashboard still works.
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    const quickLinks = within(screen.getByRole('navigation', { name: 'Admin quick links' }));
    expect(quickLinks.getAllByRole('link')).toHaveLength(10);
    // Bull Board is served by the API: a plain link that loads the whole page, not a router link.
    const queues = quickLinks.getByRole('link', { name: /Queues/ });
    expect(queues.getAttribute('href')).toBe('/api/admin/queues');
    expect(queues.hasAttribute('data-discover')).toBe(false);
    // The admin layout: side menu and no breadcrumb trail on the dashboard itself.
    expect(within(screen.getByRole('navigation', { name: 'Admin menu' })).getByRole('link', { name: 'Manage Items' }).getAttribute('href')).toBe('/admin/manage-items');
  });

  it('shows what did load when only the stats fail (after retrying them twice)', async () => {
    serve({
      '/api/admin/stats': [500, { message: 'Internal server error' }],
      '/api/admin/users': [200, users],
      '/api/admin/bolo-items': [200, items],
      ...cards,
    });
    renderDashboard();

    expect(await findByRoleAfterText('link', 'member', {}, screen.getByTestId('recent-users'))).toBeTruthy();
    expect(within(screen.getByTestId('recent-users')).getByRole('link', { name: 'View all (2)' }).getAttribute('href')).toBe('/admin/users');
    await errorToast('Failed to fetch stats');
    await waitFor(() => expect(asked('/api/admin/stats')).toBe(3));
    expect(within(screen.getByTestId('stat-totalUsers')).getByText('—')).toBeTruthy();
    expect(screen.queryByText('Failed to fetch users')).toBeNull();
    expect(screen.queryByText('Failed to fetch bolo items')).toBeNull();
  }, 15000);

  it('shows the numbers once the stats load', async () => {
    serve({ '/api/admin/stats': [200, stats], '/api/admin/users': [200, users], '/api/admin/bolo-items': [200, items], ...cards });
    renderDashboard();
    await waitFor(() => expect(screen.getByTestId('stat-totalUsers').textContent).toContain('1,234'));
    expect(screen.getByTestId('stat-monthlyRevenue').textContent).toContain('$2,990');
    expect(screen.getByTestId('stat-revenueGrowth').textContent).toContain('-3.5%');
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
  });
});

describe('Admin dashboard traffic and blog cards (issue 18)', () => {
  it('charts 30 days of views with a spoken summary and a table, lists top pages and referrers, and the latest posts', async () => {
    serve({ '/api/admin/stats': [200, stats], '/api/admin/users': [200, users], '/api/admin/bolo-items': [200, items], ...cards });
    renderDashboard();
    const traffic = within(await screen.findByTestId('views-chart'));
    expect(traffic.getByRole('img').getAttribute('aria-labelledby')).toBeTruthy();
    expect(traffic.getByRole('img', { name: 'Page views per day from Mar 1 to Mar 30: 410 views in total; busiest day Mar 5 with 120 views; 10 views on Mar 30.' })).toBeTruthy();
    expect(traffic.getAllByRole('row')).toHaveLength(31);
    expect(traffic.getByRole('row', { name: 'Wed, Mar 5, 2025 120' })).toBeTruthy();
    const card = within(screen.getByTestId('dashboard-analytics'));
    expect(within(card.getByRole('region', { name: 'Top pages' })).getByText('/blog/thrift-store-finds')).toBeTruthy();
    expect(within(card.getByRole('region', { name: 'Top referrers' })).getByText('www.google.com')).toBeTruthy();

    const blogCard = within(screen.getByTestId('dashboard-blog'));
    expect((await findByRoleAfterText('link', /Thrift Store Finds/, {}, screen.getByTestId('dashboard-blog'))).getAttribute('href')).toBe('/admin/blog/edit/4');
    expect(blogCard.getByText('Draft')).toBeTruthy();
    expect(blogCard.getByText('1,234 views')).toBeTruthy();
    expect(blogCard.getByRole('link', { name: 'Manage posts (1)' }).getAttribute('href')).toBe('/admin/blog');
    expect(blogCard.getByRole('link', { name: /New post/ }).getAttribute('href')).toBe('/admin/blog/create');
    expect(blogCard.getByRole('link', { name: /View blog/ }).getAttribute('href')).toBe('/blog');
  });
});

describe('Admin dashboard after writes in the back office', () => {
  // What the users and items features' writes invalidate once they succeed (their specs check that they do).
  it('reads the stats and recent users again after an account write, and the stats and items after an item write', async () => {
    serve({ '/api/admin/stats': [200, stats], '/api/admin/users': [200, users], '/api/admin/bolo-items': [200, items], ...cards });
    const { store } = renderAdminAt('/admin');
    await waitFor(() => expect(screen.getByTestId('stat-totalUsers').textContent).toContain('1,234'));
    await waitFor(() => expect([asked('/api/admin/stats'), asked('/api/admin/users'), asked('/api/admin/bolo-items')]).toEqual([1, 1, 1]));

    act(() => void store.dispatch(adminApi.util.invalidateTags([ADMIN_USER_TAG])));
    await waitFor(() => expect([asked('/api/admin/stats'), asked('/api/admin/users')]).toEqual([2, 2]));
    expect(asked('/api/admin/bolo-items')).toBe(1);

    act(() => void store.dispatch(adminApi.util.invalidateTags(ITEM_WRITE_TAGS)));
    await waitFor(() => expect([asked('/api/admin/stats'), asked('/api/admin/bolo-items')]).toEqual([3, 2]));
    expect(asked('/api/admin/users')).toBe(2);
  });
});

describe('Admin area access', () => {
  it('shows Access Denied to a member who is not an admin, and asks for no admin data', async () => {
    const member = { ...ADMIN_USER, id: 2, username: 'member', isAdmin: false };
    signInAs(member);
    serve({ '/api/auth/me': [200, { user: member }] });
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log In to Access' }).getAttribute('href')).toBe('/login');
    // The admin frame is not shown to a non-admin.
    expect(screen.queryByRole('navigation', { name: 'Admin menu' })).toBeNull();
    await waitFor(() => expect(asked('/api/auth/me')).toBe(1));
    expect(fetchMock.mock.calls.filter(([request]) => new URL(request.url).pathname.startsWith('/api/admin'))).toHaveLength(0);
  });
});
