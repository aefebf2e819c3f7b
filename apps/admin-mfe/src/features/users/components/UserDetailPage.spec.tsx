import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminUser, AdminUserDetail } from '@bolo/contracts';
import { ADMIN_USER, findByRoleAfterText, renderAdminAt, requests, serve, setUpAdminPageTests } from '../../../shared/testing/admin-test-kit';
import type { Answer } from '../../../shared/testing/admin-test-kit';

setUpAdminPageTests();

const member: AdminUser = {
  ...ADMIN_USER,
  id: 2,
  username: 'reseller_jo',
  email: 'jo@example.com',
  firstName: 'Jo',
  lastName: 'Lee',
  isAdmin: false,
  subscriptionStatus: 'active',
  subscriptionPlan: 'monthly',
  subscriptionEndDate: '2025-09-30T00:00:00.000Z',
  createdAt: '2025-03-04T12:00:00.000Z',
  stripeCustomerId: 'cus_123',
  subscriptionId: 'sub_456',
};

const detailOf = (user: AdminUser): AdminUserDetail => ({
  user,
  savedCount: 7,
  commentsCount: 3,
  proposalsCount: 2,
  proposals: [
    { id: 10, name: 'Pyrex & Co bowl', status: 'draft', updated: '2025-04-01T00:00:00.000Z' },
    { id: 11, name: 'Game Boy', status: 'published', updated: '2025-04-02T00:00:00.000Z' },
  ],
});

function serveDetail(id: number, detail: Answer, put?: Answer) {
  serve((request, url) => {
    if (request.method === 'GET' && url.pathname === `/api/admin/users/${id}`) return detail;
    if (request.method === 'PUT' && url.pathname.startsWith(`/api/admin/users/${id}/`)) return put;
    return undefined;
  });
}

describe('/admin/users/:id', () => {
  it('shows the profile, the subscription, the counts and the proposals with links to the item list', async () => {
    serveDetail(2, [200, detailOf(member)]);
    renderAdminAt('/admin/users/2');

    expect(await findByRoleAfterText('heading', 'reseller_jo')).toBeTruthy();
    for (const text of ['jo@example.com', 'Mar 4, 2025', 'Monthly', 'Sep 30, 2025', 'cus_123', 'sub_456']) expect(screen.getByText(text)).toBeTruthy();
    const count = (title: string) => screen.getByText(title, { selector: '.ant-statistic-title' }).closest('.ant-statistic')?.textContent;
    expect(count('Saved items')).toContain('7');
    expect(count('Comments')).toContain('3');
    const proposals = screen.getByTestId('user-proposals');
    expect(within(proposals).getByText('Proposals (2)')).toBeTruthy();
    expect(within(proposals).getByRole('link', { name: 'Pyrex & Co bowl' }).getAttribute('href')).toBe('/admin/manage-items?search=Pyrex+%26+Co+bowl');
    expect(within(proposals).getByRole('link', { name: 'Game Boy' }).getAttribute('href')).toBe('/admin/manage-items?search=Game+Boy');
  });

  it('offers no role or disable action on your own account', async () => {
    serveDetail(1, [200, detailOf(ADMIN_USER)]);
    renderAdminAt('/admin/users/1');

    const actions = await screen.findByTestId('user-actions');
    expect(within(actions).getByText('You cannot change your own admin role or disable your own account')).toBeTruthy();
    expect(within(actions).queryByRole('button', { name: /admin/i })).toBeNull();
    expect(within(actions).queryByRole('button', { name: /Disable|Enable/ })).toBeNull();
    expect(within(actions).getByRole('button', { name: 'Grant access' })).toBeTruthy();
  });

  it('makes another user an admin after confirmation and shows what the server says', async () => {
    serveDetail(2, [200, detailOf(member)], [200, { user: { ...member, isAdmin: true }, message: 'User is now an admin' }]);
    renderAdminAt('/admin/users/2');

    const actions = await screen.findByTestId('user-actions');
    expect(within(actions).getByRole('button', { name: 'Disable account' })).toBeTruthy();
    fireEvent.click(within(actions).getByRole('button', { name: 'Make admin' }));
    expect(requests('/api/admin/users/2/admin', 'PUT')).toHaveLength(0);
    expect(await screen.findByText('Make reseller_jo an admin?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('User is now an admin')).toBeTruthy();
    const [sent] = requests('/api/admin/users/2/admin', 'PUT');
    expect(await sent.json()).toEqual({ isAdmin: true });
    // The page reads the user again.
    await waitFor(() => expect(requests('/api/admin/users/2', 'GET')).toHaveLength(2));
  });

  it('shows the server message when an action is refused', async () => {
    serveDetail(2, [200, detailOf(member)], [409, { message: 'This user has a Stripe subscription that is still billed' }]);
    renderAdminAt('/admin/users/2');

    const actions = await screen.findByTestId('user-actions');
    fireEvent.click(within(actions).getByRole('button', { name: 'Disable account' }));
    fireEvent.click(await findByRoleAfterText('button', 'Confirm'));
    const toast = (await screen.findByText('This user has a Stripe subscription that is still billed')).closest('[data-testid="toast"]');
    expect(toast?.getAttribute('role')).toBe('alert');
    expect(await requests('/api/admin/users/2/disabled', 'PUT')[0].json()).toEqual({ disabled: true });
  });

  it.each([['/admin/users/99'], ['/admin/users/abc']])('says User not found at %s', async (path) => {
    serveDetail(99, [404, { message: 'User not found' }]);
    renderAdminAt(path);
    expect(await screen.findByText('User not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to all users' }).getAttribute('href')).toBe('/admin/users');
  });
});
