import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminUser } from '@bolo/contracts';
import { ADMIN_USER, currentAddress, findByRoleAfterText, renderAdminAt, requests, serve, setUpAdminPageTests } from '../../../shared/testing/admin-test-kit';
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
  subscriptionStatus: 'canceled',
  subscriptionPlan: 'monthly',
  createdAt: '2025-03-04T12:00:00.000Z',
  disabledAt: '2025-05-01T00:00:00.000Z',
};

const listRequests = () => requests('/api/admin/users', 'GET');
const lastListQuery = () => Object.fromEntries(new URL(listRequests().at(-1)!.url).searchParams);

function serveList(list: Answer = [200, { users: [ADMIN_USER, member], total: 2 }], create?: Answer) {
  serve((request, url) => {
    if (url.pathname === '/api/admin/users' && request.method === 'GET') return list;
    if (url.pathname === '/api/admin/users' && request.method === 'POST') return create;
    return undefined;
  });
}

/** Opens an antd Select by its label and picks an option. */
async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const choices = await screen.findAllByTitle(option);
  fireEvent.click(choices.at(-1)!);
}

describe('/admin/users', () => {
  it('lists the page of users the server sends, 20 per page, newest first', async () => {
    serveList();
    renderAdminAt('/admin/users');

    const link = await findByRoleAfterText('link', 'reseller_jo');
    expect(link.getAttribute('href')).toBe('/admin/users/2');
    const row = link.closest('tr')!;
    for (const text of ['Jo Lee', 'jo@example.com', 'Cancelled', 'Monthly', 'Member', 'Mar 4, 2025', 'Disabled']) expect(within(row).getByText(text)).toBeTruthy();
    const adminRow = screen.getByRole('link', { name: 'admin' }).closest('tr')!;
    for (const text of ['Ada Min', 'Active', 'Annual', 'Admin', 'Jan 15, 2025']) expect(within(adminRow).getByText(text)).toBeTruthy();
    expect(within(adminRow).queryByText('Disabled')).toBeNull();
    expect(lastListQuery()).toEqual({ page: '1', limit: '20', sort: 'joined_desc' });
    expect(screen.getByText('2 users')).toBeTruthy();
  });

  it('writes search, filters, sort and page to the address and asks the server for them', async () => {
    serveList([200, { users: [ADMIN_USER, member], total: 45 }]);
    renderAdminAt('/admin/users');
    await screen.findByText('reseller_jo');

    const search = screen.getByRole('searchbox', { name: 'Search users' });
    fireEvent.change(search, { target: { value: ' jo ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(currentAddress()).toBe('/admin/users?search=jo'));

    await pick('Subscription status', 'Cancelled');
    await waitFor(() => expect(currentAddress()).toBe('/admin/users?search=jo&status=canceled'));
    await pick('Plan', 'Monthly');
    await pick('Role', 'Members');
    await waitFor(() => expect(currentAddress()).toBe('/admin/users?search=jo&status=canceled&plan=monthly&role=member'));

    fireEvent.click(screen.getByText('Joined'));
    await waitFor(() => expect(currentAddress()).toBe('/admin/users?search=jo&status=canceled&plan=monthly&role=member&sort=joined_asc'));

    // (By title: the admin frame's breadcrumb is a list too.)
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(currentAddress()).toBe('/admin/users?search=jo&status=canceled&plan=monthly&role=member&sort=joined_asc&page=2'));
    await waitFor(() =>
      expect(lastListQuery()).toEqual({ page: '2', limit: '20', search: 'jo', status: 'canceled', plan: 'monthly', role: 'member', sort: 'joined_asc' }),
    );

    // A new filter starts again at page 1.
    await pick('Plan', 'All plans');
    await waitFor(() => expect(currentAddress()).toBe('/admin/users?search=jo&status=canceled&role=member&sort=joined_asc'));
  });

  it('reads the list state from the address (reload, back and forward)', async () => {
    serveList([200, { users: [member], total: 41 }]);
    renderAdminAt('/admin/users?status=canceled&role=member&sort=joined_asc&page=3&search=jo');
    await screen.findByText('reseller_jo');
    expect(lastListQuery()).toEqual({ page: '3', limit: '20', search: 'jo', status: 'canceled', role: 'member', sort: 'joined_asc' });
    expect((screen.getByRole('searchbox', { name: 'Search users' }) as HTMLInputElement).value).toBe('jo');
    expect(within(screen.getByRole('search')).getByText('Cancelled')).toBeTruthy();
    expect(within(screen.getByRole('search')).getByText('Members')).toBeTruthy();
    expect(screen.getByTitle('3').className).toContain('active');
  });

  it('says so when the users cannot be read', async () => {
    serveList([403, { message: 'Admin access required' }]);
    renderAdminAt('/admin/users');
    expect(await screen.findByText('Failed to fetch users')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'reseller_jo' })).toBeNull();
  });
});

