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

  it('has one entry per address, each absolute', () => {
    const paths = ADMIN_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/[a-z]/);
  });
});
