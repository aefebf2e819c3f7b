import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders, Toaster, createAppStore } from '@bolo/web';
import AdminRoutes from '../../../routes';

const admin = { id: 1, username: 'admin', email: 'a@example.com', firstName: 'Ada', lastName: 'Min', isAdmin: true, subscriptionStatus: 'active', subscriptionPlan: 'annual', subscriptionEndDate: null };
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
const users = { users: [admin, { ...admin, id: 2, username: 'member', isAdmin: false }], total: 2 };
const items = { items: [], pagination: { page: 1, limit: 5, total: 0, totalPages: 0, hasMore: false } };

type Answer = [status: number, body: unknown];
const fetchMock = jest.fn<Promise<Response>, [Request]>();

/** Answers each API path with the given status and body; everything else is a test error. */
function serve(answers: Record<string, Answer>) {
  fetchMock.mockImplementation(async (request) => {
    const path = new URL(request.url).pathname;
    const found = answers[path];
    if (!found) throw new Error(`unexpected request ${path}`);
    return new Response(JSON.stringify(found[1]), { status: found[0], headers: { 'Content-Type': 'application/json' } });
  });
}

const asked = (path: string) => fetchMock.mock.calls.filter(([request]) => new URL(request.url).pathname === path).length;

function renderDashboard() {
  render(
    <AppProviders store={createAppStore()}>
      <MemoryRouter initialEntries={['/admin']}>
        <AdminRoutes />
        <Toaster />
      </MemoryRouter>
    </AppProviders>,
  );
}

/** The destructive toast with this title. */
async function errorToast(title: string) {
  const toast = (await screen.findByText(title, {}, { timeout: 5000 })).closest('[data-testid="toast"]');
  expect(toast?.getAttribute('role')).toBe('alert');
  return toast;
}

beforeAll(() => {
  // jsdom has no pseudo-element styles (antd's table measures the scrollbar with one).
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computedStyle(element);
  // antd's responsive grid asks for media queries, which jsdom does not implement.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});

/** Toasts live outside React for 5 s: close those an earlier test left. */
function dismissToasts() {
  render(<Toaster />);
  for (const close of screen.queryAllByRole('button', { name: 'Dismiss notification' })) fireEvent.click(close);
  cleanup();
}

beforeEach(() => {
  dismissToasts();
  localStorage.setItem('userId', '1');
  localStorage.setItem('userData', JSON.stringify(admin));
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('Admin dashboard when its data cannot be read', () => {
  it('says which of stats, users and items failed, and shows no numbers or rows it does not have', async () => {
    const forbidden: Answer = [403, { message: 'Admin access required', code: 'ADMIN_REQUIRED' }];
    serve({ '/api/auth/me': [200, { user: admin }], '/api/admin/stats': forbidden, '/api/admin/users': forbidden, '/api/admin/bolo-items': forbidden });
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
    expect(within(screen.getByRole('navigation', { name: 'Admin quick links' })).getAllByRole('link')).toHaveLength(9);
  });

  it('shows what did load when only the stats fail (after retrying them twice)', async () => {
    serve({
      '/api/auth/me': [200, { user: admin }],
      '/api/admin/stats': [500, { message: 'Internal server error' }],
      '/api/admin/users': [200, users],
      '/api/admin/bolo-items': [200, items],
    });
    renderDashboard();

    expect(await within(screen.getByTestId('recent-users')).findByRole('link', { name: 'member' })).toBeTruthy();
    expect(within(screen.getByTestId('recent-users')).getByRole('link', { name: 'View all (2)' }).getAttribute('href')).toBe('/admin/users');
    await errorToast('Failed to fetch stats');
    await waitFor(() => expect(asked('/api/admin/stats')).toBe(3));
    expect(within(screen.getByTestId('stat-totalUsers')).getByText('—')).toBeTruthy();
    expect(screen.queryByText('Failed to fetch users')).toBeNull();
    expect(screen.queryByText('Failed to fetch bolo items')).toBeNull();
  }, 15000);

  it('shows the numbers once the stats load', async () => {
    serve({ '/api/auth/me': [200, { user: admin }], '/api/admin/stats': [200, stats], '/api/admin/users': [200, users], '/api/admin/bolo-items': [200, items] });
    renderDashboard();
    await waitFor(() => expect(screen.getByTestId('stat-totalUsers').textContent).toContain('1,234'));
    expect(screen.getByTestId('stat-monthlyRevenue').textContent).toContain('$2,990');
    expect(screen.getByTestId('stat-revenueGrowth').textContent).toContain('-3.5%');
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
  });
});

describe('Admin area access', () => {
  it('shows Access Denied to a member who is not an admin, and asks for no admin data', async () => {
    const member = { ...admin, id: 2, username: 'member', isAdmin: false };
    localStorage.setItem('userData', JSON.stringify(member));
    serve({ '/api/auth/me': [200, { user: member }] });
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log In to Access' }).getAttribute('href')).toBe('/login');
    await waitFor(() => expect(asked('/api/auth/me')).toBe(1));
    expect(fetchMock.mock.calls.filter(([request]) => new URL(request.url).pathname.startsWith('/api/admin'))).toHaveLength(0);
  });
});
