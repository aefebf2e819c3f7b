// The one test kit of the admin remote's page specs: the whole remote (routes, access, theme,
// layout) rendered at an address with the app's providers, a signed-in admin, the API
// answered by the test, the toasts and the current address on screen. What jsdom lacks is
// provided by the test environment (tools/jest/jsdom-fetch-environment.js).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders, Toaster, createAppStore } from '@bolo/web';
import type { AppStore } from '@bolo/web';
import type { AdminUser, PublicUser } from '@bolo/contracts';
import { ADMIN_ROUTES } from '../../route-table';
import AdminRoutes, { loadAdminApp } from '../../routes';

export const ADMIN_USER: AdminUser = {
  id: 1,
  username: 'admin',
  email: 'a@example.com',
  firstName: 'Ada',
  lastName: 'Min',
  isAdmin: true,
  subscriptionStatus: 'active',
  subscriptionPlan: 'annual',
  subscriptionEndDate: null,
  createdAt: '2025-01-15T10:00:00.000Z',
  stripeCustomerId: null,
  subscriptionId: null,
  disabledAt: null,
};

/** An HTTP answer: a body that is a string is sent as text/plain, anything else as JSON. */
export type Answer = [status: number, body: unknown];
/** Answers a request, or returns undefined when it does not expect it. */
export type Responder = (request: Request, url: URL) => Answer | undefined;
/** Answers keyed 'METHOD /path' ('/path' alone means GET), each fixed or computed per request. */
export type Answers = Record<string, Answer | Responder>;

export const fetchMock = jest.fn<Promise<Response>, [Request]>();

function find(answers: Answers | Responder, request: Request, url: URL): Answer | undefined {
  if (typeof answers === 'function') return answers(request, url);
  const found = answers[`${request.method} ${url.pathname}`] ?? (request.method === 'GET' ? answers[url.pathname] : undefined);
  return typeof found === 'function' ? found(request, url) : found;
}

/**
 * Answers the API from `answers` (a record or one function); any other request fails the
 * call with "unexpected request". /api/auth/me answers the signed-in admin unless the test
 * answers it itself.
 */
export function serve(answers: Answers | Responder) {
  fetchMock.mockImplementation(async (request) => {
    const url = new URL(request.url);
    const found = find(answers, request, url) ?? (url.pathname === '/api/auth/me' ? ([200, { user: ADMIN_USER }] as Answer) : undefined);
    if (!found) throw new Error(`unexpected request ${request.method} ${url.pathname}${url.search}`);
    const [status, body] = found;
    return typeof body === 'string'
      ? new Response(body, { status, headers: { 'Content-Type': 'text/plain' } })
      : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
}

/** The requests made to this path (any query), in order; of any method unless one is given. */
export function requests(path: string, method?: string): Request[] {
  return fetchMock.mock.calls.map(([request]) => request).filter((request) => new URL(request.url).pathname === path && (!method || request.method === method));
}

// The back office is split from the remote's gate (routes.tsx), and each page from the back
// office (route-table.tsx); load them all before any spec renders, as an admin's browser has by
// the time a page is used (a first render would otherwise spend a findBy's second requiring antd).
beforeAll(async () => {
  await Promise.all([loadAdminApp(), ...ADMIN_ROUTES.map((route) => route.page?.load())]);
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The admin remote at this address, as the shell mounts it. Returns the store (the shared API cache). */
export function renderAdminAt(address: string): { store: AppStore } {
  const store = createAppStore();
  render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[address]}>
        <AdminRoutes />
        <LocationProbe />
        <Toaster />
      </MemoryRouter>
    </AppProviders>,
  );
  return { store };
}

/** The address the remote is at now (path and query). */
export const currentAddress = () => screen.getByTestId('location').textContent ?? '';

/** The toast with this title (role alert for destructive ones). */
export async function findToast(title: string) {
  const node = await screen.findByText(title, { selector: '.toast__title' }, { timeout: 5000 });
  return node.closest('[data-testid="toast"]') as HTMLElement;
}

/** The session the app starts with (what a sign-in leaves in localStorage). */
export function signInAs(user: PublicUser) {
  localStorage.setItem('userId', String(user.id));
  localStorage.setItem('userData', JSON.stringify(user));
}

/** Toasts live outside React for 5 s: close those an earlier test left. */
function dismissToasts() {
  render(<Toaster />);
  for (const close of screen.queryAllByRole('button', { name: 'Dismiss notification' })) fireEvent.click(close);
  cleanup();
}

/**
 * Call once at the top of a page spec: each test starts signed in as ADMIN_USER with fetch
 * mocked (answer it with `serve`), no toasts, and antd's console warnings silenced.
 */
export function setUpAdminPageTests() {
  // antd renders slowly in jsdom.
  jest.setTimeout(20000);
  beforeEach(() => {
    dismissToasts();
    signInAs(ADMIN_USER);
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    localStorage.clear();
    jest.restoreAllMocks();
  });
}
