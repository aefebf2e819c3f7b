/// <reference types="jest" />
import '../../../shared/testing/dom-polyfills';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { NOTIFICATION_MESSAGES } from '@bolo/contracts';
import type { NotificationSettings } from '@bolo/contracts';
import { AppProviders, Toaster, createAppStore } from '@bolo/web';
import { NotificationSettingsCard } from './NotificationSettingsCard';
import ProfilePage from './ProfilePage';

type Member = { id: number; username: string; email: string; firstName: string; lastName: null; isAdmin: boolean; subscriptionStatus: string; subscriptionPlan: string; subscriptionEndDate: string | null };
const member: Member = {
  id: 4,
  username: 'member',
  email: 'm@example.com',
  firstName: 'Mia',
  lastName: null,
  isAdmin: false,
  subscriptionStatus: 'active',
  subscriptionPlan: 'monthly',
  subscriptionEndDate: '2030-03-15T12:00:00.000Z',
};
const SETTINGS: NotificationSettings = { digest: true, alertEmails: 'instant', followedCategories: ['Toys'], timeZone: 'Europe/Paris' };

type Reply = [status: number, body: unknown];
const fetchMock = jest.fn<Promise<Response>, [Request]>();

function serve(user: Member, routes: Record<string, Reply | ((request: Request) => Promise<Reply>)> = {}) {
  fetchMock.mockImplementation(async (request: Request) => {
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const route = routes[key];
    const [status, body]: Reply = route ? (typeof route === 'function' ? await route(request) : route) : key === 'GET /api/auth/me' ? [200, { user }] : key === 'GET /api/profile' ? [200, user] : [404, { message: `not mocked: ${key}` }];
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
}

async function renderProfile(user: Member) {
  localStorage.setItem('userId', String(user.id));
  localStorage.setItem('userData', JSON.stringify(user));
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

const card = () => within(screen.getByTestId('notification-settings'));
const calls = () => fetchMock.mock.calls.map(([request]) => `${request.method} ${new URL(request.url).pathname}`);
const putBodies = () => Promise.all(fetchMock.mock.calls.map(([request]) => request).filter((request) => request.method === 'PUT').map((request) => request.clone().json()));
const toastText = async (title: string) => (await screen.findByText(title, { selector: '.toast__title' })).closest('[data-testid="toast"]')?.textContent;
const checkbox = (name: string) => card().getByRole('checkbox', { name }) as HTMLInputElement;

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => jest.restoreAllMocks());

describe('ProfilePage: E-mail preferences (issue 22)', () => {
  it('shows the saved preferences with their labels and the stored time zone', async () => {
    serve(member, { 'GET /api/profile/notifications': [200, SETTINGS] });
    await renderProfile(member);
    expect((await card().findByRole('checkbox', { name: 'Weekly digest' })).getAttribute('aria-describedby')).toBe('notification-digest-hint');
    expect(checkbox('Weekly digest').checked).toBe(true);
    const select = card().getByLabelText('Alert e-mails') as HTMLSelectElement;
    expect(select.value).toBe('instant');
    expect([...select.options].map((option) => option.textContent)).toEqual(['As they happen (at most one an hour)', 'At most one a day', 'Never (alerts stay in the app)']);
    expect(card().getByRole('group', { name: 'Followed categories' })).toBeTruthy();
    expect(checkbox('Toys').checked).toBe(true);
    expect(checkbox('Electronics').checked).toBe(false);
    expect(card().getByTestId('notification-time-zone').textContent).toBe('Digest times follow your time zone: Europe/Paris');
    // Nothing changed and the zone is stored: nothing to send.
    expect((card().getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("sends what changed with the browser's time zone on the first save, and shows the answer", async () => {
    jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ timeZone: 'America/Chicago' } as Intl.ResolvedDateTimeFormatOptions);
    const answer: NotificationSettings = { digest: false, alertEmails: 'daily', followedCategories: ['Toys', 'Gaming'], timeZone: 'America/Chicago' };
    serve(member, { 'GET /api/profile/notifications': [200, { ...SETTINGS, timeZone: null }], 'PUT /api/profile/notifications': [200, answer] });
    await renderProfile(member);
    await card().findByRole('checkbox', { name: 'Weekly digest' });
    expect(card().getByTestId('notification-time-zone').textContent).toBe('Digest times follow your time zone: America/Chicago');
    fireEvent.click(checkbox('Weekly digest'));
    fireEvent.change(card().getByLabelText('Alert e-mails'), { target: { value: 'daily' } });
    fireEvent.click(checkbox('Gaming'));
    await act(async () => fireEvent.click(card().getByRole('button', { name: 'Save' })));
    expect(await toastText(NOTIFICATION_MESSAGES.saved)).toBeTruthy();
    expect(await putBodies()).toEqual([{ digest: false, alertEmails: 'daily', followedCategories: ['Toys', 'Gaming'], timeZone: 'America/Chicago' }]);
    expect(checkbox('Weekly digest').checked).toBe(false);
    expect((card().getByLabelText('Alert e-mails') as HTMLSelectElement).value).toBe('daily');
    expect(calls().filter((call) => call === 'GET /api/profile/notifications')).toHaveLength(1);
  });

  it('sends only the changed field once the time zone is stored', async () => {
    serve(member, { 'GET /api/profile/notifications': [200, SETTINGS], 'PUT /api/profile/notifications': [200, { ...SETTINGS, followedCategories: [] }] });
    await renderProfile(member);
    fireEvent.click(await card().findByRole('checkbox', { name: 'Toys' }));
    await act(async () => fireEvent.click(card().getByRole('button', { name: 'Save' })));
    expect(await toastText(NOTIFICATION_MESSAGES.saved)).toBeTruthy();
    expect(await putBodies()).toEqual([{ followedCategories: [] }]);
  });

  it("shows the server's refusal and keeps what was chosen", async () => {
    serve(member, { 'GET /api/profile/notifications': [200, SETTINGS], 'PUT /api/profile/notifications': [400, { message: NOTIFICATION_MESSAGES.alertEmailsInvalid }] });
    await renderProfile(member);
    fireEvent.change(await card().findByLabelText('Alert e-mails'), { target: { value: 'off' } });
    await act(async () => fireEvent.click(card().getByRole('button', { name: 'Save' })));
    expect(await toastText('E-mail Preferences Not Saved')).toContain(NOTIFICATION_MESSAGES.alertEmailsInvalid);
    expect((card().getByLabelText('Alert e-mails') as HTMLSelectElement).value).toBe('off');
  });

  it('is not offered to a member without directory access, and asks nothing', async () => {
    const free: Member = { ...member, subscriptionStatus: 'free', subscriptionPlan: 'none', subscriptionEndDate: null };
    serve(free);
    await renderProfile(free);
    expect(screen.getByTestId('profile-page')).toBeTruthy();
    expect(screen.queryByTestId('notification-settings')).toBeNull();
    expect(calls()).not.toContain('GET /api/profile/notifications');
  });

  it("is not in the server's HTML (its form only works once the app runs)", () => {
    serve(member, { 'GET /api/profile/notifications': [200, SETTINGS] });
    const html = renderToString(
      <AppProviders store={createAppStore()}>
        <MemoryRouter initialEntries={['/profile']}>
          <NotificationSettingsCard />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(html).not.toContain('E-mail preferences');
    expect(html).not.toContain('<form');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
