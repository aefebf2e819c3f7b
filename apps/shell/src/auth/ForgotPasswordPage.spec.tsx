import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders, Toaster, createAppStore } from '@bolo/web';
import ForgotPasswordPage from './ForgotPasswordPage';

const fetchMock = jest.fn<Promise<Response>, [Request]>();

function answer(status: number, body: unknown): Promise<Response> {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

function renderPage() {
  render(
    <AppProviders store={createAppStore()}>
      <MemoryRouter initialEntries={['/forgot-password']}>
        <Routes>
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
          <Route path="login" element={<h1>Login page</h1>} />
        </Routes>
        <Toaster />
      </MemoryRouter>
    </AppProviders>,
  );
}

const typeEmail = (value: string) => fireEvent.change(screen.getByLabelText('Email'), { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' })));
const toastWith = (title: string) => screen.getByText(title).closest('[data-testid="toast"]');

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('ForgotPasswordPage (spec member-side §2, §8)', () => {
  it('refuses an invalid address without sending anything', async () => {
    renderPage();
    typeEmail('nope');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the address, toasts Reset Link Sent and shows Check Your Email with tips and Back to Login', async () => {
    fetchMock.mockReturnValueOnce(answer(200, { message: 'If that address has an account, a reset link is on its way.' }));
    renderPage();
    typeEmail(' r@example.com ');
    await submit();
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeTruthy();
    const request = fetchMock.mock.calls[0][0];
    expect(`${request.method} ${new URL(request.url).pathname}`).toBe('POST /api/auth/forgot-password');
    expect(await request.json()).toEqual({ email: 'r@example.com' });
    expect(toastWith('Reset Link Sent')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Tips' }).querySelectorAll('li').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('link', { name: 'Back to Login' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
  });

  it("shows 'Request Failed' with the server's message", async () => {
    fetchMock.mockReturnValueOnce(answer(429, { message: 'Too many requests. Try again later.' }));
    renderPage();
    typeEmail('r@example.com');
    await submit();
    const toast = (await screen.findByText('Request Failed')).closest('[data-testid="toast"]');
    expect(toast?.getAttribute('role')).toBe('alert');
    expect(toast?.textContent).toContain('Too many requests. Try again later.');
    expect(screen.queryByRole('heading', { name: 'Check Your Email' })).toBeNull();
  });

  it("falls back to 'Failed to send reset email.' and to the network text", async () => {
    fetchMock.mockReturnValueOnce(answer(500, {}));
    renderPage();
    typeEmail('r@example.com');
    await submit();
    expect((await screen.findByText('Failed to send reset email.')).closest('[data-testid="toast"]')).toBeTruthy();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await submit();
    expect((await screen.findByText('Something went wrong. Please try again.')).closest('[data-testid="toast"]')).toBeTruthy();
  });
});
