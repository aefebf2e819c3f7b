// The one test kit of the admin remote's page specs: the whole remote (routes, access, theme,
// layout) rendered at an address with the app's providers, a signed-in admin, the API
// answered by the test, the toasts and the current address on screen. What jsdom lacks is
// provided by the test environment (tools/jest/jsdom-fetch-environment.js).
//
// Where a page spec's time goes, and so how to keep it short: a role query computes the styles
// of its candidates and their ancestors (milliseconds per element under antd's ~2,000 CSS
// rules), again after every change of the page. So wait for text (findByText, findByTestId,
// findByRoleAfterText), ask for roles once the page has settled, and within the part of the page
// concerned (a card, the toolbar, the header) rather than the whole page.
import { cleanup, configure, fireEvent, getConfig, prettyDOM, render, screen, within } from '@testing-library/react';
import type { ByRoleMatcher, ByRoleOptions } from '@testing-library/react';
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

// jsdom lays nothing out, so a scrollbar measures 0 there. antd's tables and dialogs measure
// one on every layout (an element and a style sheet added and removed, two computed styles:
// over a second of a spec with a table): answer the 0 at once.
jest.mock('@rc-component/util/lib/getScrollBarSize', () => ({
  __esModule: true,
  default: () => 0,
  getTargetScrollBarSize: () => ({ width: 0, height: 0 }),
}));

// The back office is split from the remote's gate (routes.tsx), and each page from the back
// office (route-table.tsx); load them all before any spec renders, as an admin's browser has by
// the time a page is used (a first render would otherwise spend a findBy's second requiring antd).
beforeAll(async () => {
  await Promise.all([loadAdminApp(), ...ADMIN_ROUTES.map((route) => route.page?.load())]);
});

// A query that fails inside waitFor or findBy is tried again until it passes, and only its last
// failure is reported, to which waitFor's onTimeout adds the page. So the failures in between
// skip printing the page (tens of milliseconds each on an antd page). The flag is Testing
// Library's own, set while waitFor runs its callback; without it every failure prints the page.
const retrying = () => (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics === true;
configure({
  getElementError(message, container) {
    const page = retrying() ? '' : `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`;
    const error = new Error([message, page].filter(Boolean).join('\n\n'));
    error.name = 'TestingLibraryElementError';
    return error;
  },
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

/**
 * findByRole for an element named by its own text (a heading, a link, a button): waits for the
 * text, then asks for the role. A role query computes the styles of each candidate and its
 * ancestors, tenths of a second over antd's markup, and findByRole alone repeats it on every
 * change of the page while it loads; a text query is nearly free.
 */
export async function findByRoleAfterText(role: ByRoleMatcher, name: string | RegExp, options: Omit<ByRoleOptions, 'name'> = {}, container: HTMLElement = document.body) {
  await within(container).findAllByText(name);
  return within(container).findByRole(role, { ...options, name });
}

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
