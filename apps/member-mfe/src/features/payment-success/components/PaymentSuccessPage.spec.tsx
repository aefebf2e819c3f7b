/// <reference types="jest" />
import '../../../shared/testing/dom-polyfills';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders, FormEchoProvider, Toaster, createAppStore } from '@bolo/web';
import { USED_PAYMENT_SESSIONS_KEY } from '../lib/used-sessions';
import PaymentSuccessPage from './PaymentSuccessPage';

const SESSION = 'cs_test_a1B2c3';
const newUser = { id: 9, username: 'rae_sells', email: 'rae@example.com', firstName: 'Rae', lastName: 'Seller', isAdmin: false, subscriptionStatus: 'free', subscriptionPlan: 'none', subscriptionEndDate: null };
const linkedUser = { ...newUser, subscriptionStatus: 'active', subscriptionPlan: 'annual', subscriptionEndDate: '2099-01-01T00:00:00.000Z' };
const member = { ...linkedUser, id: 4, username: 'member' };

type Answer = [status: number, body: unknown];
const fetchMock = jest.fn<Promise<Response>, [Request]>();

function serve(routes: Record<string, Answer>) {
  fetchMock.mockImplementation(async (request: Request) => {
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const [status, body] = routes[key] ?? [404, { message: `not mocked: ${key}` }];
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
}

const calls = () => fetchMock.mock.calls.map(([request]) => `${request.method} ${new URL(request.url).pathname}`);
const callTo = (key: string) => fetchMock.mock.calls.map(([request]) => request).find((request) => `${request.method} ${new URL(request.url).pathname}` === key);

function renderPage(address: string) {
  render(
    <AppProviders store={createAppStore()}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="payment-success" element={<PaymentSuccessPage />} />
          <Route path="login" element={<h1>Login page</h1>} />
        </Routes>
        <Toaster />
      </MemoryRouter>
    </AppProviders>,
  );
  for (const button of screen.queryAllByRole('button', { name: 'Dismiss notification' })) fireEvent.click(button);
}

function signInStored(user: typeof member) {
  localStorage.setItem('userId', String(user.id));
  localStorage.setItem('userData', JSON.stringify(user));
}

const usedList = () => JSON.parse(localStorage.getItem(USED_PAYMENT_SESSIONS_KEY) ?? '[]') as string[];
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create Account' })));
const formError = () => screen.getByRole('form', { name: 'Create your account' }).querySelector('[role="alert"]')?.textContent;

function fillForm(password = 'Abcdef1!', confirmation = password) {
  type('First name', 'Rae');
  type('Last name', 'Seller');
  type('Email', 'rae@example.com');
  type('Username', 'rae_sells');
  type('Password', password);
  type('Confirm password', confirmation);
}

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('PaymentSuccessPage: a session id already used', () => {
  it("says 'Account Ready!' and goes to /login after 2 seconds", () => {
    jest.useFakeTimers();
    localStorage.setItem(USED_PAYMENT_SESSIONS_KEY, JSON.stringify(['cs_test_other', SESSION]));
    serve({});
    renderPage(`/payment-success?session_id=${SESSION}`);
    expect(screen.getByRole('heading', { name: 'Account Ready!' })).toBeTruthy();
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.queryByRole('heading', { name: 'Login page' })).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('PaymentSuccessPage: a new session id and nobody signed in', () => {
  it('requires every field and the strong password before sending anything', async () => {
    serve({});
    renderPage(`/payment-success?session_id=${SESSION}`);
    await submit();
    expect(formError()).toBe('All fields are required.');
    fillForm('Abcdef1!', 'Abcdef1?');
    await submit();
    expect(formError()).toBe('Passwords do not match. Please try again.');
    fillForm('abcdefgh');
    await submit();
    expect(formError()).toBe('Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character.');
    fillForm('Abc1!');
    await submit();
    expect(formError()).toBe('Password must be at least 8 characters long.');
    expect(calls().filter((call) => call !== 'GET /api/bolo-items/count')).toEqual([]);
  });

  it('signs up, links the payment, remembers the session id, re-reads the user and welcomes', async () => {
    serve({
      'POST /api/auth/signup': [201, { user: newUser, message: 'Account created successfully' }],
      'POST /api/link-subscription': [200, { user: linkedUser, message: 'Subscription linked to your account' }],
      'GET /api/auth/me': [200, { user: linkedUser }],
      'GET /api/bolo-items/count': [200, { count: 80 }],
    });
    jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ timeZone: 'America/Denver' } as Intl.ResolvedDateTimeFormatOptions);
    renderPage(`/payment-success?session_id=${SESSION}`);
    fillForm();
    await submit();
    expect(await screen.findByRole('heading', { name: 'Welcome to BOLO Directory!' })).toBeTruthy();
    expect(await callTo('POST /api/auth/signup')?.json()).toEqual({
      username: 'rae_sells',
      password: 'Abcdef1!',
      email: 'rae@example.com',
      firstName: 'Rae',
      lastName: 'Seller',
      timeZone: 'America/Denver',
    });
    expect(await callTo('POST /api/link-subscription')?.json()).toEqual({ sessionId: SESSION });
    const order = calls();
    expect(order.indexOf('POST /api/auth/signup')).toBeLessThan(order.indexOf('POST /api/link-subscription'));
    expect(order.indexOf('POST /api/link-subscription')).toBeLessThan(order.lastIndexOf('GET /api/auth/me'));
    expect(order.filter((call) => call === 'POST /api/link-subscription')).toHaveLength(1);
    expect(usedList()).toEqual([SESSION]);
    await waitFor(() => expect(screen.getByTestId('welcome-count').textContent).toContain('80+'));
  });

  it('issue 16 finding 4: keeps the session id unused when linking fails for a moment, says it is not linked, and links it on Try Again', async () => {
    const routes: Record<string, Answer> = {
      'POST /api/auth/signup': [201, { user: newUser, message: 'Account created successfully' }],
      'POST /api/link-subscription': [503, { message: 'Service temporarily unavailable' }],
      'GET /api/auth/me': [200, { user: linkedUser }],
      'GET /api/bolo-items/count': [200, { count: 80 }],
    };
    serve(routes);
    renderPage(`/payment-success?session_id=${SESSION}`);
    fillForm();
    await submit();
    expect(await screen.findByRole('heading', { name: 'Your payment is not linked yet' })).toBeTruthy();
    expect(screen.getByTestId('link-refused').textContent).toContain('Service temporarily unavailable');
    expect(screen.queryByRole('heading', { name: 'Welcome to BOLO Directory!' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
    expect(usedList()).toEqual([]);
    routes['POST /api/link-subscription'] = [200, { user: linkedUser, message: 'Subscription linked to your account' }];
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try Again' })));
    expect(await screen.findByRole('heading', { name: 'Welcome to BOLO Directory!' })).toBeTruthy();
    expect(screen.queryByTestId('link-refused')).toBeNull();
    expect(usedList()).toEqual([SESSION]);
  });

  it('issue 16 finding 4: a new account whose payment is already linked (409) is told so, not welcomed, and the id stays unused', async () => {
    serve({
      'POST /api/auth/signup': [201, { user: newUser, message: 'Account created successfully' }],
      'POST /api/link-subscription': [409, { message: 'This subscription is already linked to an account' }],
      'GET /api/auth/me': [200, { user: newUser }],
      'GET /api/bolo-items/count': [200, { count: 80 }],
    });
    renderPage(`/payment-success?session_id=${SESSION}`);
    fillForm();
    await submit();
    expect(await screen.findByRole('heading', { name: 'Payment Already Linked' })).toBeTruthy();
    const state = screen.getByTestId('link-refused');
    expect(state.textContent).toContain('This subscription is already linked to an account');
    // The account just made exists, without the subscription: say so.
    expect(state.textContent).toContain('Your new account, rae_sells, was created without a subscription.');
    expect(screen.getByRole('button', { name: 'Sign In to That Account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
    expect(screen.queryByRole('heading', { name: 'Welcome to BOLO Directory!' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(usedList()).toEqual([]);
  });

  it('issue 16 finding 4: a new account whose checkout session is unknown (404) is pointed to pricing and contact, not welcomed', async () => {
    serve({
      'POST /api/auth/signup': [201, { user: newUser, message: 'Account created successfully' }],
      'POST /api/link-subscription': [404, { message: 'Checkout session not found' }],
      'GET /api/auth/me': [200, { user: newUser }],
    });
    renderPage(`/payment-success?session_id=${SESSION}`);
    fillForm();
    await submit();
    expect(await screen.findByRole('heading', { name: 'Payment Not Found' })).toBeTruthy();
    expect(screen.getByTestId('link-refused').textContent).toContain('Checkout session not found');
    expect(screen.getByRole('link', { name: 'View Pricing' }).getAttribute('href')).toBe('/pricing#pricing-top');
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
    expect(screen.queryByRole('heading', { name: 'Welcome to BOLO Directory!' })).toBeNull();
    expect(usedList()).toEqual([]);
  });

  it("toasts 'Failed to create account' with the server's message and keeps the form", async () => {
    serve({ 'POST /api/auth/signup': [409, { message: 'Username already taken' }] });
    renderPage(`/payment-success?session_id=${SESSION}`);
    fillForm();
    await submit();
    const toast = (await screen.findByText('Failed to create account')).closest('[data-testid="toast"]');
    expect(toast?.getAttribute('role')).toBe('alert');
    expect(toast?.textContent).toContain('Username already taken');
    expect(screen.getByRole('form', { name: 'Create your account' })).toBeTruthy();
    expect(calls()).not.toContain('POST /api/link-subscription');
    expect(usedList()).toEqual([]);
  });
});

describe('PaymentSuccessPage: the welcome screen', () => {
  it('links to the directory, the profile and the help center, with 500 BOLOs when the count fails', async () => {
    signInStored(member);
    serve({ 'GET /api/auth/me': [200, { user: member }], 'GET /api/bolo-items/count': [404, { message: 'nope' }] });
    renderPage('/payment-success');
    expect(await screen.findByRole('heading', { name: 'Welcome to BOLO Directory!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the Directory' }).getAttribute('href')).toBe('/directory');
    expect(screen.getByRole('link', { name: 'View Your Profile' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('link', { name: 'Help Center' }).getAttribute('href')).toBe('/help-center');
    await waitFor(() => expect(screen.getByTestId('welcome-count').textContent).toContain('500+'));
    expect(calls()).not.toContain('POST /api/link-subscription');
  });

  it('links a signed-in member’s new session once, without adding it to the used list', async () => {
    signInStored(member);
    serve({
      'GET /api/auth/me': [200, { user: member }],
      'POST /api/link-subscription': [200, { user: member, message: 'Subscription linked to your account' }],
      'GET /api/bolo-items/count': [200, { count: 70 }],
    });
    renderPage(`/payment-success?session_id=${SESSION}`);
    expect(await screen.findByRole('heading', { name: 'Welcome to BOLO Directory!' })).toBeTruthy();
    expect(calls().filter((call) => call === 'POST /api/link-subscription')).toHaveLength(1);
    expect(await callTo('POST /api/link-subscription')?.json()).toEqual({ sessionId: SESSION });
    expect(usedList()).toEqual([]);
  });
});

describe('issue 16 finding 4: a signed-in user whose link the server refuses', () => {
  type Refusal = { answer: Answer; title: string; message: string; links: Array<[name: string, href: string]>; buttons: string[] };
  const refusals: Array<[label: string, Refusal]> = [
    ['already linked to another account (409)', { answer: [409, { message: 'This subscription is already linked to an account' }], title: 'Payment Already Linked', message: 'This subscription is already linked to an account', links: [['Contact Us', '/contact']], buttons: ['Sign In to That Account'] }],
    ['made by another signed-in account (409)', { answer: [409, { message: 'This checkout session belongs to another account' }], title: 'Payment Made From Another Account', message: 'This checkout session belongs to another account', links: [['Contact Us', '/contact']], buttons: ['Sign In to That Account'] }],
    ['one subscription too many (409)', { answer: [409, { message: 'You already have an active subscription. Manage it from your profile.' }], title: 'You Are Already Subscribed', message: 'You already have an active subscription. Manage it from your profile.', links: [['View Your Profile', '/profile'], ['Contact Us', '/contact']], buttons: [] }],
    ['unknown (404)', { answer: [404, { message: 'Checkout session not found' }], title: 'Payment Not Found', message: 'Checkout session not found', links: [['View Pricing', '/pricing#pricing-top'], ['Contact Us', '/contact']], buttons: [] }],
    ['unpaid (400)', { answer: [400, { message: 'This checkout session has not been paid' }], title: 'Payment Not Completed', message: 'This checkout session has not been paid', links: [['View Pricing', '/pricing#pricing-top'], ['Contact Us', '/contact']], buttons: [] }],
    ['signed out meanwhile (401)', { answer: [401, { message: 'Authentication Required', code: 'AUTH_REQUIRED' }], title: 'Authentication Required', message: 'Please log in, then open this page again to link your payment to your account.', links: [['Log In to Access', '/login'], ['Contact Us', '/contact']], buttons: [] }],
  ];

  it.each(refusals)('issue 16 finding 4: session %s shows its state and a way forward, never the welcome', async (_label, refusal) => {
    signInStored(member);
    serve({ 'GET /api/auth/me': [200, { user: member }], 'POST /api/link-subscription': refusal.answer, 'GET /api/bolo-items/count': [200, { count: 70 }] });
    renderPage(`/payment-success?session_id=${SESSION}`);
    expect(await screen.findByRole('heading', { name: refusal.title })).toBeTruthy();
    expect(screen.getByTestId('link-refused').textContent).toContain(refusal.message);
    for (const [name, href] of refusal.links) expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    for (const name of refusal.buttons) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Welcome to BOLO Directory!' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Browse the Directory' })).toBeNull();
    // Nothing to retry: the same request gets the same answer.
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(calls().filter((call) => call === 'POST /api/link-subscription')).toHaveLength(1);
    expect(usedList()).toEqual([]);
  });

  it('issue 16 finding 4: "Sign In to That Account" signs this account out and opens the login page', async () => {
    signInStored(member);
    serve({
      'GET /api/auth/me': [200, { user: member }],
      'POST /api/link-subscription': [409, { message: 'This subscription is already linked to an account' }],
      'POST /api/auth/signout': [200, { message: 'Signed out' }],
    });
    renderPage(`/payment-success?session_id=${SESSION}`);
    const signIn = await screen.findByRole('button', { name: 'Sign In to That Account' });
    await act(async () => fireEvent.click(signIn));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(calls()).toContain('POST /api/auth/signout');
    expect(localStorage.getItem('userId')).toBeNull();
  });
});

describe('issue 16 finding 4: the page rendered by the server, then hydrated', () => {
  const page = (user: typeof member | null) => (
    <AppProviders store={createAppStore()} serverSession={{ user }}>
      <MemoryRouter initialEntries={[`/payment-success?session_id=${SESSION}`]}>
        <Routes>
          <Route path="payment-success" element={<PaymentSuccessPage />} />
          <Route path="login" element={<h1>Login page</h1>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>
  );

  /** Renders as the server does (no browser storage), then stores the used list and hydrates. */
  async function hydrateWithUsedSession(user: typeof member | null, used = [SESSION], shown = 'Account Ready!') {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(user));
    document.body.appendChild(container);
    // The server cannot know the browser's used list: the loading screen, never the form first (issue 19).
    expect(container.querySelector('h1')).toBeNull();
    expect(container.querySelector('form')).toBeNull();
    localStorage.setItem(USED_PAYMENT_SESSIONS_KEY, JSON.stringify(used));
    const onRecoverableError = jest.fn();
    let root: Root | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, page(user), { onRecoverableError });
      });
      expect(onRecoverableError).not.toHaveBeenCalled();
      await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe(shown));
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  }

  it('issue 16 finding 4: a visitor with an already used session id hydrates the server markup without a mismatch, then says Account Ready!', async () => {
    serve({});
    await hydrateWithUsedSession(null);
  });

  it('issue 19: a visitor with a new session id hydrates the loading screen, then is offered the form', async () => {
    serve({});
    await hydrateWithUsedSession(null, ['cs_test_other'], 'Create your account');
  });

  it('issue 16 finding 4: a signed-in member with an already used session id hydrates without a mismatch and links nothing', async () => {
    serve({ 'GET /api/auth/me': [200, { user: member }] });
    await hydrateWithUsedSession(member);
    expect(calls()).not.toContain('POST /api/link-subscription');
  });

  it('issue 19: without scripts a visitor gets the account form, which the web server handles', () => {
    const html = renderToString(page(null));
    const form = /<noscript>.*(<form[^>]*>)/s.exec(html)?.[1] ?? '';
    expect(form).toContain('aria-label="Create your account"');
    expect(form).toContain('method="post"');
    expect(renderToString(page(member))).not.toContain('<noscript>');
  });

  it("issue 19: the form the web server refused is shown again with its message and what was typed, whatever the used list says", async () => {
    serve({});
    localStorage.setItem(USED_PAYMENT_SESSIONS_KEY, JSON.stringify([SESSION]));
    const echo = { form: 'payment-account' as const, values: { firstName: 'Rae', lastName: 'Seller', email: 'rae@example.com', username: 'rae_sells' }, message: 'Username already taken', fields: [], done: false };
    render(<FormEchoProvider value={echo}>{page(null)}</FormEchoProvider>);
    expect(formError()).toBe('Username already taken');
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('rae_sells');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });
});
