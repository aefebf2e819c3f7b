import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders, FormEchoProvider, Toaster, createAppStore } from '@bolo/web';
import type { FormEcho } from '@bolo/web';
import LoginPage from './LoginPage';

const user = { id: 3, username: 'member', email: 'm@example.com', firstName: 'M', lastName: 'B', isAdmin: false, subscriptionStatus: 'active', subscriptionPlan: 'monthly', subscriptionEndDate: null };
const fetchMock = jest.fn<Promise<Response>, [Request]>();

function answer(status: number, body: unknown): Promise<Response> {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

function LoginApp({ echo = null }: { echo?: FormEcho | null }) {
  return (
    <AppProviders store={createAppStore()}>
      <FormEchoProvider value={echo}>
        <MemoryRouter initialEntries={['/login']}>
          <Routes>
            <Route path="login" element={<LoginPage />} />
            <Route path="directory" element={<h1>Directory page</h1>} />
          </Routes>
          <Toaster />
        </MemoryRouter>
      </FormEchoProvider>
    </AppProviders>
  );
}

function renderLogin(echo?: FormEcho) {
  render(<LoginApp echo={echo} />);
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' })));
const formError = () => screen.getByRole('form', { name: 'Sign in' }).querySelector('[role="alert"]')?.textContent;

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('LoginPage (spec member-side §5)', () => {
  it.each([
    [{ Username: '', Password: '' }, 'Username and password are required', ['Username', 'Password']],
    [{ Username: 'ab', Password: 'secret123' }, 'Username must be at least 3 characters', ['Username']],
    [{ Username: 'member', Password: '12345' }, 'Password must be at least 6 characters', ['Password']],
  ])('refuses %p with "%s" and sends nothing', async (values, message, invalid) => {
    renderLogin();
    for (const [label, value] of Object.entries(values)) type(label, value);
    await submit();
    expect(formError()).toBe(message);
    for (const label of ['Username', 'Password']) {
      expect(field(label).getAttribute('aria-invalid')).toBe(invalid.includes(label) ? 'true' : null);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in with the trimmed username, welcomes the user and opens the directory', async () => {
    fetchMock.mockReturnValueOnce(answer(200, { user, message: 'Signed in' }));
    renderLogin();
    type('Username', '  member ');
    type('Password', 'secret123');
    await submit();
    expect(await screen.findByRole('heading', { name: 'Directory page' })).toBeTruthy();
    const request = fetchMock.mock.calls[0][0];
    expect(`${request.method} ${new URL(request.url).pathname}`).toBe('POST /api/auth/signin');
    expect(await request.json()).toEqual({ username: 'member', password: 'secret123' });
    expect(screen.getByText('Welcome back!').closest('[data-testid="toast"]')).toBeTruthy();
    expect(localStorage.getItem('userId')).toBe('3');
  });

  it("shows the server's message when sign-in is refused and stays on the form", async () => {
    fetchMock.mockReturnValueOnce(answer(401, { message: 'Invalid username or password' }));
    renderLogin();
    type('Username', 'member');
    type('Password', 'wrong-password');
    await submit();
    const toast = (await screen.findByText('Sign in failed')).closest('[data-testid="toast"]');
    expect(toast?.getAttribute('role')).toBe('alert');
    expect(toast?.textContent).toContain('Invalid username or password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(localStorage.getItem('userId')).toBeNull();
  });

  it("shows the web server's answer to the form posted before the app started: its message and the username", () => {
    renderLogin({ form: 'login', values: { username: 'member' }, message: 'Invalid username or password', fields: [], done: false });
    expect(formError()).toBe('Invalid username or password');
    expect(field('Username').value).toBe('member');
    expect(field('Password').value).toBe('');
  });

  it('sends what was typed into the server-rendered form before the app started', async () => {
    fetchMock.mockReturnValueOnce(answer(200, { user, message: 'Signed in' }));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LoginApp />);
    document.body.appendChild(container);
    // Typed while the page was still plain HTML.
    (container.querySelector('#login-username') as HTMLInputElement).value = 'member';
    (container.querySelector('#login-password') as HTMLInputElement).value = 'secret123';
    await act(async () => {
      hydrateRoot(container, <LoginApp />);
    });
    await submit();
    expect(await screen.findByRole('heading', { name: 'Directory page' })).toBeTruthy();
    expect(await fetchMock.mock.calls[0][0].json()).toEqual({ username: 'member', password: 'secret123' });
    container.remove();
  });
});
