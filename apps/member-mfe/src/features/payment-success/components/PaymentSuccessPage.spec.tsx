/// <reference types="jest" />
import '../../../shared/testing/dom-polyfills';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders, Toaster, createAppStore } from '@bolo/web';
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
    renderPage(`/payment-success?session_id=${SESSION}`);
    fillForm();
    await submit();
    expect(await screen.findByRole('heading', { name: 'Welcome to BOLO Directory!' })).toBeTruthy();
    expect(await callTo('POST /api/auth/signup')?.json()).toEqual({ username: 'rae_sells', password: 'Abcdef1!', email: 'rae@example.com', firstName: 'Rae', lastName: 'Seller' });
    expect(await callTo('POST /api/link-subscription')?.json()).toEqual({ sessionId: SESSION });
    const order = calls();
    expect(order.indexOf('POST /api/auth/signup')).toBeLessThan(order.indexOf('POST /api/link-subscription'));
    expect(order.indexOf('POST /api/link-subscription')).toBeLessThan(order.lastIndexOf('GET /api/auth/me'));
    expect(order.filter((call) => call === 'POST /api/link-subscription')).toHaveLength(1);
    expect(usedList()).toEqual([SESSION]);
    await waitFor(() => expect(screen.getByTestId('welcome-count').textContent).toContain('80+'));
  });

  it('keeps the session id unused when linking fails, and links it on Try Again', async () => {
    const routes: Record<string, Answer> = {
      'POST /api/auth/signup': [201, { user: newUser, message: 'Account created successfully' }],
      'POST /api/link-subscription': [409, { message: 'This subscription is already linked to an account' }],
      'GET /api/auth/me': [200, { user: linkedUser }],
      'GET /api/bolo-items/count': [200, { count: 80 }],
    };
    serve(routes);
    renderPage(`/payment-success?session_id=${SESSION}`);
    fillForm();
    await submit();
    expect((await screen.findByTestId('link-problem')).textContent).toContain('This subscription is already linked to an account');
    expect(usedList()).toEqual([]);
    routes['POST /api/link-subscription'] = [200, { user: linkedUser, message: 'Subscription linked to your account' }];
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try Again' })));
    await waitFor(() => expect(screen.queryByTestId('link-problem')).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Welcome to BOLO Directory!' })).toBeTruthy();
    expect(usedList()).toEqual([SESSION]);
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
