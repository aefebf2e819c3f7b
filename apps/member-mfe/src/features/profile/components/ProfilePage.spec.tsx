/// <reference types="jest" />
import '../../../shared/testing/dom-polyfills';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders, Toaster, createAppStore } from '@bolo/web';
import { leaveForBillingPortal } from '../lib/leave-for-billing-portal';
import ProfilePage from './ProfilePage';

jest.mock('../lib/leave-for-billing-portal', () => ({ leaveForBillingPortal: jest.fn() }));
const leave = leaveForBillingPortal as jest.MockedFunction<typeof leaveForBillingPortal>;

const base = { id: 4, username: 'member', email: 'm@example.com', firstName: 'Mia', lastName: null, isAdmin: false };
type Profile = typeof base & { subscriptionStatus: string | null; subscriptionPlan: string | null; subscriptionEndDate: string | null };
const profile = (subscriptionStatus: string | null, subscriptionPlan: string | null, subscriptionEndDate: string | null = '2030-03-15T12:00:00.000Z'): Profile => ({
  ...base,
  subscriptionStatus,
  subscriptionPlan,
  subscriptionEndDate,
});

type Reply = [status: number, body: unknown] | { html: string; status: number };
const fetchMock = jest.fn<Promise<Response>, [Request]>();

function serve(user: Profile, routes: Record<string, Reply> = {}) {
  fetchMock.mockImplementation(async (request: Request) => {
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const reply: Reply = routes[key] ?? (key === 'GET /api/auth/me' ? [200, { user }] : key === 'GET /api/profile' ? [200, user] : [404, { message: `not mocked: ${key}` }]);
    if (!Array.isArray(reply)) return new Response(reply.html, { status: reply.status, headers: { 'Content-Type': 'text/html' } });
    return new Response(JSON.stringify(reply[1]), { status: reply[0], headers: { 'Content-Type': 'application/json' } });
  });
}

async function renderProfile(user: Profile | null) {
  if (user) {
    localStorage.setItem('userId', String(user.id));
    localStorage.setItem('userData', JSON.stringify(user));
  }
  render(
    <AppProviders store={createAppStore()}>
      <MemoryRouter initialEntries={['/profile']}>
        <ProfilePage />
        <Toaster />
      </MemoryRouter>
    </AppProviders>,
  );
  for (const button of screen.queryAllByRole('button', { name: 'Dismiss notification' })) fireEvent.click(button);
  await act(async () => undefined);
}

