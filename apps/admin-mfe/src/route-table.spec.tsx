import { ADMIN_ROUTES, quickLinksFor } from './route-table';
import { accessFor } from './shared/access/access';

const admin = { id: 1, username: 'admin', isAdmin: true, subscriptionStatus: 'active' } as Parameters<typeof accessFor>[0];
const member = { id: 2, username: 'member', isAdmin: false, subscriptionStatus: 'active' } as Parameters<typeof accessFor>[0];

describe('admin route table', () => {
  it('gives an admin the quick links of admin-side §2, in table order', () => {
    expect(quickLinksFor(accessFor(admin)).map((link) => link.to)).toEqual([
      '/admin/users',
      '/admin/add-bolo',
      '/admin/add-bolo-ai',
      '/admin/manage-items',
      '/admin/comments',
      '/admin/import-csv',
      '/admin/blog',
      '/admin/blog/create',
      '/blog',
      '/api/admin/queues',
    ]);
  });

  it('lists no link whose access flag the user lacks', () => {
    expect(quickLinksFor(accessFor(member))).toEqual([]);
    expect(quickLinksFor(accessFor(null))).toEqual([]);
  });

  it('renders both comment moderation tabs, each at its own address (admin-side §2)', () => {
    const comments = ADMIN_ROUTES.filter((route) => route.path.startsWith('/admin/comments'));
    expect(comments.map(({ path, title, access }) => ({ path, title, access }))).toEqual([
      { path: '/admin/comments', title: 'Comments', access: 'canAdmin' },
      { path: '/admin/comments/reported', title: 'Reported Comments', access: 'canAdmin' },
    ]);
    for (const route of comments) expect(route.page).toBeDefined();
  });

  it('has one entry per address, each absolute', () => {
    const paths = ADMIN_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/[a-z]/);
  });
});