describe('Create User dialog', () => {
  // In the page's header (a role query over the whole page would weigh every pagination and table button).
  const createButton = () => within(screen.getByRole('banner')).getByRole('button', { name: /Create User/ });

  async function openDialog() {
    await screen.findByText('reseller_jo');
    fireEvent.click(createButton());
    return createDialog();
  }

  // antd names the dialog with an id that is not unique under test, so find it by its title.
  async function createDialog() {
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Create User')[0]).toBeTruthy();
    return dialog;
  }

  const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label);
  const submit = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));

  it('checks the fields with the messages of admin-side §5 and sends nothing until they pass', async () => {
    serveList();
    renderAdminAt('/admin/users');
    const dialog = await openDialog();

    submit(dialog);
    expect(await within(dialog).findAllByText('Required')).toHaveLength(2);

    fireEvent.change(field(dialog, 'Username'), { target: { value: 'jo' } });
    expect(await within(dialog).findByText('Username must be between 3 and 50 characters')).toBeTruthy();
    fireEvent.change(field(dialog, 'Username'), { target: { value: 'x'.repeat(51) } });
    expect(await within(dialog).findByText('Username must be between 3 and 50 characters')).toBeTruthy();
    fireEvent.change(field(dialog, 'Username'), { target: { value: 'jo lee!' } });
    expect(await within(dialog).findByText('Username can only contain letters, numbers, and underscores')).toBeTruthy();
    fireEvent.change(field(dialog, 'Password'), { target: { value: '12345' } });
    expect(await within(dialog).findByText('Password must be at least 6 characters')).toBeTruthy();

    submit(dialog);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requests('/api/admin/users', 'POST')).toHaveLength(0);
  });

  it('creates the user, says so, closes, resets and refreshes the list', async () => {
    serveList(undefined, [201, { user: { ...member, id: 3, username: 'new_user' }, message: 'User created successfully!' }]);
    renderAdminAt('/admin/users');
    const dialog = await openDialog();
    const listsBefore = listRequests().length;

    fireEvent.change(field(dialog, 'Username'), { target: { value: ' new_user ' } });
    fireEvent.change(field(dialog, 'Password'), { target: { value: 'secret1' } });
    fireEvent.change(field(dialog, 'Email'), { target: { value: 'new@example.com' } });
    fireEvent.change(field(dialog, 'First Name'), { target: { value: 'New' } });
    fireEvent.click(within(dialog).getByRole('switch'));
    submit(dialog);

    expect(await screen.findByText('User created successfully!')).toBeTruthy();
    const [sent] = requests('/api/admin/users', 'POST');
    expect(await sent.json()).toEqual({
      username: 'new_user',
      password: 'secret1',
      email: 'new@example.com',
      firstName: 'New',
      subscriptionStatus: 'free',
      subscriptionPlan: 'none',
      isAdmin: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(listRequests().length).toBe(listsBefore + 1));

    // Opened again, it is empty.
    fireEvent.click(createButton());
    const again = await createDialog();
    expect((field(again, 'Username') as HTMLInputElement).value).toBe('');
    expect(within(again).getByRole('switch').getAttribute('aria-checked')).toBe('false');
  });

  it.each([
    ['the server message', [409, { message: 'Username already exists' }] as Answer, 'Username already exists'],
    ['the server text', [400, 'Email already in use'] as Answer, 'Email already in use'],
    ['a fallback', [500, '<html>Bad gateway</html>'] as Answer, 'Failed to create user'],
  ])('shows %s when creating fails, and stays open', async (_case, answer, message) => {
    serveList(undefined, answer);
    renderAdminAt('/admin/users');
    const dialog = await openDialog();
    fireEvent.change(field(dialog, 'Username'), { target: { value: 'taken_name' } });
    fireEvent.change(field(dialog, 'Password'), { target: { value: 'secret1' } });
    submit(dialog);

    const toast = (await screen.findByText(message)).closest('[data-testid="toast"]');
    expect(toast?.getAttribute('role')).toBe('alert');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(requests('/api/admin/users', 'POST')).toHaveLength(1);
  });
});