const calls = () => fetchMock.mock.calls.map(([request]) => `${request.method} ${new URL(request.url).pathname}`);
const subscription = () => within(screen.getByTestId('subscription-details'));
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const toastText = async (title: string) => (await screen.findByText(title, { selector: '.toast__title' })).closest('[data-testid="toast"]')?.textContent;

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  leave.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('ProfilePage when logged out', () => {
  it("shows 'Authentication Required' and asks nothing", async () => {
    await renderProfile(null);
    expect(screen.getByRole('heading', { name: 'Authentication Required' })).toBeTruthy();
    expect(screen.getByText('Please log in to access your profile and account settings.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('ProfilePage: Personal Information', () => {
  it("shows 'Not provided' for a missing value and the username read-only when editing", async () => {
    const user = profile('active', 'monthly');
    serve(user);
    await renderProfile(user);
    const card = within(screen.getByTestId('personal-information'));
    expect(card.getByText('Mia')).toBeTruthy();
    expect(card.getByText('Not provided')).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: 'Edit' }));
    expect((card.getByLabelText('Username') as HTMLInputElement).readOnly).toBe(true);
    expect((card.getByLabelText('Email') as HTMLInputElement).value).toBe('m@example.com');
  });

  it("saves the names and e-mail and toasts 'Profile Updated'", async () => {
    const user = profile('active', 'monthly');
    const updated = { ...user, lastName: 'Brown' };
    serve(user, { 'PUT /api/profile': [200, updated] });
    await renderProfile(user);
    const card = within(screen.getByTestId('personal-information'));
    fireEvent.click(card.getByRole('button', { name: 'Edit' }));
    fireEvent.change(card.getByLabelText('Last Name'), { target: { value: 'Brown' } });
    await act(async () => fireEvent.click(card.getByRole('button', { name: 'Save' })));
    expect(await toastText('Profile Updated')).toBeTruthy();
    const request = fetchMock.mock.calls.map(([r]) => r).find((r) => r.method === 'PUT');
    expect(await request?.json()).toEqual({ firstName: 'Mia', lastName: 'Brown', email: 'm@example.com' });
    expect(await card.findByText('Brown')).toBeTruthy();
  });
});

describe('ProfilePage: Subscription Details', () => {
  it('offers Upgrade to Annual and Cancel to an active monthly member, with the next billing date', async () => {
    const user = profile('active', 'monthly');
    serve(user);
    await renderProfile(user);
    expect(subscription().getByTestId('subscription-status').textContent).toBe('Active');
    expect(subscription().getByTestId('subscription-plan').textContent).toBe('Monthly');
    expect(subscription().getByTestId('next-billing-date').textContent).toBe('March 15, 2030');
    expect(subscription().getByRole('button', { name: 'Upgrade to Annual' })).toBeTruthy();
    expect(subscription().queryByRole('button', { name: 'Switch to Monthly' })).toBeNull();
    expect(subscription().getByRole('button', { name: 'Cancel Subscription' })).toBeTruthy();
    expect(screen.queryByTestId('past-due-banner')).toBeNull();
  });

  it('offers Switch to Monthly and Cancel to an annual member', async () => {
    const user = profile('active', 'annual');
    serve(user);
    await renderProfile(user);
    expect(subscription().queryByRole('button', { name: 'Upgrade to Annual' })).toBeNull();
    expect(subscription().getByRole('button', { name: 'Switch to Monthly' })).toBeTruthy();
    expect(subscription().getByRole('button', { name: 'Cancel Subscription' })).toBeTruthy();
  });

  it.each<[string | null, string]>([
    ['canceled', 'Cancelled'],
    ['free', 'No Subscription'],
    [null, 'No Subscription'],
    ['incomplete', 'No Subscription'],
  ])("shows 'No active subscription' with View Plans for status %p (%s)", async (status, label) => {
    const user = profile(status, status === 'canceled' ? 'monthly' : 'none');
    serve(user);
    await renderProfile(user);
    expect(subscription().getByTestId('subscription-status').textContent).toBe(label);
    expect(subscription().getByText('No active subscription')).toBeTruthy();
    expect(subscription().getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe('/pricing');
    expect(subscription().queryByTestId('subscription-controls')).toBeNull();
    expect(subscription().queryByTestId('next-billing-date')).toBeNull();
  });

  it('asks for confirmation before cancelling, then cancels and re-reads the session', async () => {
    const user = profile('active', 'monthly');
    const cancelled = { ...user, subscriptionStatus: 'canceled' };
    serve(user, { 'POST /api/subscription/cancel': [200, { user: cancelled, message: 'Subscription cancelled' }] });
    await renderProfile(user);
    fireEvent.click(button('Cancel Subscription'));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel your subscription?' });
    expect(dialog.textContent).toContain('March 15, 2030');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Subscription' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls()).not.toContain('POST /api/subscription/cancel');

    fireEvent.click(button('Cancel Subscription'));
    const meCalls = calls().filter((call) => call === 'GET /api/auth/me').length;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, Cancel Subscription' })));
    expect(await toastText('Subscription Cancelled')).toContain('until the end of the current billing period');
    expect(calls().filter((call) => call === 'POST /api/subscription/cancel')).toHaveLength(1);
    expect(calls().filter((call) => call === 'GET /api/auth/me').length).toBeGreaterThan(meCalls);
    expect(await subscription().findByText('No active subscription')).toBeTruthy();
  });

  it("treats an HTML answer as a server error ('Upgrade Failed')", async () => {
    const user = profile('active', 'monthly');
    serve(user, { 'POST /api/subscription/upgrade': { html: '<!DOCTYPE html><h1>Bad gateway</h1>', status: 502 } });
    await renderProfile(user);
    await act(async () => fireEvent.click(button('Upgrade to Annual')));
    expect(await toastText('Upgrade Failed')).toContain('Server error occurred. Please try again or contact support.');
    expect(calls().filter((call) => call === 'POST /api/subscription/upgrade')).toHaveLength(1);
  });

  it("shows the server's message when a switch does not apply (409)", async () => {
    const user = profile('active', 'annual');
    serve(user, { 'POST /api/subscription/downgrade': [409, { message: 'Your subscription already switches to monthly at the end of the current billing period' }] });
    await renderProfile(user);
    await act(async () => fireEvent.click(button('Switch to Monthly')));
    expect(await toastText('Downgrade Failed')).toContain('already switches to monthly');
  });

  const details = (overrides: Record<string, unknown> = {}) => ({
    status: 'active',
    plan: 'annual',
    currentPeriodEnd: '2030-03-15T23:30:00.000Z',
    cancelAtPeriodEnd: false,
    scheduledPlan: null,
    scheduledChangeAt: null,
    ...overrides,
  });

  it('shows a switch to monthly already scheduled, with its date in UTC, and does not offer it again', async () => {
    const user = profile('active', 'annual', '2030-03-15T23:30:00.000Z');
    serve(user, { 'GET /api/subscription': [200, { subscription: details({ scheduledPlan: 'monthly', scheduledChangeAt: '2030-03-15T23:30:00.000Z' }) }] });
    await renderProfile(user);
    expect((await subscription().findByTestId('scheduled-change')).textContent).toBe('Switches to Monthly on March 15, 2030');
    expect(subscription().getByTestId('subscription-plan').textContent).toBe('Annual');
    expect(subscription().queryByRole('button', { name: 'Switch to Monthly' })).toBeNull();
    expect(subscription().getByRole('button', { name: 'Cancel Subscription' })).toBeTruthy();
  });

  it('after Switch to Monthly shows the switch as scheduled from the answer, without asking again', async () => {
    const user = profile('active', 'annual');
    serve(user, {
      'GET /api/subscription': [200, { subscription: details() }],
      'POST /api/subscription/downgrade': [200, { user, message: 'Subscription switches to monthly', subscription: details({ scheduledPlan: 'monthly', scheduledChangeAt: '2030-03-15T12:00:00.000Z' }) }],
    });
    await renderProfile(user);
    const reads = () => calls().filter((call) => call === 'GET /api/subscription').length;
    await act(async () => fireEvent.click(await subscription().findByRole('button', { name: 'Switch to Monthly' })));
    expect(await toastText('Subscription Downgraded')).toBeTruthy();
    expect((await subscription().findByTestId('scheduled-change')).textContent).toBe('Switches to Monthly on March 15, 2030');
    expect(subscription().queryByRole('button', { name: 'Switch to Monthly' })).toBeNull();
    expect(reads()).toBe(1);
  });

  it('says access continues until the end date once cancelled', async () => {
    const user = profile('canceled', 'monthly', '2030-03-15T12:00:00.000Z');
    serve(user);
    await renderProfile(user);
    expect(subscription().getByTestId('access-continues').textContent).toBe('Your subscription is cancelled: access continues until March 15, 2030.');
    expect(calls()).not.toContain('GET /api/subscription');
  });

  it('shows the Past Due banner, whose button opens the payment page', async () => {
    const user = profile('past_due', 'monthly');
    serve(user, { 'POST /api/subscription/portal': [200, { url: 'https://billing.example/session/1' }] });
    await renderProfile(user);
    expect(subscription().getByTestId('subscription-status').textContent).toBe('Past Due');
    const banner = within(screen.getByTestId('past-due-banner'));
    await act(async () => fireEvent.click(banner.getByRole('button', { name: 'Update payment method' })));
    expect(leave).toHaveBeenCalledWith('https://billing.example/session/1');
  });
});

describe('ProfilePage: Change Password', () => {
  async function renderCard() {
    const user = profile('active', 'monthly');
    serve(user, { 'PUT /api/auth/change-password': [200, { message: 'Password changed successfully' }] });
    await renderProfile(user);
    return within(screen.getByTestId('change-password'));
  }
  const fill = (card: ReturnType<typeof within>, current: string, next: string, confirm: string) => {
    fireEvent.change(card.getByLabelText('Current Password'), { target: { value: current } });
    fireEvent.change(card.getByLabelText('New Password'), { target: { value: next } });
    fireEvent.change(card.getByLabelText('Confirm New Password'), { target: { value: confirm } });
  };

  it('keeps the button disabled until all three fields are filled', async () => {
    const card = await renderCard();
    const submit = card.getByRole('button', { name: 'Change Password' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fill(card, 'oldpass', 'newpass1', '');
    expect(submit.disabled).toBe(true);
    fill(card, 'oldpass', 'newpass1', 'newpass1');
    expect(submit.disabled).toBe(false);
  });

  it("toasts 'Password Mismatch' and 'Password Too Short' without a request", async () => {
    const card = await renderCard();
    fill(card, 'oldpass', 'newpass1', 'newpass2');
    await act(async () => fireEvent.click(card.getByRole('button', { name: 'Change Password' })));
    expect(await toastText('Password Mismatch')).toContain('New password and confirmation password do not match.');
    fill(card, 'oldpass', '12345', '12345');
    await act(async () => fireEvent.click(card.getByRole('button', { name: 'Change Password' })));
    expect(await toastText('Password Too Short')).toContain('New password must be at least 6 characters long.');
    expect(calls()).not.toContain('PUT /api/auth/change-password');
  });

  it("changes the password, toasts 'Password Changed' and clears the fields", async () => {
    const card = await renderCard();
    fill(card, 'oldpass', 'newpass1', 'newpass1');
    await act(async () => fireEvent.click(card.getByRole('button', { name: 'Change Password' })));
    expect(await toastText('Password Changed')).toBeTruthy();
    expect((card.getByLabelText('Current Password') as HTMLInputElement).value).toBe('');
  });
});

describe('ProfilePage: Profit target (issue 20)', () => {
  const withTarget = (profitTarget: { kind: string; value: number } | undefined) => ({ ...profile('active', 'monthly'), ...(profitTarget ? { profitTarget } : {}) });
  const card = () => within(screen.getByTestId('profit-target-setting'));
  const putBodies = async () => Promise.all(fetchMock.mock.calls.map(([r]) => r).filter((r) => r.method === 'PUT').map((r) => r.clone().json()));

  it('shows the saved target, or the default 30% margin before one is saved', async () => {
    serve(withTarget({ kind: 'dollars', value: 12.5 }));
    await renderProfile(withTarget({ kind: 'dollars', value: 12.5 }));
    expect((await card().findByTestId('profit-target-value')).textContent).toBe('$12.50 profit');
  });

  it('falls back to the default when the profile has no target', async () => {
    const user = withTarget(undefined);
    serve(user);
    await renderProfile(user);
    expect(card().getByTestId('profit-target-value').textContent).toBe('30% margin');
  });

  it("saves a new target and toasts 'Profit target saved'", async () => {
    const user = withTarget({ kind: 'dollars', value: 12.5 });
    serve(user, { 'PUT /api/profile/profit-target': [200, { ...user, profitTarget: { kind: 'margin', value: 25 } }] });
    await renderProfile(user);
    fireEvent.click(card().getByRole('button', { name: 'Change' }));
    expect((card().getByLabelText('Profit ($)') as HTMLInputElement).value).toBe('12.5');
    fireEvent.change(card().getByLabelText('Target'), { target: { value: 'margin' } });
    fireEvent.change(card().getByLabelText('Margin (%)'), { target: { value: '25' } });
    await act(async () => fireEvent.click(card().getByRole('button', { name: 'Save' })));
    expect(await toastText('Profit target saved')).toContain('25% margin');
    expect(await putBodies()).toEqual([{ kind: 'margin', value: 25 }]);
    expect(calls()).toContain('PUT /api/profile/profit-target');
    // The answer replaces the cached profile a moment after the toast (upsertQueryData is asynchronous).
    await waitFor(() => expect(card().getByTestId('profit-target-value').textContent).toBe('25% margin'));
  });

  it.each([
    ['dollars', '20000', 'A dollar target must be between $0 and $10,000.'],
    ['margin', '96', 'A margin target must be between 0% and 95% of the sale price.'],
    ['dollars', '', 'Profit target value must be a number.'],
    ['dollars', '1.234', 'A profit target can have at most two decimal places.'],
  ])('refuses a %s target of %p without a request', async (kind, value, message) => {
    const user = withTarget({ kind: 'dollars', value: 10 });
    serve(user);
    await renderProfile(user);
    fireEvent.click(card().getByRole('button', { name: 'Change' }));
    fireEvent.change(card().getByLabelText('Target'), { target: { value: kind } });
    fireEvent.change(card().getByLabelText(kind === 'margin' ? 'Margin (%)' : 'Profit ($)'), { target: { value } });
    await act(async () => fireEvent.click(card().getByRole('button', { name: 'Save' })));
    expect(card().getByRole('alert').textContent).toBe(message);
    expect(calls()).not.toContain('PUT /api/profile/profit-target');
  });

  it("shows the server's refusal in a toast and keeps the form", async () => {
    const user = withTarget({ kind: 'dollars', value: 10 });
    serve(user, { 'PUT /api/profile/profit-target': [400, { message: 'A dollar target must be between $0 and $10,000.' }] });
    await renderProfile(user);
    fireEvent.click(card().getByRole('button', { name: 'Change' }));
    fireEvent.change(card().getByLabelText('Profit ($)'), { target: { value: '15' } });
    await act(async () => fireEvent.click(card().getByRole('button', { name: 'Save' })));
    expect(await toastText('Profit Target Not Saved')).toContain('A dollar target must be between $0 and $10,000.');
    expect(await card().findByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('keeps the target when a subscription change answers a user without one', async () => {
    const user = withTarget({ kind: 'dollars', value: 12.5 });
    const upgraded = { ...profile('active', 'annual') };
    serve(user, { 'POST /api/subscription/upgrade': [200, { user: upgraded, subscription: null, message: 'Upgraded' }] });
    await renderProfile(user);
    expect((await card().findByTestId('profit-target-value')).textContent).toBe('$12.50 profit');
    await act(async () => fireEvent.click(button('Upgrade to Annual')));
    expect(await subscription().findByText('Annual')).toBeTruthy();
    expect(card().getByTestId('profit-target-value').textContent).toBe('$12.50 profit');
  });
});
