import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders, Toaster, createAppStore } from '@bolo/web';
import ResetPasswordPage from './ResetPasswordPage';

const fetchMock = jest.fn<Promise<Response>, [Request]>();

function answer(status: number, body: unknown): Promise<Response> {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

function renderPage(address: string) {
  render(
    <AppProviders store={createAppStore()}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="reset-password" element={<ResetPasswordPage />} />
          <Route path="login" element={<h1>Login page</h1>} />
        </Routes>
        <Toaster />
      </MemoryRouter>
    </AppProviders>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reset Password' })));
const formError = () => screen.getByRole('form', { name: 'Reset password' }).querySelector('[role="alert"]')?.textContent;
const complexity = 'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character.';

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('ResetPasswordPage (spec member-side §2, §5, §8)', () => {
  it("shows 'Invalid Reset Link' and its toast without a token", () => {
    renderPage('/reset-password');
    expect(screen.getByRole('heading', { name: 'Invalid Reset Link' })).toBeTruthy();
    const toast = screen.getByText('This password reset link is invalid or missing a token.', { selector: '.toast__description' }).closest('[data-testid="toast"]');
    expect(toast?.textContent).toContain('Invalid Reset Link');
    expect(screen.getByRole('link', { name: 'Request a New Link' }).getAttribute('href')).toBe('/forgot-password');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['Abcdef1!', 'Abcdef1?', 'Passwords do not match. Please try again.'],
    ['Ab1!', 'Ab1!', 'Password must be at least 8 characters long.'],
    ['abcdefgh1', 'abcdefgh1', complexity],
  ])('refuses %p / %p with "%s"', async (password, confirmation, message) => {
    renderPage('/reset-password?token=abc123');
    type('New password', password);
    type('Confirm new password', confirmation);
    await submit();
    expect(formError()).toBe(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('resets with the token, toasts success and goes to /login', async () => {
    fetchMock.mockReturnValueOnce(answer(200, { message: 'Your password has been reset.' }));
    renderPage('/reset-password?token=abc123');
    type('New password', 'Abcdef1!');
    type('Confirm new password', 'Abcdef1!');
    await submit();
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    const request = fetchMock.mock.calls[0][0];
    expect(`${request.method} ${new URL(request.url).pathname}`).toBe('POST /api/auth/reset-password');
    expect(await request.json()).toEqual({ token: 'abc123', newPassword: 'Abcdef1!' });
    expect(screen.getByText('Password Reset Successful').closest('[data-testid="toast"]')).toBeTruthy();
  });

  it("shows 'Reset Failed' with the server's message and stays", async () => {
    fetchMock.mockReturnValueOnce(answer(400, { message: 'This reset link has expired or was already used.' }));
    renderPage('/reset-password?token=abc123');
    type('New password', 'Abcdef1!');
    type('Confirm new password', 'Abcdef1!');
    await submit();
    const toast = (await screen.findByText('Reset Failed')).closest('[data-testid="toast"]');
    expect(toast?.textContent).toContain('This reset link has expired or was already used.');
    expect(await screen.findByRole('button', { name: 'Reset Password' })).toBeTruthy();
  });
});
